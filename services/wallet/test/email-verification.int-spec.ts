import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accessToken } from '@p2p/testing';
import { balanceOf, credit } from './factories/funds';
import { createPaymentMethod } from './factories/payment-methods';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

/** Issue 30, finding 8: no money moves for an account whose email is not verified. */
describe('money routes for an unverified email', () => {
  let wallet: WalletApp;
  let bank: { id: string };
  let friend: RegisteredUser;

  const unverifiedUser = () => registerUser(wallet, { emailVerified: false });
  const moneyRoutes = [
    {
      action: 'deposit',
      send: (user: RegisteredUser, body: object) =>
        wallet.api().post('/api/deposits/submit').set(bearer(user.token)).send(body),
      validBody: () => ({ paymentMethodId: bank.id, amount: '100.00' }),
    },
    {
      action: 'withdraw',
      send: (user: RegisteredUser, body: object) =>
        wallet.api().post('/api/wallet/withdrawals').set(bearer(user.token)).send(body),
      validBody: () => ({ bankCode: '058', accountNumber: '0123456789', amount: '150000.00' }),
    },
    {
      action: 'transfer money',
      send: (user: RegisteredUser, body: object) =>
        wallet.api().post('/api/wallet/transfers').set(bearer(user.token)).send(body),
      validBody: () => ({ username: friend.username, amount: '150.00' }),
    },
  ];

  beforeAll(async () => {
    wallet = await startWalletApp();
    const admin = await registerAdmin(wallet);
    bank = await createPaymentMethod(wallet, admin.token);
    friend = await registerUser(wallet);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it.each(moneyRoutes)(
    'refuses to $action with 403 naming email verification, before the balance is looked at',
    async ({ action, send, validBody }) => {
      const user = await unverifiedUser();

      const response = await send(user, validBody());

      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        success: false,
        message: `Please verify your email address before you ${action}`,
        code: 'email_not_verified',
      });
    },
  );

  it.each(moneyRoutes)('refuses to $action before the request is validated', async ({ send }) => {
    const user = await unverifiedUser();

    const response = await send(user, { amount: 'lots' });

    expect(response.status).toBe(403);
    expect(response.body.code).toBe('email_not_verified');
  });

  it('moves nothing for an unverified user with funds, and moves it once the token says verified', async () => {
    const user = await unverifiedUser();
    await credit(wallet, user.id, '200.00');
    const transfer = moneyRoutes[2];

    const refused = await transfer.send(user, transfer.validBody());
    const verified = { ...user, token: accessToken({ ...user, emailVerified: true }) };
    const sent = await transfer.send(verified, transfer.validBody());

    expect(refused.status).toBe(403);
    expect(sent.status).toBe(201);
    expect((await balanceOf(wallet, user.id)).available).toBe('50.00');
    await expectLedgerConsistent(wallet.dataSource);
  });

  it('still answers an unverified user the reads: balance and transfer options', async () => {
    const user = await unverifiedUser();

    const balance = await wallet.api().get('/api/wallet/balance').set(bearer(user.token));
    const options = await wallet.api().get('/api/wallet/transfers/options').set(bearer(user.token));

    expect(balance.status).toBe(200);
    expect(options.status).toBe(200);
  });
});
