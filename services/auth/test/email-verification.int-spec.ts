import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { decode } from 'jsonwebtoken';
import { signupForm } from './factories/accounts';
import {
  AuthApp,
  authEnv,
  bearer,
  codeIn,
  latestMessage,
  messagesTo,
  publishedEvent,
  register,
  RegisteredUser,
  startAuthApp,
} from './support/auth-app';

describe('EmailVerificationController', () => {
  let auth: AuthApp;
  const verifyPin = (email: string, pin: string) =>
    auth.api().post('/api/email-verification/verify-pin').send({ email, pin });
  const resend = (email: string) => auth.api().post('/api/email-verification/resend').send({ email });
  const pinOf = async (user: RegisteredUser) => codeIn((await latestMessage(auth, user.form.email)).text);
  const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
  /** Moves the user's resend cooldown into the past, as if a minute went by. */
  const cooldownPassed = (email: string) =>
    auth.db.query(
      `UPDATE send_cooldowns SET last_sent_at = now() - interval '61 seconds' WHERE address = $1`,
      [email],
    );

  beforeAll(async () => {
    auth = await startAuthApp(authEnv(), { mail: true });
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('POST /api/email-verification/verify-pin', () => {
    it('verifies the email with the PIN from the mail and answers the user', async () => {
      const user = await register(auth);

      const response = await verifyPin(user.form.email, await pinOf(user));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Email verified successfully',
        data: { user: expect.objectContaining({ id: user.id, isEmailVerified: true }) },
      });
      const event = await publishedEvent(auth, 'auth.UserUpdated', user.id);
      expect(event.payload).toMatchObject({ userId: user.id, isEmailVerified: true });
    });

    it('stores the PIN hashed only', async () => {
      const user = await register(auth);
      const pin = await pinOf(user);

      const [row] = await auth.db.query(`SELECT code_hash FROM email_verification_codes WHERE user_id = $1`, [
        user.id,
      ]);

      expect(row.code_hash).toMatch(/^\$argon2id\$/);
      expect(row.code_hash).not.toContain(pin);
    });

    it('answers 400 with the text in message and error for a wrong PIN', async () => {
      const user = await register(auth);

      const response = await verifyPin(user.form.email, wrongPin(await pinOf(user)));

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Invalid verification code',
        error: 'Invalid verification code',
      });
    });

    it('answers an unknown email as it answers a wrong PIN', async () => {
      const response = await verifyPin('nobody-at-all@example.com', '123456');

      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Invalid verification code');
    });

    it('refuses even the right PIN after 5 wrong tries, until a new code is sent', async () => {
      const user = await register(auth);
      const pin = await pinOf(user);
      for (let attempt = 0; attempt < 5; attempt++) {
        await verifyPin(user.form.email, wrongPin(pin)).expect(400);
      }

      const blocked = await verifyPin(user.form.email, pin);
      await cooldownPassed(user.form.email);
      await resend(user.form.email).expect(200);
      const fresh = await verifyPin(user.form.email, await pinOf(user));

      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        success: false,
        message: 'Too many attempts. Please request a new code.',
        error: 'Too many attempts. Please request a new code.',
      });
      expect(fresh.status).toBe(200);
    });

    it('refuses an expired PIN', async () => {
      const user = await register(auth);
      const pin = await pinOf(user);
      await auth.db.query(
        `UPDATE email_verification_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [user.id],
      );

      const response = await verifyPin(user.form.email, pin);

      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Verification code has expired. Please request a new code.');
    });

    it('spends the PIN: the same one again is invalid', async () => {
      const user = await register(auth);
      const pin = await pinOf(user);
      await verifyPin(user.form.email, pin).expect(200);

      const again = await verifyPin(user.form.email, pin);

      expect(again.status).toBe(400);
    });

    it.each([
      [{ pin: '' }, 'Please enter all 6 digits'],
      [{ pin: '12345' }, 'Please enter all 6 digits'],
      [{ pin: '12a456' }, 'Please enter all 6 digits'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'nope' }, 'Please enter a valid email address'],
    ])('answers 400 for %o with the text in error too', async (change, message) => {
      const response = await auth
        .api()
        .post('/api/email-verification/verify-pin')
        .send({ email: 'someone@example.com', pin: '123456', ...change });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message, error: message });
    });
  });

  describe('the access token (issue 30, finding 8)', () => {
    const claimsOf = (token: string) => decode(token) as { ev?: boolean };

    it('says unverified at signup, and verified from the first refresh after the PIN', async () => {
      const user = await register(auth);
      await verifyPin(user.form.email, await pinOf(user)).expect(200);

      const refreshed = await auth.api().post('/api/auth/refresh').set('Cookie', user.refreshCookie);

      expect(claimsOf(user.token).ev).toBe(false);
      expect(refreshed.status).toBe(200);
      expect(claimsOf(refreshed.body.data.token as string).ev).toBe(true);
    });
  });

  describe('POST /api/email-verification/resend', () => {
    it('asks to wait while the 60-second cooldown runs, with the seconds left', async () => {
      const user = await register(auth);

      const response = await resend(user.form.email);

      expect(response.status).toBe(429);
      expect(response.body.message).toMatch(/^Please wait (5\d|60) seconds before requesting a new code\.$/);
      expect(response.body.error).toBe(response.body.message);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(50);
    });

    it('sends a new PIN after the cooldown, and the old one stops working', async () => {
      const user = await register(auth);
      const oldPin = await pinOf(user);
      await cooldownPassed(user.form.email);

      const response = await resend(user.form.email);
      const newPin = await pinOf(user);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: null,
        message: 'If an unverified account uses this email, a new verification code has been sent.',
      });
      if (newPin !== oldPin) await verifyPin(user.form.email, oldPin).expect(400);
      await verifyPin(user.form.email, newPin).expect(200);
    });

    it('answers an unknown email the way it answers a known one, and sends nothing', async () => {
      const email = signupForm().email;
      const known = await register(auth);
      await pinOf(known);
      await cooldownPassed(known.form.email);

      const response = await resend(email);
      // A PIN asked for afterwards has arrived: one for the unknown address would have come first.
      await resend(known.form.email).expect(200);
      await eventually(async () => expect(await messagesTo(auth, known.form.email)).toHaveLength(2));

      expect(response.status).toBe(200);
      expect(response.body.message).toBe(
        'If an unverified account uses this email, a new verification code has been sent.',
      );
      expect(await messagesTo(auth, email)).toEqual([]);
    });

    it('applies the cooldown to unknown emails too', async () => {
      const email = signupForm().email;
      await resend(email).expect(200);

      const response = await resend(email);

      expect(response.status).toBe(429);
    });

    it('answers 400 with the text in error for a bad email', async () => {
      const response = await resend('');

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Email is required',
        error: 'Email is required',
      });
    });
  });

  describe('GET /api/email-verification/status/:email', () => {
    const status = (email: string, token?: string) => {
      const call = auth.api().get(`/api/email-verification/status/${encodeURIComponent(email)}`);
      return token ? call.set(bearer(token)) : call;
    };

    it("answers the signed-in user's own status: false before verification and true after", async () => {
      const user = await register(auth);

      const before = await status(user.form.email.toUpperCase(), user.token);
      await verifyPin(user.form.email, await pinOf(user)).expect(200);
      const after = await status(user.form.email, user.token);

      expect(before.body).toEqual({ success: true, data: { isVerified: false } });
      expect(after.body).toEqual({ success: true, data: { isVerified: true } });
    });

    it('answers a guest 401, so nobody can ask who has an account', async () => {
      const user = await register(auth);

      const response = await status(user.form.email);

      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        message: 'No authentication token found',
        error: 'No authentication token found',
      });
    });

    it('answers 403 for any address but the caller’s own, whether or not it has an account', async () => {
      const caller = await register(auth);
      const other = await register(auth);

      const known = await status(other.form.email, caller.token);
      const unknown = await status(signupForm().email, caller.token);

      expect(known.status).toBe(403);
      expect(known.body).toEqual({
        success: false,
        message: 'You can only check the verification status of your own email',
        error: 'You can only check the verification status of your own email',
      });
      expect(unknown.body).toEqual(known.body);
    });

    it('answers 400 with the text in error for a malformed email', async () => {
      const user = await register(auth);

      const response = await status('not-an-email', user.token);

      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Please enter a valid email address');
    });
  });
});
