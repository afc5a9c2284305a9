import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Metrics } from '@p2p/service-kit';
import { eventually } from '@p2p/testing';
import { clientAddressForTest, signupForm } from './factories/accounts';
import { AuthApp, authEnv, messagesTo, register, startAuthApp } from './support/auth-app';

const TOO_MANY = 'Too many failed login attempts. Please try again in 15 minutes.';
const UNLOCK_LINK = /https:\/\/bet\.example\.test\/unlock-account\?token=([A-Za-z0-9_-]+)/;
const LOCKED_SUBJECT = 'Your P2P Bet account is locked';
const DEVICE = 'login_device';

const setCookies = (header: string | string[] | undefined): string[] => ([] as string[]).concat(header ?? []);

describe('login lockout (POST /api/auth/login, POST /api/auth/unlock)', () => {
  let auth: AuthApp;
  /** A login from a client address, as the gateway reports it in x-client-address, with a device cookie. */
  const login = (email: string, password: string, from: string, deviceCookie?: string) => {
    const request = auth.api().post('/api/auth/login').set('x-client-address', from);
    if (deviceCookie) request.set('Cookie', deviceCookie);
    return request.send({ email, password });
  };
  const unlock = (token: string) => auth.api().post('/api/auth/unlock').send({ token });
  const failuresFrom = async (email: string, from: string, count: number) => {
    for (let attempt = 0; attempt < count; attempt++) await login(email, 'wrong-guess', from).expect(401);
  };
  /** 20 failures at the account: 5 from each of 4 addresses, none of which reaches its own limit early. */
  const lockAccount = async (email: string) => {
    for (let place = 0; place < 4; place++) await failuresFrom(email, clientAddressForTest(), 5);
  };
  /** The device cookie (name=value) that a successful login from a browser gives it. */
  const deviceCookieOf = async (email: string, password: string) => {
    const response = await login(email, password, clientAddressForTest()).expect(200);
    const cookie = setCookies(response.headers['set-cookie']).find((c) => c.startsWith(`${DEVICE}=`));
    if (!cookie) throw new Error(`No device cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
    return cookie.split(';')[0];
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

    it('tells Prometheus of every failure and of the lockout, for the credential-stuffing alert', async () => {
      const counted = async () => {
        const metrics = auth.app.get(Metrics).registry;
        const value = async (name: string) =>
          (await metrics.getSingleMetric(name)?.get())?.values[0]?.value ?? 0;
        return {
          failures: await value('auth_login_failures_total'),
          lockouts: await value('auth_account_lockouts_total'),
        };
      };
      const { form } = await register(auth);
      const before = await counted();

      await lockAccount(form.email);
      await login(form.email, form.password, clientAddressForTest()).expect(429);

      expect(await counted()).toEqual({ failures: before.failures + 20, lockouts: before.lockouts + 1 });
    });

    it('locks an unknown email the same way', async () => {
      const email = signupForm().email;
      await lockAccount(email);

      const response = await login(email, 'wrong-guess', clientAddressForTest());

      expect(response.status).toBe(429);
      expect(response.body.message).toBe(TOO_MANY);
    });
  });

  describe('device cookies (OWASP): a browser that signed in before', () => {
    it('gets a long-lived device cookie that only the login routes receive', async () => {
      const { form } = await register(auth);

      const response = await login(form.email, form.password, clientAddressForTest());

      const cookie = setCookies(response.headers['set-cookie']).find((c) => c.startsWith(`${DEVICE}=`));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/auth\/login(;|$)/);
      expect(cookie).toMatch(/Max-Age=31536000;/); // a year
    });

    it('lets the owner in while 5 failures from each of 4 addresses lock the account for others', async () => {
      const { form } = await register(auth);
      const device = await deviceCookieOf(form.email, form.password);
      await lockAccount(form.email);

      const stranger = await login(form.email, form.password, clientAddressForTest());
      const owner = await login(form.email, form.password, clientAddressForTest(), device);

      expect(stranger.status).toBe(429);
      expect(owner.status).toBe(200);
      expect(owner.body.data.token).toEqual(expect.any(String));
    });

    it('keeps letting the owner in when the same addresses lock the account again after the unlock link', async () => {
      const { form } = await register(auth);
      const device = await deviceCookieOf(form.email, form.password);
      const attackers = Array.from({ length: 4 }, () => clientAddressForTest());
      for (const from of attackers) await failuresFrom(form.email, from, 5);
      await unlock(await unlockToken(form.email)).expect(200);

      for (const from of attackers) await failuresFrom(form.email, from, 5);
      const stranger = await login(form.email, form.password, clientAddressForTest());
      const owner = await login(form.email, form.password, clientAddressForTest(), device);

      expect(stranger.status).toBe(429);
      expect(owner.status).toBe(200);
    });

    it('lets a known device in from an address that failed at 20 unknown emails', async () => {
      const { form } = await register(auth);
      const device = await deviceCookieOf(form.email, form.password);
      const shared = clientAddressForTest();
      for (let account = 0; account < 20; account++) {
        await login(signupForm().email, 'Summer2026!', shared).expect(401);
      }

      const untrusted = await login(form.email, form.password, shared);
      const owner = await login(form.email, form.password, shared, device);

      expect(untrusted.status).toBe(429);
      expect(untrusted.body.message).toBe(TOO_MANY);
      expect(owner.status).toBe(200);
    });

    it('still limits a client without one per account and address', async () => {
      const { form } = await register(auth);
      const device = await deviceCookieOf(form.email, form.password);
      const from = clientAddressForTest();
      await failuresFrom(form.email, from, 5);

      const untrusted = await login(form.email, form.password, from);
      const owner = await login(form.email, form.password, from, device);

      expect(untrusted.status).toBe(429);
      expect(untrusted.body.message).toBe(TOO_MANY);
      expect(owner.status).toBe(200);
    });

    it('does not trust a forged device cookie, nor a genuine one of another account', async () => {
      const { form } = await register(auth);
      const other = await register(auth);
      const device = await deviceCookieOf(form.email, form.password);
      const othersDevice = await deviceCookieOf(other.form.email, other.form.password);
      const [nonce, mac] = device.slice(DEVICE.length + 1).split('.');
      const forged = `${DEVICE}=${nonce}x.${mac}`;
      await lockAccount(form.email);

      const withForged = await login(form.email, form.password, clientAddressForTest(), forged);
      const withOthers = await login(form.email, form.password, clientAddressForTest(), othersDevice);
      const withNonsense = await login(form.email, form.password, clientAddressForTest(), `${DEVICE}=%zz.`);

      expect(withForged.status).toBe(429);
      expect(withOthers.status).toBe(429);
      expect(withNonsense.status).toBe(429);
    });

    it("counts a device's own failures against it alone, and distrusts it after 5", async () => {
      const { form } = await register(auth);
      const device = await deviceCookieOf(form.email, form.password);
      const from = clientAddressForTest();
      for (let attempt = 0; attempt < 5; attempt++) {
        await login(form.email, 'wrong-guess', from, device).expect(401);
      }

      const sameAddressWithout = await login(form.email, form.password, from);
      await lockAccount(form.email);
      const distrusted = await login(form.email, form.password, clientAddressForTest(), device);

      expect(sameAddressWithout.status).toBe(200);
      expect(distrusted.status).toBe(429);
      expect(distrusted.body.message).toBe(TOO_MANY);
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
