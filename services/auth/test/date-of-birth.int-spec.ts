import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isCalendarDate } from '../src/users/date-of-birth';
import { signupForm } from './factories/accounts';
import { changeRole, someAdminId } from './support/admin-commands';
import { AuthApp, bearer, register, startAuthApp } from './support/auth-app';

const DAY_MS = 86_400_000;
const utcDayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The latest date of birth of someone 18 today (UTC): today's month and day 18 years ago. No one's
 * 18th birthday falls on a 29 February (18 is not a multiple of 4), so on one it is the 28th.
 */
function eighteenToday(): string {
  const [year, monthAndDay] = [Number(utcDayFromNow(0).slice(0, 4)), utcDayFromNow(0).slice(4)];
  const day = `${year - 18}${monthAndDay}`;
  return isCalendarDate(day) ? day : `${year - 18}-02-28`;
}

describe('Date of birth (issue 22)', () => {
  let auth: AuthApp;

  beforeAll(async () => {
    auth = await startAuthApp();
  });

  afterAll(async () => {
    await auth?.close();
  });

  const signUp = (form: object) => auth.api().post('/api/auth/register').send(form);
  const storedDateOfBirth = async (email: string): Promise<string[]> =>
    (
      await auth.db.query<Array<{ day: string }>>(
        `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS day FROM users WHERE email = $1`,
        [email],
      )
    ).map((row) => row.day);

  describe('POST /api/auth/register', () => {
    it.each([
      [undefined, 'Date of birth is required'],
      ['', 'Date of birth is required'],
      ['21/04/1990', 'Date of birth must be a date (YYYY-MM-DD)'],
      ['1990-02-30', 'Date of birth must be a date (YYYY-MM-DD)'],
      [19900421, 'Date of birth must be a date (YYYY-MM-DD)'],
      [utcDayFromNow(2), 'Date of birth cannot be in the future'],
      [utcDayFromNow(-121 * 366), 'Date of birth cannot be more than 120 years ago'],
    ])('answers 400 for %p with a clear message', async (dateOfBirth, message) => {
      const response = await signUp({ ...signupForm(), dateOfBirth });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('signs up someone whose 18th birthday is today (UTC), and stores the full date', async () => {
      const form = signupForm({ dateOfBirth: eighteenToday() });

      const response = await signUp(form);

      expect(response.status).toBe(201);
      expect(await storedDateOfBirth(form.email)).toEqual([form.dateOfBirth]);
    });

    it('refuses someone one day short of 18 with 403, storing nothing', async () => {
      const form = signupForm({ dateOfBirth: dayAfter(eighteenToday()) });

      const response = await signUp(form);

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, message: 'You must be 18 or older to sign up' });
      expect(await storedDateOfBirth(form.email)).toEqual([]);
    });

    it('refuses someone born today as under 18, not as a bad date', async () => {
      const response = await signUp(signupForm({ dateOfBirth: utcDayFromNow(0) }));

      expect(response.status).toBe(403);
    });
  });

  describe('the user object', () => {
    const FULL = '1987-09-03';

    it('shows only the year, in every answer, to the owner and to the admin service', async () => {
      const user = await register(auth, { dateOfBirth: FULL });
      const login = await auth
        .api()
        .post('/api/auth/login')
        .send({ email: user.form.email, password: user.form.password });

      const answers = [
        login.body.data.user,
        (await auth.api().get('/api/profile').set(bearer(user.token))).body.data.user,
        (await auth.api().post('/api/auth/verify-token').set(bearer(user.token))).body.data.user,
        (await auth.api().put('/api/profile').set(bearer(user.token)).send({ country: 'Ghana' })).body.data
          .user,
        (await changeRole(auth, user.id, { role: 'admin', changedBy: someAdminId() })).body.data,
      ];

      for (const answer of answers) expect(answer).toMatchObject({ id: user.id, dateOfBirth: '1987-**-**' });
      expect(JSON.stringify(answers)).not.toMatch(/09-03|1987-09/);
    });

    it('cannot be changed through the profile', async () => {
      const user = await register(auth, { dateOfBirth: FULL });

      const response = await auth
        .api()
        .put('/api/profile')
        .set(bearer(user.token))
        .send({ dateOfBirth: '2015-01-01' });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Date of birth cannot be changed' });
      expect(await storedDateOfBirth(user.form.email)).toEqual([FULL]);
    });
  });
});
