import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createEvent, ExclusionKind, Topics } from '@p2p/contracts';
import { CLOCK, type Clock } from '@p2p/service-kit';
import { createPaymentMethod } from './factories/payment-methods';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

const HOUR_MS = 60 * 60_000;

/** A time-out or self-exclusion (auth.UserExcluded, issue 22): deposits close, withdrawals stay open. */
describe('Deposits during a break from betting', () => {
  let wallet: WalletApp;
  let admin: RegisteredUser;
  let bank: { id: string };

  beforeAll(async () => {
    wallet = await startWalletApp({ DEPOSIT_MAX_PENDING_PER_USER: '100' });
    admin = await registerAdmin(wallet);
    bank = await createPaymentMethod(wallet, admin.token, 'bank_transfer');
    await wallet
      .api()
      .put('/api/wallet/admin/exchange-rate')
      .set(bearer(admin.token))
      .send({ ngnPerUsd: '1500.00' })
      .expect(200);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  const takeBreak = async (user: RegisteredUser, kind: ExclusionKind, endsAt: Date | null) => {
    const event = createEvent('auth.UserExcluded', user.id, {
      userId: user.id,
      kind,
      startedAt: new Date().toISOString(),
      endsAt: endsAt?.toISOString() ?? null,
    });
    // Delivered twice, as an at-least-once bus may.
    await wallet.bus.publish(Topics.auth, [event, event]);
    await wallet.bus.idle();
  };
  const deposit = (user: RegisteredUser, amount = '50.00') =>
    wallet
      .api()
      .post('/api/deposits/submit')
      .set(bearer(user.token))
      .send({ paymentMethodId: bank.id, amount });
  const approve = (id: string) =>
    wallet
      .api()
      .patch(`/api/deposits/admin/transactions/${id}`)
      .set(bearer(admin.token))
      .send({ status: 'approved' })
      .expect(200);
  const minute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

  it('refuses a deposit during a time-out with its end, and writes nothing', async () => {
    const user = await registerUser(wallet);
    const endsAt = new Date(Date.now() + 24 * HOUR_MS);
    await takeBreak(user, 'time-out', endsAt);

    const refused = await deposit(user);

    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      `You are on a time-out until ${minute(endsAt)}: deposits are closed until then. Withdrawals stay open.`,
    );
    expect(await wallet.dataSource.query(`SELECT 1 FROM deposits WHERE user_id = $1`, [user.id])).toEqual([]);
  });

  it('refuses a deposit during a permanent self-exclusion, and keeps it over a later time-out', async () => {
    const user = await registerUser(wallet);
    await takeBreak(user, 'self-exclusion', null);
    await takeBreak(user, 'time-out', new Date(Date.now() + HOUR_MS));

    expect((await deposit(user)).body.message).toBe(
      'You have excluded yourself permanently: deposits are closed. Withdrawals stay open.',
    );
  });

  it('pays a withdrawal during a break', async () => {
    const user = await registerUser(wallet);
    const { id } = (await deposit(user, '100.00').expect(201)).body.transaction;
    await approve(id);
    await takeBreak(user, 'self-exclusion', new Date(Date.now() + 180 * 24 * HOUR_MS));

    const withdrawal = await wallet
      .api()
      .post('/api/wallet/withdrawals')
      .set(bearer(user.token))
      .send({ bankCode: '011', accountNumber: '1234567890', amount: '1000' });

    expect(withdrawal.status).toBe(201);
    await wallet
      .api()
      .patch(`/api/wallet/admin/withdrawals/${withdrawal.body.data.id}`)
      .set(bearer(admin.token))
      .send({ status: 'paid' })
      .expect(200);
  });

  it('takes deposits again once the break is over', async () => {
    const user = await registerUser(wallet);
    const endsAt = new Date(Date.now() + HOUR_MS);
    await takeBreak(user, 'time-out', endsAt);
    await deposit(user).expect(403);

    const clock = wallet.app.get<Clock>(CLOCK);
    const moved = jest.spyOn(clock, 'now').mockImplementation(() => new Date(endsAt.getTime() - 1));
    try {
      await deposit(user).expect(403);
      moved.mockImplementation(() => endsAt);
      await deposit(user).expect(201);
    } finally {
      moved.mockRestore();
    }
  });
});
