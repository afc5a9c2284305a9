import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { IdempotencyInterceptor } from '../src/idempotency/idempotency.interceptor';
import { balanceOf, credit } from './factories/funds';
import { createPaymentMethod } from './factories/payment-methods';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

describe(IdempotencyInterceptor.name, () => {
  let wallet: WalletApp;
  let admin: RegisteredUser;
  const transfer = (sender: RegisteredUser, key: string | null, body: Record<string, unknown>) => {
    const call = wallet.api().post('/api/wallet/transfers').set(bearer(sender.token));
    return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
  };
  const fundedUser = async (dollars: string) => {
    const user = await registerUser(wallet);
    await credit(wallet, user.id, dollars);
    return user;
  };
  const transferTransactions = async (userId: string): Promise<number> => {
    const [{ count }] = await wallet.dataSource.query(
      `SELECT count(DISTINCT t.id)::int AS count FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id JOIN accounts a ON a.id = e.account_id
        WHERE t.type = 'transfer' AND a.owner_id = $1`,
      [userId],
    );
    return count;
  };

  beforeAll(async () => {
    wallet = await startWalletApp({ DB_POOL_SIZE: '20' });
    admin = await registerAdmin(wallet);
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it('answers a repeated key with the first answer, and moves the money once', async () => {
    const sender = await fundedUser('100.00');
    const friend = await registerUser(wallet);
    const body = { username: friend.username, amount: '30.00', note: 'Rent' };

    const first = await transfer(sender, 'transfer-1', body);
    const repeat = await transfer(sender, 'transfer-1', {
      note: 'Rent',
      amount: '30.00',
      username: friend.username,
    });

    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await balanceOf(wallet, sender.id)).toEqual({ available: '70.00', held: '0.00' });
  });

  it('refuses a key reused with a different request', async () => {
    const sender = await fundedUser('100.00');
    const friend = await registerUser(wallet);
    await transfer(sender, 'transfer-2', { username: friend.username, amount: '30.00' }).expect(201);

    const response = await transfer(sender, 'transfer-2', { username: friend.username, amount: '31.00' });

    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      success: false,
      message: 'Idempotency-Key was used with a different request',
    });
    expect(await balanceOf(wallet, sender.id)).toEqual({ available: '70.00', held: '0.00' });
  });

  it('keeps a refusal for the key: a retry after funds arrive is still refused', async () => {
    const sender = await fundedUser('10.00');
    const friend = await registerUser(wallet);
    const body = { username: friend.username, amount: '30.00' };

    const first = await transfer(sender, 'transfer-3', body);
    await credit(wallet, sender.id, '50.00');
    const retry = await transfer(sender, 'transfer-3', body);
    const fresh = await transfer(sender, 'transfer-4', body);

    expect([first.status, first.body]).toEqual([422, { success: false, message: 'Insufficient balance' }]);
    expect([retry.status, retry.body]).toEqual([422, first.body]);
    expect(fresh.status).toBe(201);
  });

  it('keeps a validation refusal too', async () => {
    const sender = await fundedUser('10.00');

    const first = await transfer(sender, 'transfer-5', { username: 'x', amount: '0.50' });
    const retry = await transfer(sender, 'transfer-5', { username: 'x', amount: '0.50' });

    expect([first.status, first.body]).toEqual([
      400,
      { success: false, message: 'Minimum transfer amount is $1' },
    ]);
    expect([retry.status, retry.body, retry.headers['idempotent-replayed']]).toEqual([
      400,
      first.body,
      'true',
    ]);
  });

  it('makes one ledger transaction of 100 parallel requests with one key', async () => {
    const sender = await fundedUser('100.00');
    const friend = await registerUser(wallet);
    const body = { username: friend.username, amount: '10.00' };

    const responses = await Promise.all(Array.from({ length: 100 }, () => transfer(sender, 'burst', body)));

    const succeeded = responses.filter((response) => response.status === 201);
    const waiting = responses.filter((response) => response.status === 409);
    expect(succeeded.length + waiting.length).toBe(100);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const response of succeeded) expect(response.body).toEqual(succeeded[0].body);
    for (const response of waiting) {
      expect(response.body).toEqual({
        success: false,
        message: 'A request with this Idempotency-Key is still being processed',
      });
    }
    expect(await transferTransactions(sender.id)).toBe(1);
    expect(await balanceOf(wallet, sender.id)).toEqual({ available: '90.00', held: '0.00' });
  });

  it('scopes keys to the user who sent them', async () => {
    const alice = await fundedUser('20.00');
    const bob = await fundedUser('20.00');
    const friend = await registerUser(wallet);

    await transfer(alice, 'shared-key', { username: friend.username, amount: '5.00' }).expect(201);
    const bobs = await transfer(bob, 'shared-key', { username: friend.username, amount: '7.00' });

    expect(bobs.status).toBe(201);
    expect(await balanceOf(wallet, friend.id)).toEqual({ available: '12.00', held: '0.00' });
  });

  it.each([
    ['an empty', ''],
    ['a blank', ' '],
    ['a 201-character', 'k'.repeat(201)],
  ])('refuses %s key', async (_label, key) => {
    const sender = await fundedUser('20.00');

    const response = await transfer(sender, key, { username: 'x', amount: '5.00' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Idempotency-Key must be 1 to 200 characters' });
  });

  it('works without a key, each request on its own', async () => {
    const sender = await fundedUser('20.00');
    const friend = await registerUser(wallet);

    await transfer(sender, null, { username: friend.username, amount: '5.00' }).expect(201);
    await transfer(sender, null, { username: friend.username, amount: '5.00' }).expect(201);

    expect(await balanceOf(wallet, sender.id)).toEqual({ available: '10.00', held: '0.00' });
  });

  it('guards the deposit calls: one deposit per key, and a repeated approval gets the first answer', async () => {
    const user = await registerUser(wallet);
    const method = await createPaymentMethod(wallet, admin.token, 'crypto');
    const submit = () =>
      wallet
        .api()
        .post('/api/deposits/submit')
        .set(bearer(user.token))
        .set('Idempotency-Key', 'deposit-1')
        .send({ paymentMethodId: method.id, amount: '100.00' });
    const first = await submit();
    const second = await submit();
    const approve = () =>
      wallet
        .api()
        .patch(`/api/deposits/admin/transactions/${first.body.transaction.id}`)
        .set(bearer(admin.token))
        .set('Idempotency-Key', 'approve-1')
        .send({ status: 'approved' });

    const approved = await approve();
    const approvedAgain = await approve();

    expect(second.body).toEqual(first.body);
    const deposits = await wallet.dataSource.query(`SELECT id FROM deposits WHERE user_id = $1`, [user.id]);
    expect(deposits).toHaveLength(1);
    expect(approved.status).toBe(200);
    expect([approvedAgain.status, approvedAgain.body]).toEqual([200, approved.body]);
    expect(await balanceOf(wallet, user.id)).toEqual({ available: '99.00', held: '0.00' });
  });
});
