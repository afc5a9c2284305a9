import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { clientAddressForTest, signupForm } from './factories/accounts';
import { AuthApp, authEnv, messagesTo, register, startAuthApp } from './support/auth-app';

const TOO_MANY = 'Too many failed login attempts. Please try again in 15 minutes.';
const UNLOCK_LINK = /https:\/\/bet\.example\.test\/unlock-account\?token=([A-Za-z0-9_-]+)/;
const LOCKED_SUBJECT = 'Your P2P Bet account is locked';

describe('login lockout (POST /api/auth/login, POST /api/auth/unlock)', () => {
  let auth: AuthApp;
  /** A login from a client address, as the gateway reports it in x-client-address. */
  const login = (email: string, password: string, from: string) =>
    auth.api().post('/api/auth/login').set('x-client-address', from).send({ email, password });
  const unlock = (token: string) => auth.api().post('/api/auth/unlock').send({ token });
  const failuresFrom = async (email: string, from: string, count: number) => {
    for (let attempt = 0; attempt < count; attempt++) await login(email, 'wrong-guess', from).expect(401);
  };
  /** 20 failures at the account: 5 from each of 4 addresses, none of which reaches its own limit early. */
  const lockAccount = async (email: string) => {
    for (let place = 0; place < 4; place++) await failuresFrom(email, clientAddressForTest(), 5);
  };
  const unlockMails = async (email: string) =>
    (await messagesTo(auth, email)).filter((mail) => mail.subject === LOCKED_SUBJECT);
  /** The token of the unlock link mailed to the address, once it has arrived. */
  const unlockToken = (email: string) =>
    eventually(async () => {
      const [mail] = await unlockMails(email);
      const match = mail && UNLOCK_LINK.exec(mail.text);
      if (!match) throw new Error(`No unlock link mailed to ${email} yet`);
      return match[1];
    });

  beforeAll(async () => {
    auth = await startAuthApp(authEnv(), { mail: true });
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('per account and address', () => {
    it('refuses an address for 15 minutes after its 5 failures at an account, even with the right password', async () => {
      const { form } = await register(auth);
      const from = clientAddressForTest();
      await failuresFrom(form.email, from, 5);

      const locked = await login(form.email, form.password, from);

      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(TOO_MANY);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    });

    it('does not lock the owner out from another address after 5 failures from one', async () => {
      const { form } = await register(auth);
      await failuresFrom(form.email, clientAddressForTest(), 5);

      const owner = await login(form.email, form.password, clientAddressForTest());

      expect(owner.status).toBe(200);
    });

    it('lets the address in again once the window has passed', async () => {
      const { form } = await register(auth);
      const from = clientAddressForTest();
      await failuresFrom(form.email, from, 5);
      await auth.db.query(
        `UPDATE failed_attempts SET attempted_at = attempted_at - interval '15 minutes' WHERE subject = $1`,
        [form.email],
      );

      const response = await login(form.email, form.password, from);

      expect(response.status).toBe(200);
    });

    it('counts parallel guesses exactly, so a burst cannot get past the limit', async () => {
      const { form } = await register(auth);
      const from = clientAddressForTest();

      const responses = await Promise.all(
        Array.from({ length: 8 }, () => login(form.email, 'wrong-guess', from)),
      );

      expect(responses.filter((r) => r.status === 401)).toHaveLength(5);
      expect(responses.filter((r) => r.status === 429)).toHaveLength(3);
    });

    it('treats unknown emails the same way, so the limit does not tell an account exists', async () => {
      const email = signupForm().email;
      const from = clientAddressForTest();
      await failuresFrom(email, from, 5);

      const response = await login(email, 'wrong-guess', from);

      expect(response.status).toBe(429);
      expect(response.body.message).toBe(TOO_MANY);
    });
  });

  describe('per address', () => {
    it('stops an address after 20 failures across accounts (password spraying), not the others', async () => {
      const { form } = await register(auth);
      const sprayer = clientAddressForTest();
      for (let account = 0; account < 20; account++) {
        await login(signupForm().email, 'Summer2026!', sprayer).expect(401);
      }

      const fromSprayer = await login(form.email, form.password, sprayer);
      const fromOwner = await login(form.email, form.password, clientAddressForTest());

      expect(fromSprayer.status).toBe(429);
      expect(fromSprayer.body.message).toBe(TOO_MANY);
      expect(fromOwner.status).toBe(200);
    });
  });

  describe('per account, from any addresses', () => {
    it('locks the account for everyone at 20 failures and mails the owner one unlock link', async () => {
      const { form } = await register(auth);
      await lockAccount(form.email);

      const owner = await login(form.email, form.password, clientAddressForTest());
      const token = await unlockToken(form.email);

      expect(owner.status).toBe(429);
      expect(owner.body.message).toBe(TOO_MANY);
      expect(Number(owner.headers['retry-after'])).toBeGreaterThan(14 * 60);
      const [lock] = await auth.db.query(`SELECT token_hash FROM account_locks WHERE email = $1`, [
        form.email,
      ]);
      expect(lock.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(lock.token_hash).not.toContain(token);
    });

    it('counts parallel guesses from many addresses exactly, and mails once', async () => {
      const { form } = await register(auth);

      const responses = await Promise.all(
        Array.from({ length: 26 }, () => login(form.email, 'wrong-guess', clientAddressForTest())),
      );
      await unlockToken(form.email);
      await login(form.email, 'wrong-guess', clientAddressForTest()).expect(429);

      expect(responses.filter((r) => r.status === 401)).toHaveLength(20);
      expect(responses.filter((r) => r.status === 429)).toHaveLength(6);
      expect(await unlockMails(form.email)).toHaveLength(1);
    });

    it('locks an unknown email the same way', async () => {
      const email = signupForm().email;
      await lockAccount(email);

      const response = await login(email, 'wrong-guess', clientAddressForTest());

      expect(response.status).toBe(429);
      expect(response.body.message).toBe(TOO_MANY);
    });
  });

  describe('POST /api/auth/unlock', () => {
    it('lifts the lock with the mailed link, once', async () => {
      const { form } = await register(auth);
      await lockAccount(form.email);
      const token = await unlockToken(form.email);

      const unlocked = await unlock(token);
      const owner = await login(form.email, form.password, clientAddressForTest());
      const again = await unlock(token);

      expect(unlocked.status).toBe(200);
      expect(unlocked.body).toEqual({
        success: true,
        data: null,
        message: 'Your account has been unlocked. You can log in now.',
      });
      expect(owner.status).toBe(200);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ success: false, message: 'Invalid or expired unlock link' });
    });

    it('refuses the link once the lock has ended', async () => {
      const { form } = await register(auth);
      await lockAccount(form.email);
      const token = await unlockToken(form.email);
      await auth.db.query(
        `UPDATE account_locks SET locked_until = now() - interval '1 second' WHERE email = $1`,
        [form.email],
      );

      const response = await unlock(token);

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid or expired unlock link');
    });

    it.each([
      [{ token: '' }, 'Unlock token is required'],
      [{ token: 'not-a-real-token' }, 'Invalid or expired unlock link'],
    ])('answers 400 for %o', async (body, message) => {
      const response = await auth.api().post('/api/auth/unlock').send(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });
});
