import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, testKeyPair } from '@p2p/testing';
import { verify } from 'jsonwebtoken';
import { signupForm } from './factories/accounts';
import { expiredCopy, publicKeyHmacCopy, tamperedCopy, unsignedCopy } from './support/forged-tokens';
import {
  AuthApp,
  authEnv,
  bearer,
  codeIn,
  latestMessage,
  publishedEvent,
  publishedEvents,
  register,
  startAuthApp,
} from './support/auth-app';

describe('AccountsController (register, login, verify-token)', () => {
  let auth: AuthApp;

  beforeAll(async () => {
    auth = await startAuthApp(authEnv(), { mail: true });
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('POST /api/auth/register', () => {
    it('creates a user with role user, answers the token and the user, and sets the refresh cookie', async () => {
      const form = signupForm({ email: 'New.Person@Example.COM', name: 'Ada Lovelace King' });

      const response = await auth.api().post('/api/auth/register').send(form);

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Registration successful. Please check your email for the verification code.',
        data: { token: expect.any(String), expiresIn: 900, user: expect.any(Object) },
      });
      expect(response.body.data.user).toEqual({
        id: expect.any(String),
        name: 'Ada Lovelace King',
        firstName: 'Ada',
        lastName: 'Lovelace King',
        username: form.username,
        email: 'new.person@example.com',
        phone: form.phone,
        dateOfBirth: '1990-**-**',
        country: null,
        address: null,
        avatar: null,
        gender: null,
        role: 'user',
        balance: '0.00',
        todayChange: '0.00',
        totalWinnings: '0.00',
        totalLosses: '0.00',
        betsCount: 0,
        twoFactorEnabled: false,
        isEmailVerified: false,
        isPhoneVerified: false,
        createdAt: expect.any(String),
      });
      const cookie = ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('refresh_token='));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/auth/);
      // 30 days from when the session was stored: a busy machine may take seconds to answer.
      const maxAge = Number(/Max-Age=(\d+);/.exec(cookie ?? '')?.[1]);
      expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
      expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
    });

    it('signs an RS256 access token with issuer, audience, expiry and the role from the database', async () => {
      const { token, id } = await register(auth);

      const claims = verify(token, testKeyPair().publicKey, {
        algorithms: ['RS256'],
        issuer: 'p2p-auth',
        audience: 'p2p-api',
      }) as Record<string, unknown>;

      expect(claims).toMatchObject({ sub: id, role: 'user', name: 'Jane Doe', sid: expect.any(String) });
      expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    });

    it('stores the password as an Argon2id hash (19 MiB, 2 passes, 1 lane), never in clear', async () => {
      const { id, form } = await register(auth);

      const [row] = await auth.db.query(`SELECT password_hash FROM users WHERE id = $1`, [id]);

      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain(form.password);
    });

    it('sends the six-digit verification PIN to the new address', async () => {
      const { form } = await register(auth);

      const message = await latestMessage(auth, form.email);

      expect(message.text).toMatch(/Your verification code is \d{6}\./);
      expect(codeIn(message.text)).toHaveLength(6);
    });

    it('records auth.UserRegistered through the outbox', async () => {
      const { id, form } = await register(auth);

      const event = await publishedEvent(auth, 'auth.UserRegistered', id);

      expect(event.payload).toEqual({
        userId: id,
        username: form.username,
        name: form.name,
        email: form.email,
        role: 'user',
        isEmailVerified: false,
      });
    });

    it('ignores a role sent by the client', async () => {
      const response = await auth
        .api()
        .post('/api/auth/register')
        .send({ ...signupForm(), role: 'admin' });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'property role should not exist' });
    });

    it('refuses a taken email whatever its case with 409', async () => {
      const existing = await register(auth);

      const response = await auth
        .api()
        .post('/api/auth/register')
        .send(signupForm({ email: existing.form.email.toUpperCase() }));

      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        success: false,
        message: 'User with this email or username already exists',
      });
    });

    it('refuses a taken username whatever its case with 409', async () => {
      const existing = await register(auth);

      const response = await auth
        .api()
        .post('/api/auth/register')
        .send(signupForm({ username: existing.form.username.toUpperCase() }));

      expect(response.status).toBe(409);
      expect(response.body.message).toBe('User with this email or username already exists');
    });

    it('lets exactly one of two simultaneous signups with the same email win', async () => {
      const email = signupForm().email;

      const responses = await Promise.all([
        auth.api().post('/api/auth/register').send(signupForm({ email })),
        auth.api().post('/api/auth/register').send(signupForm({ email })),
      ]);

      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it.each([
      [{ name: '' }, 'Full name is required'],
      [{ name: ' A ' }, 'Please enter your full name'],
      [{ name: 'x'.repeat(101) }, 'Name cannot exceed 100 characters'],
      [{ phone: '' }, 'Phone number is required'],
      [{ phone: '555-0100' }, 'Please enter a valid phone number'],
      [{ phone: '555 010 abcd' }, 'Please enter a valid phone number'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: '' }, 'Password is required'],
      [{ password: 'seven77' }, 'Password must be at least 8 characters'],
      [{ username: '' }, 'Username is required'],
      [{ username: 'ab' }, 'Username must be between 3 and 30 characters'],
      [{ username: 'a'.repeat(31) }, 'Username must be between 3 and 30 characters'],
      [{ username: 'jane-doe' }, 'Username can only contain letters, numbers, and underscores'],
    ])('answers 400 for %o with the specification text', async (change, message) => {
      const response = await auth.api().post('/api/auth/register').send(signupForm(change));

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('joins several fields’ messages with commas', async () => {
      const response = await auth.api().post('/api/auth/register').send({});

      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        'Full name is required, Username is required, Email is required, Password is required, Phone number is required, ' +
          'Date of birth is required',
      );
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers the token and the user with Login successful, whatever the case of the email', async () => {
      const { form, id } = await register(auth);

      const response = await auth
        .api()
        .post('/api/auth/login')
        .send({ email: form.email.toUpperCase(), password: form.password });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'Login successful',
        data: { token: expect.any(String), user: { id, email: form.email } },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/refresh_token=[^;]+; Max-Age=/);
    });

    it('records auth.UserSignedIn for each successful login, never for a failed one or a refresh', async () => {
      const { form, id, refreshCookie } = await register(auth);
      const login = (password: string) =>
        auth.api().post('/api/auth/login').send({ email: form.email, password });

      const signedInAt = auth.clock.now().toISOString();
      await login(form.password).expect(200);
      await login('not-the-one').expect(401);
      await auth.api().post('/api/auth/refresh').set('Cookie', refreshCookie).expect(200);
      await login(form.password).expect(200);

      const signIns = await eventually(() => {
        const events = publishedEvents(auth, 'auth.UserSignedIn', id);
        expect(events).toHaveLength(2);
        return events;
      });
      // Dated by the service's clock, which the test holds still.
      expect(signIns[0].payload).toEqual({ userId: id, at: signedInAt });
    });

    it('answers a wrong password and an unknown email alike, so neither tells an account exists', async () => {
      const { form } = await register(auth);

      const wrongPassword = await auth
        .api()
        .post('/api/auth/login')
        .send({ email: form.email, password: 'not-the-one' });
      const unknownEmail = await auth
        .api()
        .post('/api/auth/login')
        .send({ email: 'nobody-here@example.com', password: form.password });

      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      expect(wrongPassword.body).toEqual({ success: false, message: 'Invalid email or password' });
      expect(unknownEmail.body).toEqual(wrongPassword.body);
    });

    it.each([
      [{ email: '' }, 'Email is required'],
      [{ email: 'bad@' }, 'Please enter a valid email address'],
      [{ password: '' }, 'Password is required'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
    ])('answers 400 for %o with the specification text', async (change, message) => {
      const response = await auth
        .api()
        .post('/api/auth/login')
        .send({ email: 'someone@example.com', password: 'secret-enough', ...change });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });

  describe('POST /api/auth/verify-token', () => {
    it('answers the current user for a valid bearer token', async () => {
      const { token, id } = await register(auth);

      const response = await auth.api().post('/api/auth/verify-token').set(bearer(token));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: { user: expect.objectContaining({ id, role: 'user' }) },
      });
    });

    it.each([
      ['expired', expiredCopy],
      ['alg none', unsignedCopy],
      ['HS256 with the public key', publicKeyHmacCopy],
      ['tampered (promoted to admin)', (token: string) => tamperedCopy(token, { role: 'admin' })],
      [
        'tampered (another user)',
        (token: string) => tamperedCopy(token, { sub: '00000000-0000-4000-8000-000000000000' }),
      ],
    ])('refuses a token that is %s with 401', async (_kind, forge) => {
      const { token } = await register(auth);

      const response = await auth
        .api()
        .post('/api/auth/verify-token')
        .set(bearer(forge(token)));

      expect(response.status).toBe(401);
      expect(response.body.success).toBe(false);
    });

    it('refuses a request without a token', async () => {
      const response = await auth.api().post('/api/auth/verify-token');

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Authentication required' });
    });
  });
});
