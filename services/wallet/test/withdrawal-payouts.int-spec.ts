import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { WithdrawalsService } from '../src/withdrawals/withdrawals.service';
import { balanceOf, credit } from './factories/funds';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { publishedPayloads } from './support/published-events';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

describe(`${WithdrawalsService.name} payouts`, () => {
  let wallet: WalletApp;
  let admin: RegisteredUser;

  const withdraw = (user: RegisteredUser, body: Record<string, unknown>) =>
    wallet.api().post('/api/wallet/withdrawals').set(bearer(user.token)).send(body);
  const setRate = (ngnPerUsd: unknown, token = admin.token) =>
    wallet.api().put('/api/wallet/admin/exchange-rate').set(bearer(token)).send({ ngnPerUsd });
  const decide = (id: string, body: Record<string, unknown>, token = admin.token) =>
    wallet.api().patch(`/api/wallet/admin/withdrawals/${id}`).set(bearer(token)).send(body);
  const fundedUser = async (dollars: string) => {
    const user = await registerUser(wallet);
    await credit(wallet, user.id, dollars);
    return user;
  };
  const validRequest = { bankCode: '058', accountNumber: '0123456789', amount: '150000.00' };

  beforeAll(async () => {
    wallet = await startWalletApp({ WITHDRAWAL_MAX_NGN: '5000000' });
    admin = await registerAdmin(wallet);
    await setRate('1500.00').expect(200);
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  describe('admin', () => {
    const pendingWithdrawal = async (user: RegisteredUser) => {
      const response = await withdraw(user, validRequest);
      expect(response.status).toBe(201);
      return response.body.data as { id: string };
    };

    it('lists pending withdrawals with who asked', async () => {
      const user = await fundedUser('100.00');
      const withdrawal = await pendingWithdrawal(user);

      const response = await wallet
        .api()
        .get('/api/wallet/admin/withdrawals?status=pending')
        .set(bearer(admin.token));

      expect(response.status).toBe(200);
      expect(response.body.data.find((item: { id: string }) => item.id === withdrawal.id)).toMatchObject({
        status: 'pending',
        user: { id: user.id, username: user.username, email: user.email },
      });
      expect(response.body.data.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    });

    it('marks a withdrawal paid: the held dollars leave the platform, once', async () => {
      const user = await fundedUser('100.00');
      const withdrawal = await pendingWithdrawal(user);

      const paid = await decide(withdrawal.id, { status: 'paid', adminNotes: 'GTB ref 884422' });
      const again = await decide(withdrawal.id, { status: 'rejected' });

      expect(paid.status).toBe(200);
      expect(paid.body.message).toBe('Withdrawal marked as paid');
      expect(paid.body.data).toMatchObject({
        status: 'paid',
        adminNotes: 'GTB ref 884422',
        processedAt: expect.any(String),
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, message: 'Withdrawal has already been processed' });
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '0.00', held: '0.00' });
      const [transit] = await wallet.dataSource.query(
        `SELECT balance_cents FROM accounts WHERE owner_id IS NULL AND kind = 'payouts_in_transit'`,
      );
      expect(transit.balance_cents).toBe('0');
      expect(await publishedPayloads(wallet, 'wallet.WithdrawalPaid', withdrawal.id)).toEqual([
        {
          withdrawalId: withdrawal.id,
          userId: user.id,
          amountNgn: '150000.00',
          amountUsd: '100.00',
          processedBy: admin.id,
          adminNotes: 'GTB ref 884422',
        },
      ]);
      expect(await publishedPayloads(wallet, 'wallet.WithdrawalRejected', withdrawal.id)).toEqual([]);
    });

    it('rejects a withdrawal: the held dollars go back to available', async () => {
      const user = await fundedUser('100.00');
      const withdrawal = await pendingWithdrawal(user);

      const rejected = await decide(withdrawal.id, {
        status: 'rejected',
        adminNotes: 'Account name mismatch',
      });

      expect(rejected.status).toBe(200);
      expect(rejected.body.message).toBe('Withdrawal rejected successfully');
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '100.00', held: '0.00' });
      expect(await publishedPayloads(wallet, 'wallet.WithdrawalRejected', withdrawal.id)).toEqual([
        {
          withdrawalId: withdrawal.id,
          userId: user.id,
          amountNgn: '150000.00',
          amountUsd: '100.00',
          processedBy: admin.id,
          adminNotes: 'Account name mismatch',
        },
      ]);
    });

    it('refuses a bad decision, an unknown withdrawal, one’s own, and non-admins', async () => {
      const user = await fundedUser('100.00');
      const withdrawal = await pendingWithdrawal(user);
      await credit(wallet, admin.id, '100.00');
      const own = await pendingWithdrawal(admin);

      const badStatus = await decide(withdrawal.id, { status: 'approved' });
      const unknown = await decide(randomUUID(), { status: 'paid' });
      const ownDecision = await decide(own.id, { status: 'paid' });
      const asUser = await decide(withdrawal.id, { status: 'paid' }, user.token);
      const listAsUser = await wallet.api().get('/api/wallet/admin/withdrawals').set(bearer(user.token));

      expect([badStatus.status, badStatus.body.message]).toEqual([400, 'Status must be paid or rejected']);
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Withdrawal not found']);
      expect([ownDecision.status, ownDecision.body.message]).toEqual([
        403,
        'You cannot process your own withdrawal',
      ]);
      expect([asUser.status, asUser.body.message]).toEqual([403, 'Admin access required']);
      expect(listAsUser.status).toBe(403);
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '0.00', held: '100.00' });
    });
  });
});
