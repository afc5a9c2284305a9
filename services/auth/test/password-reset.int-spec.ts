import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { signupForm } from './factories/accounts';
import {
  AuthApp,
  authEnv,
  latestMessage,
  messagesTo,
  refreshCookieOf,
  register,
  startAuthApp,
} from './support/auth-app';

const SAME_ANSWER = 'If an account exists for this email, a password reset link has been sent.';

describe('PasswordResetController', () => {
  let auth: AuthApp;
  const forgot = (email: string) => auth.api().post('/api/auth/forgot-password').send({ email });
  const reset = (token: string, newPassword: string) =>
    auth.api().post('/api/auth/reset-password').send({ token, newPassword });
  const login = (email: string, password: string) =>
    auth.api().post('/api/auth/login').send({ email, password });
  /** The token of the newest reset link mailed to the address. */
  const linkToken = (email: string) =>
    eventually(async () => {
      const message = await latestMessage(auth, email);
      const match = /https:\/\/bet\.example\.test\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(message.text);
      if (!match) throw new Error(`No reset link in: ${message.text}`);
      return match[1];
    });

  beforeAll(async () => {
    auth = await startAuthApp(authEnv(), { mail: true });
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('POST /api/auth/forgot-password', () => {
    it('mails a reset link to PUBLIC_URL/password-reset (through SMTP) that expires in 24 hours', async () => {
      const user = await register(auth);

      const response = await forgot(user.form.email);
      const token = await linkToken(user.form.email);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: null, message: SAME_ANSWER });
      const [row] = await auth.db.query(
        `SELECT EXTRACT(EPOCH FROM expires_at - created_at)::int AS ttl, token_hash FROM password_reset_tokens WHERE user_id = $1`,
        [user.id],
      );
      expect(row.ttl).toBe(24 * 3600);
      expect(row.token_hash).not.toContain(token);
    });

    it('answers an unknown email exactly as a known one, and sends nothing', async () => {
      const email = signupForm().email;
      const known = await register(auth);

      const response = await forgot(email);
      // A link asked for afterwards has arrived: one for the unknown address would have come first.
      await forgot(known.form.email).expect(200);
      await linkToken(known.form.email);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: null, message: SAME_ANSWER });
      expect(await messagesTo(auth, email)).toEqual([]);
    });

    it.each([
      ['', 'Email is required'],
      ['nope', 'Please enter a valid email address'],
    ])('answers 400 for %p', async (email, message) => {
      const response = await forgot(email);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password, ends every session and spends the link', async () => {
      const user = await register(auth);
      await forgot(user.form.email);
      const token = await linkToken(user.form.email);

      const response = await reset(token, 'Fresh-Password-1');

      expect(response.status).toBe(200);
      expect(response.body.message).toBe(
        'Your password has been reset. Please log in with your new password.',
      );
      await login(user.form.email, user.form.password).expect(401);
      await login(user.form.email, 'Fresh-Password-1').expect(200);
      await auth.api().post('/api/auth/refresh').set('Cookie', user.refreshCookie).expect(401);
      const again = await reset(token, 'Another-Password-2');
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ success: false, message: 'Invalid or expired reset token' });
    });

    it('lifts a login lockout, since the owner proved who they are', async () => {
      const user = await register(auth);
      for (let attempt = 0; attempt < 5; attempt++) await login(user.form.email, 'wrong-guess').expect(401);
      await forgot(user.form.email);
      const token = await linkToken(user.form.email);

      await reset(token, 'Fresh-Password-1').expect(200);

      await login(user.form.email, 'Fresh-Password-1').expect(200);
    });

    it('refuses an expired link', async () => {
      const user = await register(auth);
      await forgot(user.form.email);
      const token = await linkToken(user.form.email);
      await auth.db.query(
        `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [user.id],
      );

      const response = await reset(token, 'Fresh-Password-1');

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid or expired reset token');
    });

    it('lets exactly one of two simultaneous uses of a link win', async () => {
      const user = await register(auth);
      await forgot(user.form.email);
      const token = await linkToken(user.form.email);

      const responses = await Promise.all([
        reset(token, 'First-Password-1'),
        reset(token, 'Second-Password-2'),
      ]);

      expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
    });

    it('keeps a new session made after the reset', async () => {
      const user = await register(auth);
      await forgot(user.form.email);
      await reset(await linkToken(user.form.email), 'Fresh-Password-1').expect(200);

      const session = await login(user.form.email, 'Fresh-Password-1').expect(200);

      await auth
        .api()
        .post('/api/auth/refresh')
        .set('Cookie', refreshCookieOf(session.headers['set-cookie']))
        .expect(200);
    });

    it.each([
      [{ token: '' }, 'Reset token is required'],
      [{ newPassword: '' }, 'New password is required'],
      [{ newPassword: 'short' }, 'New password must be at least 8 characters'],
    ])('answers 400 for %o', async (change, message) => {
      const response = await auth
        .api()
        .post('/api/auth/reset-password')
        .send({ token: 'some-token', newPassword: 'Long-enough-1', ...change });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });
});
