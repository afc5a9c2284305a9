import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { PaymentMethodsService } from '../src/payment-methods/payment-methods.service';
import { createPaymentMethod, paymentMethodBody } from './factories/payment-methods';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { publishedPayloads } from './support/published-events';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

const ADMIN_PATH = '/api/direct-payments/admin/methods';

/** Spec 02 section 9's fee rules, as each method carries them for the deposit screen. */
const FEE_RULES: Record<string, { basisPoints: number; minimum: string }> = {
  crypto: { basisPoints: 100, minimum: '0.00' },
  mobile_money: { basisPoints: 250, minimum: '1.00' },
  bank_transfer: { basisPoints: 300, minimum: '2.00' },
  paypal: { basisPoints: 300, minimum: '2.00' },
  western_union: { basisPoints: 300, minimum: '2.00' },
  cash_app: { basisPoints: 300, minimum: '2.00' },
  venmo: { basisPoints: 300, minimum: '2.00' },
  zelle: { basisPoints: 300, minimum: '2.00' },
};

describe(PaymentMethodsService.name, () => {
  let wallet: WalletApp;
  let admin: RegisteredUser;
  let user: RegisteredUser;

  beforeAll(async () => {
    wallet = await startWalletApp();
    admin = await registerAdmin(wallet);
    user = await registerUser(wallet);
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  describe('admin CRUD', () => {
    it('creates a method of every type with its details, and answers it', async () => {
      for (const type of [
        'bank_transfer',
        'mobile_money',
        'crypto',
        'paypal',
        'western_union',
        'cash_app',
        'venmo',
        'zelle',
      ] as const) {
        const response = await wallet
          .api()
          .post(ADMIN_PATH)
          .set(bearer(admin.token))
          .send(paymentMethodBody(type));

        expect(response.status).toBe(201);
        expect(response.body).toEqual({
          success: true,
          message: 'Payment method added successfully',
          data: {
            id: expect.any(String),
            type,
            name: `${type} method`,
            processingTime: '1-2 hours',
            isActive: true,
            details: paymentMethodBody(type).details,
            instructions: 'Send the exact amount.',
            fee: FEE_RULES[type],
            createdAt: expect.any(String),
            updatedAt: expect.any(String),
          },
        });
      }
    });

    it.each([
      [{ type: 'cheque' }, 'Invalid payment method type'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: undefined }, 'Name is required'],
      [{ details: 'bank' }, 'Details must be an object'],
      [
        { details: { bankName: 'First Bank' } },
        'Account number is required for bank_transfer, Account name is required for bank_transfer',
      ],
      [{ isActive: 'yes' }, 'isActive must be true or false'],
    ])('refuses %j', async (overrides, message) => {
      const response = await wallet
        .api()
        .post(ADMIN_PATH)
        .set(bearer(admin.token))
        .send(paymentMethodBody('bank_transfer', overrides));

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('refuses an unsupported crypto currency', async () => {
      const response = await wallet
        .api()
        .post(ADMIN_PATH)
        .set(bearer(admin.token))
        .send(paymentMethodBody('crypto', { details: { currency: 'DOGE', walletAddress: 'D1' } }));

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Currency must be one of BTC, ETH, USDT, LTC');
    });

    it('toggles a method with the whole method sent back, as the admin screen does', async () => {
      const method = await createPaymentMethod(wallet, admin.token, 'mobile_money');
      const listed = (await wallet.api().get(ADMIN_PATH).set(bearer(admin.token))).body.data.find(
        (item: { id: string }) => item.id === method.id,
      );

      const response = await wallet
        .api()
        .put(`${ADMIN_PATH}/${method.id}`)
        .set(bearer(admin.token))
        .send({ ...listed, isActive: false });

      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Payment method updated successfully');
      expect(response.body.data).toMatchObject({ id: method.id, isActive: false, type: 'mobile_money' });
    });

    it('records each change as wallet.PaymentMethodChanged, once, with the admin and before and after', async () => {
      const body = paymentMethodBody('paypal', { name: 'PayPal' });
      const created = await createPaymentMethod(wallet, admin.token, 'paypal', { name: 'PayPal' });
      const put = (changes: Record<string, unknown>) =>
        wallet
          .api()
          .put(`${ADMIN_PATH}/${created.id}`)
          .set(bearer(admin.token))
          .send({ ...body, ...changes });

      await put({ isActive: false }).expect(200);
      await put({ isActive: false }).expect(200);
      await wallet.api().delete(`${ADMIN_PATH}/${created.id}`).set(bearer(admin.token)).expect(200);

      const snapshot = {
        id: created.id,
        type: 'paypal',
        name: 'PayPal',
        processingTime: '1-2 hours',
        isActive: true,
        details: body.details,
        instructions: 'Send the exact amount.',
      };
      const disabled = { ...snapshot, isActive: false };
      expect(await publishedPayloads(wallet, 'wallet.PaymentMethodChanged', created.id)).toEqual([
        { methodId: created.id, change: 'created', before: null, after: snapshot, changedBy: admin.id },
        { methodId: created.id, change: 'updated', before: snapshot, after: disabled, changedBy: admin.id },
        { methodId: created.id, change: 'deleted', before: disabled, after: null, changedBy: admin.id },
      ]);
    });

    it('validates an update like a creation', async () => {
      const method = await createPaymentMethod(wallet, admin.token, 'paypal');

      const response = await wallet
        .api()
        .put(`${ADMIN_PATH}/${method.id}`)
        .set(bearer(admin.token))
        .send(paymentMethodBody('paypal', { details: { email: 'nope', accountName: 'P2P' } }));

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Email must be a valid email address');
    });

    it('deletes a method: it is no longer listed or editable', async () => {
      const method = await createPaymentMethod(wallet, admin.token, 'zelle');

      const deleted = await wallet.api().delete(`${ADMIN_PATH}/${method.id}`).set(bearer(admin.token));
      const list = await wallet.api().get(ADMIN_PATH).set(bearer(admin.token));
      const again = await wallet.api().delete(`${ADMIN_PATH}/${method.id}`).set(bearer(admin.token));
      const edit = await wallet
        .api()
        .put(`${ADMIN_PATH}/${method.id}`)
        .set(bearer(admin.token))
        .send(paymentMethodBody('zelle'));

      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({
        success: true,
        data: null,
        message: 'Payment method deleted successfully',
      });
      expect(list.body.data.map((item: { id: string }) => item.id)).not.toContain(method.id);
      for (const response of [again, edit]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Payment method not found' });
      }
    });

    it('answers 404 for an id that is not one', async () => {
      const response = await wallet.api().delete(`${ADMIN_PATH}/not-a-uuid`).set(bearer(admin.token));

      expect(response.status).toBe(404);
    });

    it('is for admins only', async () => {
      const method = await createPaymentMethod(wallet, admin.token);
      const calls = [
        wallet.api().get(ADMIN_PATH),
        wallet.api().post(ADMIN_PATH).send(paymentMethodBody('paypal')),
        wallet.api().put(`${ADMIN_PATH}/${method.id}`).send(paymentMethodBody('paypal')),
        wallet.api().delete(`${ADMIN_PATH}/${method.id}`),
      ];

      for (const call of calls) {
        const response = await call.set(bearer(user.token));
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ success: false, message: 'Admin access required' });
      }
      expect((await wallet.api().get(ADMIN_PATH)).status).toBe(401);
    });
  });

  describe('GET /api/deposits/payment-methods', () => {
    it('lists only active methods, as { success, paymentMethods }', async () => {
      const active = await createPaymentMethod(wallet, admin.token, 'crypto');
      const disabled = await createPaymentMethod(wallet, admin.token, 'venmo', { isActive: false });

      const response = await wallet.api().get('/api/deposits/payment-methods').set(bearer(user.token));

      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      const ids = response.body.paymentMethods.map((method: { id: string }) => method.id);
      expect(ids).toContain(active.id);
      expect(ids).not.toContain(disabled.id);
      expect(response.body.paymentMethods.every((method: { isActive: boolean }) => method.isActive)).toBe(
        true,
      );
    });

    it('needs a signed-in user', async () => {
      expect((await wallet.api().get('/api/deposits/payment-methods')).status).toBe(401);
    });
  });
});
