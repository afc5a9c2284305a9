import { beforeAll, describe, expect, it } from '@jest/globals';
import { ADULT_DATE_OF_BIRTH, eventually } from '@p2p/testing';
import { randomBytes } from 'node:crypto';
import {
  adminToken,
  Api,
  balanceOf,
  createPaymentMethod,
  fundBettors,
  registerBettor,
  RegisteredBettor,
  scheduleTestMatch,
} from '../support/bettors';
import { useTestPlatform } from '../support/test-platform';

const HOUR_MS = 60 * 60_000;
/** Auth's event crosses to betting, the wallet and the admin read model; a loaded two-core machine is slow. */
const patiently = <T>(check: () => Promise<T>) => eventually(check, 30_000, 200);
const UTC_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/;

/**
 * Time-out and self-exclusion (issue 22) through the gateway: auth records the break, betting cancels
 * the open offers and refuses new stakes, the wallet refuses deposits but pays withdrawals, and the
 * admin console shows the break without any way to end it.
 */
describe('a break from betting through the gateway', () => {
  const platform = useTestPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });
  let api: Api;
  let alice: RegisteredBettor;
  let bob: RegisteredBettor;
  let carol: RegisteredBettor;
  let matchId: string;
  let method: string;

  const takeBreak = (bettor: RegisteredBettor, body: object) =>
    api('POST', '/api/auth/exclusion', { token: bettor.token, body });
  const offer = (bettor: RegisteredBettor, betAmount = '10.00') =>
    api('POST', '/api/p2p-betting/offers', {
      token: bettor.token,
      body: { matchId, betAmount, betSelection: 'home_win' },
    });
  const take = (bettor: RegisteredBettor, offerId: string) =>
    api('POST', `/api/p2p-betting/offers/${offerId}/match`, {
      token: bettor.token,
      body: { counterSelection: 'away_win' },
    });
  const deposit = (bettor: RegisteredBettor) =>
    api('POST', '/api/deposits/submit', {
      token: bettor.token,
      body: { paymentMethodId: method, amount: '20.00', transactionReference: 'BREAK-1' },
    });

  beforeAll(async () => {
    api = platform.api;
    alice = await registerBettor(api, 'Alice Resting');
    bob = await registerBettor(api, 'Bob Maker');
    carol = await registerBettor(api, 'Carol Excluded');
    await fundBettors(api, [alice, bob, carol], '100.00');
    method = await createPaymentMethod(api, adminToken());
    const rate = await api('PUT', '/api/wallet/admin/exchange-rate', {
      token: adminToken(),
      body: { ngnPerUsd: '1500.00' },
    });
    expect(rate.status).toBe(200);
    matchId = await scheduleTestMatch(api, { startTime: new Date(Date.now() + 48 * HOUR_MS) });
  });

  it('refuses a break without a token, and bad kinds and durations with the rule', async () => {
    expect(
      (await api('POST', '/api/auth/exclusion', { body: { kind: 'time-out', duration: '24h' } })).status,
    ).toBe(401);
    expect(await takeBreak(alice, { kind: 'holiday', duration: '24h' })).toMatchObject({
      status: 400,
      body: { message: 'Kind must be time-out or self-exclusion' },
    });
    expect(await takeBreak(alice, { kind: 'time-out', duration: '6m' })).toMatchObject({
      status: 400,
      body: { message: 'A time-out lasts 24h, 48h, 1w, 2w, 4w or 6w' },
    });
    expect(await takeBreak(alice, { kind: 'self-exclusion', duration: '24h' })).toMatchObject({
      status: 400,
      body: { message: 'A self-exclusion lasts 6m, 1y, 2y, 5y or permanent' },
    });
    expect(await takeBreak(alice, { kind: 'self-exclusion', duration: '1y' })).toMatchObject({
      status: 400,
      body: { message: 'Password is required to exclude yourself' },
    });
    expect(
      await takeBreak(alice, { kind: 'self-exclusion', duration: '1y', password: 'Not-Her-Password-1' }),
    ).toMatchObject({ status: 400, body: { message: 'Password is incorrect' } });
    expect((await api('GET', '/api/auth/exclusion', { token: alice.token })).body.data).toBeNull();
  });

  it('takes a 24-hour time-out: open offers cancelled and released, no offer, take or deposit; withdrawals open', async () => {
    const own = await offer(alice, '15.00');
    expect(own.status).toBe(201);
    const bobs = await offer(bob);
    expect(bobs.status).toBe(201);
    expect(await balanceOf(api, alice)).toMatchObject({ held: '15.00' });

    const before = Date.now();
    const taken = await takeBreak(alice, { kind: 'time-out', duration: '24h' });
    expect(taken.status).toBe(200);
    const endsAt = new Date(taken.body.data.endsAt).getTime();
    expect(endsAt - before).toBeGreaterThanOrEqual(24 * HOUR_MS);
    expect(endsAt - Date.now()).toBeLessThanOrEqual(24 * HOUR_MS);
    expect(taken.body.data).toMatchObject({ kind: 'time-out', duration: '24h' });
    expect(taken.body.message).toMatch(
      /^You are on a time-out until .+ UTC\. Your open offers are cancelled; withdrawals stay open\.$/,
    );
    expect((await api('GET', '/api/auth/exclusion', { token: alice.token })).body.data).toEqual(
      taken.body.data,
    );

    await patiently(async () => {
      expect((await api('GET', `/api/p2p-betting/offers/${own.body.data.id}`)).body.data.status).toBe(
        'cancelled',
      );
      expect(await balanceOf(api, alice)).toMatchObject({ held: '0.00' });
    });

    const until = `until ${taken.body.message.match(/until (.+ UTC)\./)![1]}`;
    expect(until.slice(6)).toMatch(UTC_MINUTE);
    expect(await offer(alice)).toMatchObject({
      status: 403,
      body: { message: `You are on a time-out ${until}: no betting until then` },
    });
    expect(await take(alice, bobs.body.data.id)).toMatchObject({
      status: 403,
      body: { message: `You are on a time-out ${until}: no betting until then` },
    });
    // Bob's offer is still there for anyone else, and Alice's refused take held nothing of hers.
    expect((await api('GET', `/api/p2p-betting/offers/${bobs.body.data.id}`)).body.data.status).toBe('open');
    await patiently(async () => expect(await balanceOf(api, alice)).toMatchObject({ held: '0.00' }));
    expect(await deposit(alice)).toMatchObject({
      status: 403,
      body: {
        message: `You are on a time-out ${until}: deposits are closed until then. Withdrawals stay open.`,
      },
    });

    // She still signs in, and withdraws.
    const login = await api('POST', '/api/auth/login', {
      body: { email: alice.email, password: alice.password },
    });
    expect(login.status).toBe(200);
    const withdrawal = await api('POST', '/api/wallet/withdrawals', {
      token: alice.token,
      body: { bankCode: '011', accountNumber: '1234567890', amount: '1000' },
    });
    expect(withdrawal.status).toBe(201);
  });

  it('makes a break longer, never shorter', async () => {
    expect(await takeBreak(alice, { kind: 'time-out', duration: '24h' })).toMatchObject({
      status: 409,
      body: {
        message: expect.stringMatching(/^You are already on a break until .+ UTC: a new one must end later$/),
      },
    });
    const longer = await takeBreak(alice, { kind: 'time-out', duration: '1w' });
    expect(longer.status).toBe(200);
    expect((await api('GET', '/api/auth/exclusion', { token: alice.token })).body.data.duration).toBe('1w');
  });

  it('excludes for good with the password; the admin sees it, and reinstating the account does not lift it', async () => {
    const excluded = await takeBreak(carol, {
      kind: 'self-exclusion',
      duration: 'permanent',
      password: carol.password,
    });
    expect(excluded).toMatchObject({
      status: 200,
      body: {
        data: { kind: 'self-exclusion', duration: 'permanent', endsAt: null },
        message:
          'You have excluded yourself permanently. Your open offers are cancelled; withdrawals stay open.',
      },
    });
    expect(await takeBreak(carol, { kind: 'time-out', duration: '6w' })).toMatchObject({
      status: 409,
      body: { message: 'You have excluded yourself permanently' },
    });

    const admin = adminToken();
    await patiently(async () => {
      const listed = await api('GET', `/api/admin/users?search=${carol.username}`, { token: admin });
      expect(listed.body.data.items).toEqual([
        expect.objectContaining({ id: carol.id, exclusion: { kind: 'self-exclusion', endsAt: null } }),
      ]);
      const rested = await api('GET', `/api/admin/users/${alice.id}`, { token: admin });
      expect(rested.body.data.exclusion).toMatchObject({ kind: 'time-out', endsAt: expect.any(String) });
    });

    // A suspension and a reinstatement are the admin's; the break is the user's and stays.
    const suspend = await api('PUT', `/api/admin/users/${carol.id}/status`, {
      token: admin,
      body: { status: 'suspended', reason: 'Checking her documents' },
    });
    expect(suspend.status).toBe(200);
    const reinstate = await api('PUT', `/api/admin/users/${carol.id}/status`, {
      token: admin,
      body: { status: 'active' },
    });
    expect(reinstate.status).toBe(200);
    const login = await api('POST', '/api/auth/login', {
      body: { email: carol.email, password: carol.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    await patiently(async () =>
      expect(await offer({ ...carol, token })).toMatchObject({
        status: 403,
        body: { message: 'You have excluded yourself from betting permanently' },
      }),
    );
    expect(await deposit({ ...carol, token })).toMatchObject({
      status: 403,
      body: {
        message: 'You have excluded yourself permanently: deposits are closed. Withdrawals stay open.',
      },
    });
  });

  it('refuses a self-excluded person a second account, and lets their money leave only to their own bank', async () => {
    const erin = await registerBettor(api, 'Erin Twice');
    const friend = await registerBettor(api, 'Fred Friend');
    await fundBettors(api, [erin, friend], '100.00');
    const friendsMoney = await balanceOf(api, friend);
    const { phone } = (await api('POST', '/api/auth/verify-token', { token: erin.token })).body.data.user;
    const excluded = await takeBreak(erin, {
      kind: 'self-exclusion',
      duration: '5y',
      password: erin.password,
    });
    expect(excluded.status).toBe(200);
    const until = `until ${excluded.body.message.match(/until (.+ UTC)\./)![1]}`;

    // The same name, phone (written another way) and date of birth: the same person.
    const tag = randomBytes(4).toString('hex');
    const secondAccount = await api('POST', '/api/auth/register', {
      body: {
        name: erin.name,
        username: `erin_again_${tag}`,
        email: `erin.again.${tag}@example.com`,
        password: 'Correct-Horse-9',
        phone: phone.replace(/\s+/g, '-'),
        dateOfBirth: ADULT_DATE_OF_BIRTH,
      },
    });
    expect(secondAccount).toMatchObject({
      status: 403,
      body: {
        success: false,
        message: `You have excluded yourself from betting ${until}: a new account cannot be opened until then`,
      },
    });

    // Nor does her money go to someone else's account, or come in from one.
    await patiently(async () =>
      expect(
        await api('POST', '/api/wallet/transfers', {
          token: erin.token,
          body: { username: friend.username, amount: '50.00' },
        }),
      ).toMatchObject({
        status: 403,
        body: {
          message: `You have excluded yourself ${until}: transfers are closed. Withdrawals to your own bank stay open.`,
        },
      }),
    );
    expect(
      await api('POST', '/api/wallet/transfers', {
        token: friend.token,
        body: { username: erin.username, amount: '10.00' },
      }),
    ).toMatchObject({
      status: 403,
      body: { message: 'This user is on a break from betting and cannot receive transfers until it ends' },
    });
    const withdrawal = await api('POST', '/api/wallet/withdrawals', {
      token: erin.token,
      body: { bankCode: '011', accountNumber: '1234567890', amount: '1000' },
    });
    expect(withdrawal.status).toBe(201);
    expect(await balanceOf(api, friend)).toEqual(friendsMoney);
  });

  it('leaves everyone else betting', async () => {
    const bobs = await offer(bob, '5.00');
    expect(bobs.status).toBe(201);
    const dave = await registerBettor(api, 'Dave Taker');
    await fundBettors(api, [dave], '50.00');
    expect((await take(dave, bobs.body.data.id)).status).toBe(201);
  });
});
