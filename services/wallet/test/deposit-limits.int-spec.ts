import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CLOCK, type Clock } from '@p2p/service-kit';
import { createPaymentMethod } from './factories/payment-methods';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

const HOUR_MS = 60 * 60_000;

describe('Deposit limits (issue 22)', () => {
  let wallet: WalletApp;
  let bank: { id: string };
  let clock: Clock;
  let admin: RegisteredUser;
  /** A Wednesday noon: the day, the week (from Monday) and the month all have room on both sides. */
  let now = new Date('2026-11-25T12:00:00.000Z');

  beforeAll(async () => {
    // Up to 100 pending deposits, so the count of pending ones never decides these tests.
    wallet = await startWalletApp({ DEPOSIT_MAX_PENDING_PER_USER: '100' });
    admin = await registerAdmin(wallet);
    bank = await createPaymentMethod(wallet, admin.token, 'bank_transfer');
    clock = wallet.app.get<Clock>(CLOCK);
    jest.spyOn(clock, 'now').mockImplementation(() => now);
  });

  afterEach(() => {
    now = new Date('2026-11-25T12:00:00.000Z');
  });

  afterAll(async () => {
    await wallet?.close();
  });

  const limits = (user: RegisteredUser) =>
    wallet.api().get('/api/wallet/limits/deposit').set(bearer(user.token));
  const setLimit = (user: RegisteredUser, period: string, amount: unknown) =>
    wallet.api().put(`/api/wallet/limits/deposit/${period}`).set(bearer(user.token)).send({ amount });
  const deposit = (user: RegisteredUser, amount: string) =>
    wallet
      .api()
      .post('/api/deposits/submit')
      .set(bearer(user.token))
      .send({ paymentMethodId: bank.id, amount });
  /** Deposits are dated by the database; the clock that decides the windows is the wallet's. */
  const backdateDeposits = (user: RegisteredUser, to: Date) =>
    wallet.dataSource.query(`UPDATE deposits SET created_at = $2 WHERE user_id = $1`, [user.id, to]);

  it('has no limits at first, and shows each window with what is used and when it resets', async () => {
    const user = await registerUser(wallet);

    const response = await limits(user);

    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      { period: 'day', amount: null, used: '0.00', resetsAt: '2026-11-26T00:00:00.000Z', pending: null },
      { period: 'week', amount: null, used: '0.00', resetsAt: '2026-11-30T00:00:00.000Z', pending: null },
      { period: 'month', amount: null, used: '0.00', resetsAt: '2026-12-01T00:00:00.000Z', pending: null },
    ]);
  });

  it.each([
    ['day', '50.00'],
    ['week', '50.00'],
    ['month', '50.00'],
  ])('a %s limit of $%s passes deposits up to exactly the limit and refuses a cent over', async (period) => {
    const user = await registerUser(wallet);
    expect((await setLimit(user, period, '50.00')).status).toBe(200);

    expect((await deposit(user, '30.00')).status).toBe(201);
    const over = await deposit(user, '20.01');
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      success: false,
      message: expect.stringMatching(
        new RegExp(
          `^This deposit would pass your ${{ day: 'daily', week: 'weekly', month: 'monthly' }[period]} deposit limit of \\$50\\.00 \\(\\$30\\.00 deposited so far\\)\\. It resets on \\d{4}-\\d\\d-\\d\\d 00:00 UTC\\.$`,
        ),
      ),
      period,
      limit: '50.00',
      used: '30.00',
    });
    expect((await deposit(user, '20.00')).status).toBe(201);
    const [{ count }] = await wallet.dataSource.query(
      `SELECT count(*)::int AS count FROM deposits WHERE user_id = $1`,
      [user.id],
    );
    expect(count).toBe(2);
  });

  it('counts pending and approved deposits of the current window only, and refuses the $60 of a $50 day', async () => {
    const user = await registerUser(wallet);
    await setLimit(user, 'day', 50);
    expect((await deposit(user, '60.00')).body.message).toMatch(
      /^This deposit would pass your daily deposit limit of \$50\.00 \(\$0\.00 deposited so far\)\. It resets on 2026-11-26 00:00 UTC\.$/,
    );

    expect((await deposit(user, '50.00')).status).toBe(201);
    // Yesterday's deposits do not count today.
    await backdateDeposits(user, new Date('2026-11-24T23:59:59Z'));
    expect((await deposit(user, '50.00')).status).toBe(201);
    expect((await limits(user)).body.data[0]).toMatchObject({
      period: 'day',
      amount: '50.00',
      used: '50.00',
    });
    // A rejected deposit frees its room.
    const [pending] = await wallet.dataSource.query(
      `SELECT id FROM deposits WHERE user_id = $1 AND created_at > $2`,
      [user.id, new Date('2026-11-25T00:00:00Z')],
    );
    const rejected = await wallet
      .api()
      .patch(`/api/deposits/admin/transactions/${pending.id}`)
      .set(bearer(admin.token))
      .send({ status: 'rejected', adminNotes: 'Not on the statement' });
    expect(rejected.status).toBe(200);
    expect((await deposit(user, '50.00')).status).toBe(201);
  });

  it('applies a lower limit at once and a higher one only 24 hours later, as the clock moves', async () => {
    const user = await registerUser(wallet);
    await setLimit(user, 'week', 100);

    const lowered = await setLimit(user, 'week', '40.00');
    expect(lowered.body.message).toBe('Weekly deposit limit set: it applies now.');
    expect(lowered.body.data[1]).toMatchObject({ amount: '40.00', pending: null });

    const raised = await setLimit(user, 'week', '500.00');
    expect(raised.status).toBe(200);
    expect(raised.body.message).toBe(
      'Weekly deposit limit change saved: it applies on 2026-11-26 12:00 UTC, 24 hours from now.',
    );
    expect(raised.body.data[1]).toMatchObject({
      amount: '40.00',
      pending: { amount: '500.00', effectiveAt: '2026-11-26T12:00:00.000Z' },
    });
    expect((await deposit(user, '40.01')).status).toBe(422);

    now = new Date(Date.parse('2026-11-26T12:00:00.000Z') - 1);
    expect((await deposit(user, '40.01')).status).toBe(422);

    now = new Date('2026-11-26T12:00:00.000Z');
    expect((await limits(user)).body.data[1]).toMatchObject({ amount: '500.00', pending: null });
    expect((await deposit(user, '40.01')).status).toBe(201);
  });

  it('drops a raise still waiting when the limit is lowered, and delays a removal like a raise', async () => {
    const user = await registerUser(wallet);
    await setLimit(user, 'month', 100);
    await setLimit(user, 'month', 1000);
    await setLimit(user, 'month', 80);
    now = new Date(now.getTime() + 25 * HOUR_MS);
    expect((await limits(user)).body.data[2]).toMatchObject({ amount: '80.00', pending: null });

    const removed = await setLimit(user, 'month', null);
    expect(removed.body.data[2]).toMatchObject({
      amount: '80.00',
      pending: { amount: null, effectiveAt: new Date(now.getTime() + 24 * HOUR_MS).toISOString() },
    });
    expect((await deposit(user, '80.01')).status).toBe(422);
    now = new Date(now.getTime() + 24 * HOUR_MS);
    expect((await limits(user)).body.data[2]).toMatchObject({ amount: null, pending: null });
    expect((await deposit(user, '80.01')).status).toBe(201);
  });

  it('lets two deposits racing for the room left for one through one at a time: never past the limit', async () => {
    const user = await registerUser(wallet);
    await setLimit(user, 'day', 100);

    const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(user, '40.00')));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
  });

  it("keeps one user's limits from another's", async () => {
    const [careful, other] = [await registerUser(wallet), await registerUser(wallet)];
    await setLimit(careful, 'day', 10);

    expect((await deposit(other, '500.00')).status).toBe(201);
    expect((await limits(other)).body.data.every((limit: { amount: null }) => limit.amount === null)).toBe(
      true,
    );
  });

  it.each([
    ['day', '0', 'Limit must be a positive amount in dollars, at most two decimals'],
    ['day', '-5', 'Limit must be a positive amount in dollars, at most two decimals'],
    ['day', '10.001', 'Limit must be a positive amount in dollars, at most two decimals'],
    ['day', 'ten', 'Limit must be a positive amount in dollars, at most two decimals'],
    ['year', '10', 'Period must be day, week or month'],
  ])('refuses %s %s with 400 %s', async (period, amount, message) => {
    const user = await registerUser(wallet);

    const response = await setLimit(user, period, amount);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
  });

  it('answers 401 without a token', async () => {
    expect((await wallet.api().get('/api/wallet/limits/deposit')).status).toBe(401);
    expect((await wallet.api().put('/api/wallet/limits/deposit/day').send({ amount: 5 })).status).toBe(401);
  });
});
