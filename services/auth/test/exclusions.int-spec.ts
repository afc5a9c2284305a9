import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { endOf } from '../src/exclusions/exclusion-durations';
import { clientAddressForTest } from './factories/accounts';
import { AuthApp, bearer, publishedEvent, publishedEvents, register, startAuthApp } from './support/auth-app';

/** Time-outs and self-exclusions as auth owns them (issue 22); betting and the wallet enforce them from the event. */
describe('Breaks from betting (time-out and self-exclusion)', () => {
  let auth: AuthApp;

  beforeAll(async () => {
    auth = await startAuthApp();
  });

  afterAll(async () => {
    await auth?.close();
  });

  const takeBreak = (token: string, body: object, from = clientAddressForTest()) =>
    auth.api().post('/api/auth/exclusion').set(bearer(token)).set('x-client-address', from).send(body);
  const current = async (token: string) =>
    (await auth.api().get('/api/auth/exclusion').set(bearer(token)).expect(200)).body.data;

  it('announces a time-out once, with when it ends, and keeps every break taken', async () => {
    const user = await register(auth);

    const first = await takeBreak(user.token, { kind: 'time-out', duration: '48h' }).expect(200);
    const longer = await takeBreak(user.token, { kind: 'time-out', duration: '2w' }).expect(200);

    const started = new Date(first.body.data.startedAt).getTime();
    expect(new Date(first.body.data.endsAt).getTime() - started).toBe(48 * 60 * 60_000);
    expect(await current(user.token)).toEqual(longer.body.data);
    const announced = await publishedEvent(auth, 'auth.UserExcluded', user.id);
    expect(announced.payload).toEqual({
      userId: user.id,
      kind: 'time-out',
      startedAt: first.body.data.startedAt,
      endsAt: first.body.data.endsAt,
    });
    expect(publishedEvents(auth, 'auth.UserExcluded', user.id)).toHaveLength(2);
    const rows = await auth.db.query(`SELECT duration FROM exclusions WHERE user_id = $1 ORDER BY ends_at`, [
      user.id,
    ]);
    expect(rows).toEqual([{ duration: '48h' }, { duration: '2w' }]);
  });

  it('counts a wrong password at a self-exclusion as a failed login, and excludes nothing', async () => {
    const user = await register(auth);
    const from = clientAddressForTest();

    const refused = await takeBreak(
      user.token,
      { kind: 'self-exclusion', duration: '6m', password: 'Wrong-9-x' },
      from,
    );

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Password is incorrect');
    expect(await current(user.token)).toBeNull();
    expect(publishedEvents(auth, 'auth.UserExcluded', user.id)).toHaveLength(0);
    const [{ failures }] = await auth.db.query(
      `SELECT count(*)::int AS failures FROM failed_attempts WHERE subject = $1 AND address = $2`,
      [user.form.email, from],
    );
    expect(failures).toBe(1);
  });

  it('refuses two breaks at once that would not end later than the first (one stands)', async () => {
    const user = await register(auth);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => takeBreak(user.token, { kind: 'time-out', duration: '24h' })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(publishedEvents(auth, 'auth.UserExcluded', user.id)).toHaveLength(1);
  });

  it('ends self-exclusions on calendar months in UTC', () => {
    expect(endOf('6m', new Date('2026-11-27T10:00:00Z'))?.toISOString()).toBe('2027-05-27T10:00:00.000Z');
    expect(endOf('1y', new Date('2028-02-29T10:00:00Z'))?.toISOString()).toBe('2029-03-01T10:00:00.000Z');
    expect(endOf('5y', new Date('2026-01-31T00:00:00Z'))?.toISOString()).toBe('2031-01-31T00:00:00.000Z');
    expect(endOf('permanent', new Date())).toBeNull();
    expect(endOf('6w', new Date('2026-11-27T10:00:00Z'))?.toISOString()).toBe('2027-01-08T10:00:00.000Z');
  });
});
