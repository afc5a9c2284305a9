import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, Topics } from '@p2p/contracts';
import { DepositExpirySweeper } from '../src/deposits/deposit-expiry.sweeper';
import { StatementService } from '../src/statement/statement.service';
import { betSettled } from './factories/betting-events';
import { credit } from './factories/funds';
import { createPaymentMethod } from './factories/payment-methods';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { bearer, internalHeaders, startWalletApp, WalletApp } from './support/wallet-app';

type Row = { type: string; amount: string; status: string; afterBalance: string | null; tradeNo: string };

describe(StatementService.name, () => {
  let wallet: WalletApp;
  let admin: RegisteredUser;
  let user: RegisteredUser;
  let friend: RegisteredUser;
  let balanceWhilePending: unknown;

  const as = (who: RegisteredUser) => ({
    get: (path: string) => wallet.api().get(path).set(bearer(who.token)),
    post: (path: string, body: object) => wallet.api().post(path).set(bearer(who.token)).send(body),
    patch: (path: string, body: object) => wallet.api().patch(path).set(bearer(who.token)).send(body),
    put: (path: string, body: object) => wallet.api().put(path).set(bearer(who.token)).send(body),
  });
  const hold = (key: string, userId: string, amount: string) =>
    wallet.api().post('/internal/holds').set(internalHeaders).send({ key, userId, amount }).expect(200);
  const deposit = async (amount: string, decision?: 'approved' | 'rejected') => {
    const [method] = (await as(user).get('/api/deposits/payment-methods')).body.paymentMethods;
    const { id } = (await as(user).post('/api/deposits/submit', { paymentMethodId: method.id, amount })).body
      .transaction;
    if (decision)
      await as(admin).patch(`/api/deposits/admin/transactions/${id}`, { status: decision }).expect(200);
    return id as string;
  };
  const withdraw = async (amountNgn: string, decision: 'paid' | 'rejected') => {
    const response = await as(user).post('/api/wallet/withdrawals', {
      bankCode: '011',
      accountNumber: '1234567890',
      amount: amountNgn,
    });
    if (decision === 'paid') balanceWhilePending = (await as(user).get('/api/wallet/balance')).body;
    await as(admin)
      .patch(`/api/wallet/admin/withdrawals/${response.body.data.id}`, { status: decision })
      .expect(200);
  };
  const rows = async (query = '', who = user) => {
    const response = await as(who).get(`/api/wallet/transactions${query}`);
    expect(response.status).toBe(200);
    return response.body.data as { transactions: Row[]; page: number; limit: number; total: number };
  };
  const summary = (row: Row) => [row.type, row.amount, row.status, row.afterBalance];

  beforeAll(async () => {
    wallet = await startWalletApp();
    admin = await registerAdmin(wallet);
    user = await registerUser(wallet);
    friend = await registerUser(wallet);
    await credit(wallet, friend.id, '50.00');
    await createPaymentMethod(wallet, admin.token, 'bank_transfer');
    await as(admin).put('/api/wallet/admin/exchange-rate', { ngnPerUsd: '1500.00' }).expect(200);

    // The history of one user, oldest first; the expired deposit is backdated 8 days.
    const expired = await deposit('30.00');
    await wallet.dataSource.query(
      `UPDATE deposits SET created_at = now() - interval '8 days' WHERE id = $1`,
      [expired],
    );
    await wallet.app.get(DepositExpirySweeper).sweep();
    await deposit('100.00', 'approved');
    await deposit('50.00');
    await deposit('20.00', 'rejected');
    await hold('offer:cancelled-offer', user.id, '10.00');
    await wallet.bus.publish(Topics.betting, [
      createEvent('betting.OfferCancelled', 'cancelled-offer', {
        offerId: 'cancelled-offer',
        userId: user.id,
        stake: '10.00',
      }),
    ]);
    await wallet.bus.idle();
    await as(user).post('/api/wallet/transfers', { username: friend.username, amount: '7.00' }).expect(201);
    await as(friend).post('/api/wallet/transfers', { username: user.username, amount: '3.00' }).expect(201);
    const settled = betSettled({ makerId: user.id, takerId: friend.id, winnerId: user.id });
    await hold(`offer:${settled.payload.offerId}`, user.id, '10.00');
    await hold(`bet:${settled.payload.betId}`, friend.id, '10.00');
    await wallet.bus.publish(Topics.betting, [settled]);
    await wallet.bus.idle();
    await withdraw('15000', 'paid');
    await withdraw('7500', 'rejected');
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it('answers the balance, with what is held for a pending withdrawal', async () => {
    const response = await as(user).get('/api/wallet/balance');

    expect(balanceWhilePending).toEqual({
      success: true,
      data: { available: '93.00', held: '10.00', total: '103.00', currency: 'USD' },
    });
    expect(response.body).toEqual({
      success: true,
      data: { available: '93.00', held: '0.00', total: '93.00', currency: 'USD' },
    });
  });

  it('lists every movement of the user’s money from the ledger, newest first', async () => {
    const statement = await rows();

    expect(statement.transactions.map(summary)).toEqual([
      ['Withdrawal Refund', '5.00', 'Succeed', '93.00'],
      ['Withdrawal', '-5.00', 'Failed', '88.00'],
      ['Withdrawal', '-10.00', 'Succeed', '93.00'],
      ['Winnings-Sport Bets', '20.00', 'Succeed', '103.00'],
      ['Bet Stake', '-10.00', 'Succeed', '83.00'],
      ['Transfer In', '3.00', 'Succeed', '93.00'],
      ['Transfer Out', '-7.00', 'Succeed', '90.00'],
      ['Bet Refund', '10.00', 'Succeed', '97.00'],
      ['Bet Stake', '-10.00', 'Succeed', '87.00'],
      ['Deposit', '18.00', 'Failed', null],
      ['Deposit', '48.00', 'Pending', null],
      ['Deposit', '97.00', 'Succeed', '97.00'],
      ['Deposit', '28.00', 'Closed', null],
    ]);
    expect(statement).toMatchObject({ page: 1, limit: 20, total: 13 });
    expect(statement.transactions[8].tradeNo).toBe('offer:cancelled-offer');
  });

  it('shows each user only their own movements', async () => {
    const statement = await rows('', friend);

    expect(statement.transactions.map(summary)).toEqual([
      ['Bet Stake', '-10.00', 'Succeed', '44.00'],
      ['Transfer Out', '-3.00', 'Succeed', '54.00'],
      ['Transfer In', '7.00', 'Succeed', '57.00'],
      ['Deposit', '50.00', 'Succeed', '50.00'],
    ]);
  });

  it('filters by type and status, case-insensitively', async () => {
    const transfersOut = await rows('?type=transfer_out');
    const pending = await rows('?status=Pending');
    const deposits = await rows('?type=deposit&status=succeed');

    expect(transfersOut.transactions.map(summary)).toEqual([['Transfer Out', '-7.00', 'Succeed', '90.00']]);
    expect(pending.transactions.map(summary)).toEqual([['Deposit', '48.00', 'Pending', null]]);
    expect(deposits.total).toBe(1);
  });

  it('filters by date range, a date alone meaning the whole day', async () => {
    const day = (offsetDays: number) =>
      new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

    const future = await rows(`?from=${day(1)}`);
    const longAgo = await rows(`?to=${day(-3)}`);
    const today = await rows(`?from=${day(-1)}&to=${day(0)}`);

    expect(future.total).toBe(0);
    expect(longAgo.transactions.map(summary)).toEqual([['Deposit', '28.00', 'Closed', null]]);
    expect(today.total).toBe(12);
  });

  it('exports the filtered rows as CSV, every row of the filter, with the screen’s columns', async () => {
    const response = await as(user).get('/api/wallet/transactions/export?type=deposit');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="transactions.csv"');
    const [header, ...lines] = response.text.trim().split('\n');
    expect(header).toBe('Time (UTC),Type,Trade No.,Amount,Currency,Status,After Balance');
    expect(
      lines.map((line) =>
        line
          .split(',')
          .slice(1)
          .filter((_, index) => index !== 1),
      ),
    ).toEqual([
      ['Deposit', '18.00', 'USD', 'Failed', ''],
      ['Deposit', '48.00', 'USD', 'Pending', ''],
      ['Deposit', '97.00', 'USD', 'Succeed', '97.00'],
      ['Deposit', '28.00', 'USD', 'Closed', ''],
    ]);
  });

  it('refuses paging parameters and bad filters on the export, and a guest', async () => {
    expect((await as(user).get('/api/wallet/transactions/export?page=2')).status).toBe(400);
    expect((await as(user).get('/api/wallet/transactions/export?type=salary')).status).toBe(400);
    expect((await wallet.api().get('/api/wallet/transactions/export')).status).toBe(401);
  });

  it('pages through the rows', async () => {
    const second = await rows('?page=2&limit=5');
    const beyond = await rows('?page=9&limit=5');

    expect(second.transactions.map(summary)).toEqual([
      ['Transfer In', '3.00', 'Succeed', '93.00'],
      ['Transfer Out', '-7.00', 'Succeed', '90.00'],
      ['Bet Refund', '10.00', 'Succeed', '97.00'],
      ['Bet Stake', '-10.00', 'Succeed', '87.00'],
      ['Deposit', '18.00', 'Failed', null],
    ]);
    expect(second).toMatchObject({ page: 2, limit: 5, total: 13 });
    expect(beyond).toMatchObject({ transactions: [], total: 13 });
  });

  it.each([
    [
      '?type=lottery',
      'Type must be one of deposit, withdrawal, withdrawal_refund, transfer_in, transfer_out, bet_stake, bet_refund, winnings',
    ],
    ['?status=done', 'Status must be one of succeed, pending, failed, closed'],
    ['?page=0', 'Page must be a positive whole number'],
    ['?limit=101', 'Limit must be between 1 and 100'],
    ['?from=yesterday', 'From must be a date'],
    ['?to=2026-13-45', 'To must be a date'],
  ])('refuses %s', async (query, message) => {
    const response = await as(user).get(`/api/wallet/transactions${query}`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });

  it('needs a signed-in user', async () => {
    expect((await wallet.api().get('/api/wallet/transactions')).status).toBe(401);
    expect((await wallet.api().get('/api/wallet/balance')).status).toBe(401);
  });

  describe('GET /api/wallet/admin/users/{userId}/transactions', () => {
    const statementOf = (userId: string, query = '', who = admin) =>
      as(who).get(`/api/wallet/admin/users/${encodeURIComponent(userId)}/transactions${query}`);

    it('answers an admin the user’s own statement, after-balances included', async () => {
      const own = await rows();

      const response = await statementOf(user.id);

      expect(response.status).toBe(200);
      expect(response.body.data).toEqual(own);
      expect(response.body.data.transactions.map(summary).slice(0, 3)).toEqual([
        ['Withdrawal Refund', '5.00', 'Succeed', '93.00'],
        ['Withdrawal', '-5.00', 'Failed', '88.00'],
        ['Withdrawal', '-10.00', 'Succeed', '93.00'],
      ]);
    });

    it('takes the user list’s filters and paging, with the same messages', async () => {
      const page = await statementOf(user.id, '?page=2&limit=5');
      const filtered = await statementOf(friend.id, '?type=TRANSFER_IN&status=succeed');
      const refused = await statementOf(user.id, '?limit=101');

      expect(page.body.data).toEqual(await rows('?page=2&limit=5'));
      expect(filtered.body.data.transactions.map(summary)).toEqual([
        ['Transfer In', '7.00', 'Succeed', '57.00'],
      ]);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message: 'Limit must be between 1 and 100' });
    });

    it('answers an empty page for a user the wallet never saw', async () => {
      const response = await statementOf('no-such-user');

      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ transactions: [], page: 1, limit: 20, total: 0 });
    });

    it('refuses anyone but an admin: 403 to a user (even for their own), 401 without a token', async () => {
      const member = await statementOf(user.id, '', user);
      const guest = await wallet.api().get(`/api/wallet/admin/users/${user.id}/transactions`);

      expect(member.status).toBe(403);
      expect(member.body).toEqual({ success: false, message: 'Admin access required' });
      expect(guest.status).toBe(401);
    });
  });
});
