import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DepositsService } from '../src/deposits/deposits.service';
import { MAX_PROOF_BYTES } from '../src/deposits/proof-of-payment';
import { balanceOf } from './factories/funds';
import { createPaymentMethod } from './factories/payment-methods';
import { disguisedProof, pdfProof, pngProof } from './factories/proofs';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { publishedPayloads } from './support/published-events';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

describe(DepositsService.name, () => {
  let wallet: WalletApp;
  let admin: RegisteredUser;
  let bank: { id: string };
  let crypto: { id: string };
  let mobile: { id: string };

  const submit = (user: RegisteredUser, body: Record<string, unknown>) =>
    wallet.api().post('/api/deposits/submit').set(bearer(user.token)).send(body);
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
    wallet = await startWalletApp();
    admin = await registerAdmin(wallet);
    bank = await createPaymentMethod(wallet, admin.token, 'bank_transfer', { name: 'First Bank transfer' });
    crypto = await createPaymentMethod(wallet, admin.token, 'crypto');
    mobile = await createPaymentMethod(wallet, admin.token, 'mobile_money');
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  describe('POST /api/deposits/submit', () => {
    it('records a pending deposit with the fee computed on the server, crediting nothing yet', async () => {
      const user = await registerUser(wallet);

      const response = await submit(user, {
        paymentMethodId: bank.id,
        amount: 100,
        transactionReference: 'FBN-123',
        proofOfPayment: pngProof(),
        userNotes: 'Paid from my GTBank account',
      });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Deposit request submitted successfully',
        transaction: expect.objectContaining({
          id: expect.any(String),
          amount: '100.00',
          processingFee: '3.00',
          netAmount: '97.00',
          status: 'pending',
          transactionReference: 'FBN-123',
          userNotes: 'Paid from my GTBank account',
          hasProof: true,
          approvedAt: null,
          paymentMethod: { id: bank.id, type: 'bank_transfer', name: 'First Bank transfer' },
          user: { id: user.id, username: user.username, email: user.email, balance: '0.00' },
          proofUrl: expect.stringMatching(/^\/api\/deposits\/transactions\/[0-9a-f-]{36}\/proof$/),
          proofType: 'image/png',
        }),
      });
      expect(response.body.transaction).not.toHaveProperty('proofOfPayment');
      expect(await balanceOf(wallet, user.id)).toEqual({ available: '0.00', held: '0.00' });
    });

    it.each([
      ['crypto', '250.00', '2.50', '247.50'],
      ['mobile_money', '20.00', '1.00', '19.00'],
      ['mobile_money', '100.50', '2.51', '97.99'],
      ['bank_transfer', '50.00', '2.00', '48.00'],
      ['bank_transfer', '10000', '300.00', '9700.00'],
    ] as const)('charges a %s deposit of %s a fee of %s', async (type, amount, fee, net) => {
      const method = { crypto, mobile_money: mobile, bank_transfer: bank }[type];
      const user = await registerUser(wallet);

      const response = await submit(user, { paymentMethodId: method.id, amount });

      expect(response.body.transaction).toMatchObject({ processingFee: fee, netAmount: net });
    });

    it.each([
      [{ amount: '0.99' }, 'Deposit amount must be between $1 and $10,000'],
      [{ amount: '10000.01' }, 'Deposit amount must be between $1 and $10,000'],
      [{ amount: 'ten' }, 'Please enter a valid amount'],
      [{ amount: '12.345' }, 'Please enter a valid amount'],
      [{ amount: undefined }, 'Please enter a valid amount'],
      [{ amount: '1.00' }, 'Deposit amount must be more than the processing fee of $2.00'],
      [{ paymentMethodId: undefined }, 'Payment method is required'],
      [{ paymentMethodId: randomUUID() }, 'Payment method is not available'],
      [{ paymentMethodId: 'bank' }, 'Payment method is not available'],
      [{ proofOfPayment: disguisedProof() }, 'Proof of payment must be an image or a PDF'],
      [{ proofOfPayment: 'not a data url' }, 'Proof of payment must be an image or a PDF'],
      [{ proofOfPayment: pngProof(MAX_PROOF_BYTES + 1) }, 'File size must be less than 5MB'],
      [{ userNotes: 'x'.repeat(1001) }, 'Notes must be at most 1000 characters'],
    ])('refuses %#', async (overrides, message) => {
      const user = await registerUser(wallet);

      const response = await submit(user, { paymentMethodId: bank.id, amount: '100.00', ...overrides });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('records wallet.DepositSubmitted once, with the figures and whether a proof came', async () => {
      const user = await registerUser(wallet);

      const withProof = await pendingDeposit(user, '100.00', {
        transactionReference: 'FBN-123',
        proofOfPayment: pngProof(),
      });
      const withoutProof = await pendingDeposit(user, '50.00');

      expect(await publishedPayloads(wallet, 'wallet.DepositSubmitted', withProof.id)).toEqual([
        {
          depositId: withProof.id,
          userId: user.id,
          amount: '100.00',
          fee: '3.00',
          net: '97.00',
          methodType: 'bank_transfer',
          methodName: 'First Bank transfer',
          transactionReference: 'FBN-123',
          hasProof: true,
        },
      ]);
      expect(await publishedPayloads(wallet, 'wallet.DepositSubmitted', withoutProof.id)).toEqual([
        expect.objectContaining({ amount: '50.00', transactionReference: null, hasProof: false }),
      ]);
    });

    it('records nothing for a deposit it refuses', async () => {
      const user = await registerUser(wallet);

      await submit(user, { paymentMethodId: bank.id, amount: '1.00' }).expect(400);

      expect(
        await publishedPayloads(wallet, 'wallet.DepositSubmitted', (payload) => payload.userId === user.id),
      ).toEqual([]);
    });

    it('accepts a proof of exactly 5 MB and optional fields sent as null', async () => {
      const user = await registerUser(wallet);

      const response = await submit(user, {
        paymentMethodId: bank.id,
        amount: '100.00',
        transactionReference: null,
        proofOfPayment: pngProof(MAX_PROOF_BYTES),
        userNotes: '',
      });

      expect(response.status).toBe(201);
      expect(response.body.transaction).toMatchObject({
        transactionReference: null,
        userNotes: null,
        hasProof: true,
      });
    });

    it('refuses a disabled method', async () => {
      const user = await registerUser(wallet);
      const disabled = await createPaymentMethod(wallet, admin.token, 'paypal', { isActive: false });

      const response = await submit(user, { paymentMethodId: disabled.id, amount: '100.00' });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Payment method is not available');
    });

    it('needs a signed-in user', async () => {
      const response = await wallet
        .api()
        .post('/api/deposits/submit')
        .send({ paymentMethodId: bank.id, amount: 5 });

      expect(response.status).toBe(401);
    });
  });

  describe('reading deposits', () => {
    it('lists the caller’s own deposits, newest first, up to the limit', async () => {
      const user = await registerUser(wallet);
      const other = await registerUser(wallet);
      const first = await pendingDeposit(user, '10.00');
      const second = await pendingDeposit(user, '20.00');
      await pendingDeposit(other, '30.00');

      const response = await wallet.api().get('/api/deposits/transactions?limit=5').set(bearer(user.token));
      const limited = await wallet.api().get('/api/deposits/transactions?limit=1').set(bearer(user.token));

      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.transactions.map((deposit: { id: string }) => deposit.id)).toEqual([
        second.id,
        first.id,
      ]);
      expect(limited.body.transactions).toHaveLength(1);
    });

    it.each(['0', '101', 'many'])('refuses limit=%s', async (limit) => {
      const user = await registerUser(wallet);

      const response = await wallet
        .api()
        .get(`/api/deposits/transactions?limit=${limit}`)
        .set(bearer(user.token));

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Limit must be between 1 and 100');
    });

    it('shows one deposit to its owner and to admins (with the proof), and to nobody else', async () => {
      const user = await registerUser(wallet);
      const stranger = await registerUser(wallet);
      const deposit = await pendingDeposit(user, '100.00', { proofOfPayment: pdfProof('text/plain') });

      const own = await wallet.api().get(`/api/deposits/transactions/${deposit.id}`).set(bearer(user.token));
      const asAdmin = await wallet
        .api()
        .get(`/api/deposits/transactions/${deposit.id}`)
        .set(bearer(admin.token));
      const asStranger = await wallet
        .api()
        .get(`/api/deposits/transactions/${deposit.id}`)
        .set(bearer(stranger.token));
      const unknown = await wallet
        .api()
        .get(`/api/deposits/transactions/${randomUUID()}`)
        .set(bearer(user.token));

      expect(own.status).toBe(200);
      expect(own.body.transaction).toMatchObject({
        id: deposit.id,
        hasProof: true,
        proofType: 'application/pdf',
      });
      for (const view of [own, asAdmin]) expect(view.body.transaction).not.toHaveProperty('proofOfPayment');
      for (const response of [asStranger, unknown]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Deposit not found' });
      }
    });
  });

  describe('GET /api/deposits/transactions/{id}/proof', () => {
    const proofOf = (id: string, token: string) =>
      wallet.api().get(`/api/deposits/transactions/${id}/proof`).set(bearer(token)).buffer(true);

    it('serves the proof as a sandboxed attachment of its detected type to its depositor and to admins', async () => {
      const user = await registerUser(wallet);
      const deposit = await pendingDeposit(user, '100.00', { proofOfPayment: pdfProof('image/png') });

      for (const token of [user.token, admin.token]) {
        const response = await proofOf(deposit.id, token);

        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="deposit-${deposit.id}-proof.pdf"`,
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
        expect(Buffer.from(response.body as Buffer).toString('latin1')).toMatch(/^%PDF-1\.7/);
      }
    });

    it('is not found for another user, for an unknown deposit and for a deposit without a proof', async () => {
      const user = await registerUser(wallet);
      const stranger = await registerUser(wallet);
      const withProof = await pendingDeposit(user, '100.00', { proofOfPayment: pngProof() });
      const withoutProof = await pendingDeposit(user, '50.00');

      for (const [id, token] of [
        [withProof.id, stranger.token],
        [randomUUID(), user.token],
        [withoutProof.id, user.token],
        ['not-a-uuid', admin.token],
      ]) {
        const response = await wallet.api().get(`/api/deposits/transactions/${id}/proof`).set(bearer(token));
        expect(response.body).toEqual({ success: false, message: 'Proof of payment not found' });
        expect(response.status).toBe(404);
      }
    });

    it('keeps proofs out of the admin pending list, which links to them instead', async () => {
      const user = await registerUser(wallet);
      const deposit = await pendingDeposit(user, '100.00', { proofOfPayment: pngProof(4 * 1024 * 1024) });

      const pending = await wallet.api().get('/api/deposits/admin/pending').set(bearer(admin.token));

      const row = pending.body.transactions.find((t: { id: string }) => t.id === deposit.id);
      expect(row).toMatchObject({
        hasProof: true,
        proofUrl: `/api/deposits/transactions/${deposit.id}/proof`,
      });
      expect(row).not.toHaveProperty('proofOfPayment');
      expect(JSON.stringify(pending.body).length).toBeLessThan(1024 * 1024);
    });
  });

  describe('pending deposits per user', () => {
    it('refuses a sixth pending deposit with a clear message, and accepts one again once a deposit is reviewed', async () => {
      const user = await registerUser(wallet);
      const pending = [];
      for (let i = 0; i < 5; i++) pending.push(await pendingDeposit(user, '10.00'));

      const sixth = await submit(user, { paymentMethodId: bank.id, amount: '10.00' });

      expect(sixth.status).toBe(409);
      expect(sixth.body).toEqual({
        success: false,
        message: 'You already have 5 deposits awaiting approval. Please wait for them to be reviewed.',
      });
      await wallet
        .api()
        .patch(`/api/deposits/admin/transactions/${pending[0].id}`)
        .set(bearer(admin.token))
        .send({ status: 'rejected', adminNotes: 'No payment received' })
        .expect(200);
      expect((await submit(user, { paymentMethodId: bank.id, amount: '10.00' })).status).toBe(201);
    });

    it('lets only the allowed number through when submissions race', async () => {
      const user = await registerUser(wallet);

      const answers = await Promise.all(
        Array.from({ length: 8 }, () => submit(user, { paymentMethodId: bank.id, amount: '10.00' })),
      );

      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    });
  });
});
