import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { endOf } from '../src/exclusions/exclusion-durations';
import { clientAddressForTest, signupForm } from './factories/accounts';
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
    // The outbox relays each break on its own tick: the second may follow the first a moment later.
    await eventually(() => expect(publishedEvents(auth, 'auth.UserExcluded', user.id)).toHaveLength(2));
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
    await publishedEvent(auth, 'auth.UserExcluded', user.id);
    expect(publishedEvents(auth, 'auth.UserExcluded', user.id)).toHaveLength(1);
  });

  it('ends self-exclusions on calendar months in UTC', () => {
    expect(endOf('6m', new Date('2026-11-27T10:00:00Z'))?.toISOString()).toBe('2027-05-27T10:00:00.000Z');
    expect(endOf('1y', new Date('2028-02-29T10:00:00Z'))?.toISOString()).toBe('2029-03-01T10:00:00.000Z');
    expect(endOf('5y', new Date('2026-01-31T00:00:00Z'))?.toISOString()).toBe('2031-01-31T00:00:00.000Z');
    expect(endOf('permanent', new Date())).toBeNull();
    expect(endOf('6w', new Date('2026-11-27T10:00:00Z'))?.toISOString()).toBe('2027-01-08T10:00:00.000Z');
  });

  /** Issue 30, finding 5: the same person (phone digits and date of birth) opens no second account during a break. */
  describe('a sign-up of a person on a break', () => {
    const signUp = (overrides: object) => auth.api().post('/api/auth/register').send(signupForm(overrides));
    const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
    const usersWithEmail = async (email: string) =>
      auth.db.query(`SELECT id FROM users WHERE email = $1`, [email.toLowerCase()]);

    it('is refused with the end of the break, however the phone is written', async () => {
      const person = { phone: '+44 7700 900123', dateOfBirth: '1984-03-09' };
      const excluded = await register(auth, person);
      const taken = await takeBreak(excluded.token, {
        kind: 'self-exclusion',
        duration: '5y',
        password: excluded.form.password,
      }).expect(200);
      const second = signupForm({
        name: excluded.form.name,
        phone: '+44 (7700) 900-123',
        dateOfBirth: '1984-03-09',
      });

      const refused = await auth.api().post('/api/auth/register').send(second);

      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        success: false,
        message: `You have excluded yourself from betting until ${minute(taken.body.data.endsAt)}: a new account cannot be opened until then`,
      });
      expect(await usersWithEmail(second.email)).toEqual([]);
    });

    it('says so when the self-exclusion is permanent, and refuses during a time-out too', async () => {
      const forGood = await register(auth, { phone: '+44 7700 900124', dateOfBirth: '1980-01-01' });
      await takeBreak(forGood.token, {
        kind: 'self-exclusion',
        duration: 'permanent',
        password: forGood.form.password,
      }).expect(200);
      const resting = await register(auth, { phone: '+44 7700 900125', dateOfBirth: '1980-01-01' });
      const timeOut = await takeBreak(resting.token, { kind: 'time-out', duration: '24h' }).expect(200);

      expect(
        (await signUp({ phone: '+447700900124', dateOfBirth: '1980-01-01' }).expect(403)).body.message,
      ).toBe('You have excluded yourself from betting permanently: a new account cannot be opened');
      expect(
        (await signUp({ phone: '+447700900125', dateOfBirth: '1980-01-01' }).expect(403)).body.message,
      ).toBe(
        `You are on a time-out until ${minute(timeOut.body.data.endsAt)}: a new account cannot be opened until then`,
      );
    });

    it('lets someone else with the same phone (another date of birth) sign up', async () => {
      const excluded = await register(auth, { phone: '+44 7700 900126', dateOfBirth: '1975-06-30' });
      await takeBreak(excluded.token, { kind: 'time-out', duration: '1w' }).expect(200);

      await signUp({ phone: '+44 7700 900126', dateOfBirth: '2001-06-30' }).expect(201);
    });

    it('lets the person sign up again once the break has ended', async () => {
      const rested = await register(auth, { phone: '+44 7700 900127', dateOfBirth: '1990-12-24' });
      await takeBreak(rested.token, { kind: 'time-out', duration: '24h' }).expect(200);
      await auth.db.query(
        `UPDATE exclusions SET started_at = now() - interval '2 days', ends_at = now() - interval '1 day'
          WHERE user_id = $1`,
        [rested.id],
      );

      await signUp({ phone: '+44 7700 900127', dateOfBirth: '1990-12-24' }).expect(201);
    });

    it('is refused when it races the break being taken: it waits for the break, then reads it', async () => {
      const person = { phone: '+44 7700 900128', dateOfBirth: '1988-08-08' };
      const excluded = await register(auth, person);
      const waitingOn = async (text: string) => {
        const rows: unknown[] = await auth.db.query(
          `SELECT 1 FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE $1`,
          [`%${text}%`],
        );
        expect(rows.length).toBeGreaterThan(0);
      };
      // The break is held between its insert and its commit: its event cannot be written yet.
      const stall = auth.db.createQueryRunner();
      await stall.startTransaction();
      await stall.query(`LOCK TABLE outbox IN EXCLUSIVE MODE`);
      try {
        const taking = takeBreak(excluded.token, { kind: 'time-out', duration: '48h' }).then((r) => r);
        await eventually(() => waitingOn('INSERT INTO outbox'));
        const signing = signUp(person).then((r) => r);
        // The sign-up waits on the person's lock that the uncommitted break holds.
        await eventually(() => waitingOn('pg_advisory_xact_lock'));
        await stall.commitTransaction();

        expect((await taking).status).toBe(200);
        expect((await signing).status).toBe(403);
      } finally {
        if (stall.isTransactionActive) await stall.rollbackTransaction();
        await stall.release();
      }
    });
  });
});
