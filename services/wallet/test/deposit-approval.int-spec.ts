import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Topics } from '@p2p/contracts';
import { eventually } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { DepositExpirySweeper } from '../src/deposits/deposit-expiry.sweeper';
import { DepositsService } from '../src/deposits/deposits.service';
import { balanceOf } from './factories/funds';
import { createPaymentMethod } from './factories/payment-methods';
import { pngProof } from './factories/proofs';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { publishedPayloads } from './support/published-events';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

describe(`${DepositsService.name} approval`, () => {
  let wallet: WalletApp;
  let admin: RegisteredUser;
  let bank: { id: string };

  const submit = (user: RegisteredUser, body: Record<string, unknown>) =>
    wallet.api().post('/api/deposits/submit').set(bearer(user.token)).send(body);
  const decide = (id: string, body: Record<string, unknown>, token = admin.token) =>
    wallet.api().patch(`/api/deposits/admin/transactions/${id}`).set(bearer(token)).send(body);
  const pendingDeposit = async (
    user: RegisteredUser,
    amount = '100.00',
    extra: Record<string, unknown> = {},
  ) => {
    const response = await submit(user, { paymentMethodId: bank.id, amount, ...extra });
    expect(response.status).toBe(201);
    return response.body.transaction as { id: string; netAmount: string };
  };

  beforeAll(async () => {
    wallet = await startWalletApp({ DEPOSIT_PENDING_MAX_AGE_DAYS: '7' });
    admin = await registerAdmin(wallet);
    bank = await createPaymentMethod(wallet, admin.token, 'bank_transfer', { name: 'First Bank transfer' });
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  describe('admin', () => {
    it('lists pending deposits oldest first with the user, the method and a link to the proof', async () => {
      const user = await registerUser(wallet);
      const deposit = await pendingDeposit(user, '100.00', { proofOfPayment: pngProof(100, 'image/jpeg') });

      const response = await wallet.api().get('/api/deposits/admin/pending').set(bearer(admin.token));

      expect(response.status).toBe(200);
      const listed = response.body.transactions.find((item: { id: string }) => item.id === deposit.id);
      expect(listed).toMatchObject({
        status: 'pending',
        user: { username: user.username, email: user.email, balance: '0.00' },
        paymentMethod: { type: 'bank_transfer', name: 'First Bank transfer' },
        hasProof: true,
        proofUrl: `/api/deposits/transactions/${deposit.id}/proof`,
        proofType: 'image/png',
      });
      expect(listed).not.toHaveProperty('proofOfPayment');
      const created = response.body.transactions.map((item: { createdAt: string }) => item.createdAt);
      expect(created).toEqual([...created].sort());
    });

    it('approves a deposit once: the net amount is credited and the facts are published', async () => {
      const user = await registerUser(wallet);
      const deposit = await pendingDeposit(user, '100.00');

      const response = await decide(deposit.id, { status: 'approved', adminNotes: 'Matched bank statement' });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Deposit approved successfully',
        transaction: expect.objectContaining({
          id: deposit.id,
          status: 'approved',
          adminNotes: 'Matched bank statement',
          processedBy: admin.id,
          approvedAt: expect.any(String),
          user: expect.objectContaining({ balance: '97.00' }),
        }),
      });
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '97.00', held: '0.00' });
      await eventually(() => {
        const events = wallet.bus.events(Topics.wallet);
        expect(events.map((event) => event.payload)).toEqual(
          expect.arrayContaining([
            {
              depositId: deposit.id,
              userId: user.id,
              amount: '100.00',
              fee: '3.00',
              net: '97.00',
              approvedBy: admin.id,
              adminNotes: 'Matched bank statement',
            },
            { userId: user.id, available: '97.00', held: '0.00', reason: 'deposit', ref: deposit.id },
          ]),
        );
      });
    });

    it('credits once when ten admins approve the same deposit at the same moment', async () => {
      const user = await registerUser(wallet);
      const deposit = await pendingDeposit(user, '200.00');

      const responses = await Promise.all(
        Array.from({ length: 10 }, () => decide(deposit.id, { status: 'approved' })),
      );

      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      for (const refused of responses.filter((response) => response.status !== 200)) {
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({ success: false, message: 'Deposit has already been processed' });
      }
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '194.00', held: '0.00' });
    });

    it('rejects a deposit without crediting anything, and refuses to process it again', async () => {
      const user = await registerUser(wallet);
      const deposit = await pendingDeposit(user, '100.00');

      const rejected = await decide(deposit.id, { status: 'rejected', adminNotes: 'No such transfer' });
      const approveAfter = await decide(deposit.id, { status: 'approved' });

      expect(rejected.status).toBe(200);
      expect(rejected.body.message).toBe('Deposit rejected successfully');
      expect(rejected.body.transaction).toMatchObject({
        status: 'rejected',
        approvedAt: null,
        processedBy: admin.id,
      });
      expect(approveAfter.status).toBe(409);
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '0.00', held: '0.00' });
      await eventually(() =>
        expect(wallet.bus.events(Topics.wallet).map((event) => event.payload)).toContainEqual({
          depositId: deposit.id,
          userId: user.id,
          amount: '100.00',
          rejectedBy: admin.id,
          adminNotes: expect.any(String),
        }),
      );
    });

    it.each([
      [{ status: 'paid' }, 400, 'Status must be approved or rejected'],
      [
        { status: 'approved', adminNotes: 'x'.repeat(1001) },
        400,
        'Admin notes must be at most 1000 characters',
      ],
    ])('refuses the decision %j', async (body, status, message) => {
      const user = await registerUser(wallet);
      const deposit = await pendingDeposit(user);

      const response = await decide(deposit.id, body);

      expect(response.status).toBe(status);
      expect(response.body).toEqual({ success: false, message });
    });

    it('answers 404 for an unknown deposit', async () => {
      for (const id of [randomUUID(), 'nope']) {
        const response = await decide(id, { status: 'approved' });
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Deposit not found');
      }
    });

    it('does not let an admin approve their own deposit', async () => {
      const otherAdmin = await registerAdmin(wallet);
      const deposit = await pendingDeposit(otherAdmin);

      const response = await decide(deposit.id, { status: 'approved' }, otherAdmin.token);

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, message: 'You cannot process your own deposit' });
    });

    it('is for admins only', async () => {
      const user = await registerUser(wallet);
      const deposit = await pendingDeposit(user);

      const pending = await wallet.api().get('/api/deposits/admin/pending').set(bearer(user.token));
      const approve = await decide(deposit.id, { status: 'approved' }, user.token);

      for (const response of [pending, approve]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ success: false, message: 'Admin access required' });
      }
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '0.00', held: '0.00' });
    });
  });

  describe(DepositExpirySweeper.name, () => {
    it('expires pending deposits older than the configured age, and only those', async () => {
      const user = await registerUser(wallet);
      const old = await pendingDeposit(user);
      const fresh = await pendingDeposit(user);
      await wallet.dataSource.query(
        `UPDATE deposits SET created_at = now() - interval '8 days' WHERE id = $1`,
        [old.id],
      );

      await wallet.app.get(DepositExpirySweeper).sweep();
      const approveExpired = await decide(old.id, { status: 'approved' });

      const statuses = await wallet.dataSource.query(
        `SELECT id, status, processed_by FROM deposits WHERE id = ANY($1)`,
        [[old.id, fresh.id]],
      );
      expect(statuses).toEqual(
        expect.arrayContaining([
          { id: old.id, status: 'expired', processed_by: 'system' },
          { id: fresh.id, status: 'pending', processed_by: null },
        ]),
      );
      expect(approveExpired.status).toBe(409);
    });

    it('records wallet.DepositExpired once for each deposit it expires, however often it sweeps', async () => {
      const user = await registerUser(wallet);
      const old = await pendingDeposit(user, '40.00');
      const fresh = await pendingDeposit(user);
      await wallet.dataSource.query(
        `UPDATE deposits SET created_at = now() - interval '8 days' WHERE id = $1`,
        [old.id],
      );

      await Promise.all([1, 2, 3].map(() => wallet.app.get(DepositExpirySweeper).sweep()));

      expect(await publishedPayloads(wallet, 'wallet.DepositExpired', old.id)).toEqual([
        { depositId: old.id, userId: user.id, amount: '40.00' },
      ]);
      expect(await publishedPayloads(wallet, 'wallet.DepositExpired', fresh.id)).toEqual([]);
    });
  });
});
