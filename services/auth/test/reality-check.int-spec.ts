import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INVALID_INTERVAL } from '../src/reality-check/reality-check-intervals';
import { AuthApp, bearer, refreshCookieOf, register, RegisteredUser, startAuthApp } from './support/auth-app';

/** The reality check's preference and the session it counts from (issue 22). */
describe('Reality check (/api/auth/reality-check)', () => {
  let auth: AuthApp;

  beforeAll(async () => {
    auth = await startAuthApp();
  });

  afterAll(async () => {
    await auth?.close();
  });

  const read = async (token: string) =>
    (await auth.api().get('/api/auth/reality-check').set(bearer(token)).expect(200)).body.data;
  const set = (token: string, body: object) =>
    auth.api().put('/api/auth/reality-check').set(bearer(token)).send(body);
  const currentSessionStart = async (token: string) => {
    const { sessions } = (await auth.api().get('/api/auth/sessions').set(bearer(token)).expect(200)).body
      .data;
    return sessions.find((session: { current: boolean }) => session.current).createdAt as string;
  };
  const signIn = async (user: RegisteredUser) => {
    const response = await auth
      .api()
      .post('/api/auth/login')
      .send({ email: user.form.email, password: user.form.password })
      .expect(200);
    return {
      token: response.body.data.token as string,
      cookie: refreshCookieOf(response.headers['set-cookie']),
    };
  };

  it('is off by default, and counts from the start of the asking session', async () => {
    const user = await register(auth);

    const answer = await read(user.token);

    expect(answer).toEqual({
      intervalMinutes: null,
      sessionStartedAt: await currentSessionStart(user.token),
    });
  });

  it('keeps the interval picked, and turns off with null', async () => {
    const user = await register(auth);

    const on = await set(user.token, { intervalMinutes: 30 }).expect(200);
    expect(on.body.message).toBe('You will be reminded every 30 minutes of session time');
    expect(on.body.data.intervalMinutes).toBe(30);
    expect((await read(user.token)).intervalMinutes).toBe(30);
    await set(user.token, { intervalMinutes: 120 }).expect(200);
    expect((await read(user.token)).intervalMinutes).toBe(120);

    const off = await set(user.token, { intervalMinutes: null }).expect(200);
    expect(off.body.message).toBe('Reality check turned off');
    expect((await read(user.token)).intervalMinutes).toBeNull();
    const rows = await auth.db.query(
      `SELECT interval_minutes FROM reality_check_settings WHERE user_id = $1`,
      [user.id],
    );
    expect(rows).toEqual([{ interval_minutes: null }]);
  });

  it.each([[{ intervalMinutes: 10 }], [{ intervalMinutes: '30' }], [{ intervalMinutes: 45.5 }], [{}]])(
    'refuses %j with 400 and keeps what was set',
    async (body) => {
      const user = await register(auth);
      await set(user.token, { intervalMinutes: 60 }).expect(200);

      const refused = await set(user.token, body);

      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message: INVALID_INTERVAL });
      expect((await read(user.token)).intervalMinutes).toBe(60);
    },
  );

  it('answers 401 without a token', async () => {
    const reading = await auth.api().get('/api/auth/reality-check');
    const setting = await auth.api().put('/api/auth/reality-check').send({ intervalMinutes: 30 });

    expect([reading.status, setting.status]).toEqual([401, 401]);
    expect(reading.body.message).toBe('No authentication token found');
  });

  it("gives each session its own start, shared by the user's interval, and kept across a refresh", async () => {
    const user = await register(auth);
    await set(user.token, { intervalMinutes: 45 }).expect(200);
    const later = await signIn(user);

    const first = await read(user.token);
    const second = await read(later.token);
    const refreshed = await auth.api().post('/api/auth/refresh').set('Cookie', later.cookie).expect(200);

    expect(first.sessionStartedAt).toBe(await currentSessionStart(user.token));
    expect(second.sessionStartedAt).toBe(await currentSessionStart(later.token));
    expect(new Date(second.sessionStartedAt).getTime()).toBeGreaterThan(
      new Date(first.sessionStartedAt).getTime(),
    );
    expect([first.intervalMinutes, second.intervalMinutes]).toEqual([45, 45]);
    expect(await read(refreshed.body.data.token)).toEqual(second);
  });
});
