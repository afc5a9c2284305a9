import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import { stepOfCode, TOTP_SETTINGS, totpOf } from '../src/two-factor/totp';
import { clientAddressForTest } from './factories/accounts';
import {
  AuthApp,
  authEnv,
  bearer,
  refreshCookieOf,
  register,
  RegisteredUser,
  startAuthApp,
} from './support/auth-app';
import { codeFor, enableTwoFactor } from './support/two-factor';

/** RFC 6238, appendix B: the SHA-1 seed, and the eight-digit codes at each time (seconds). */
const RFC_SEED = '12345678901234567890';
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP configuration against RFC 6238 (appendix B, SHA-1)', () => {
  it.each(RFC_VECTORS)('at %i s gives %s with eight digits', (seconds, expected) => {
    const totp = new TOTP({ ...TOTP_SETTINGS, digits: 8, secret: Secret.fromLatin1(RFC_SEED) });

    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(expected);
  });

  it.each(RFC_VECTORS)(
    "accepts at %i s the product's six-digit code (%s's last six)",
    (seconds, expected) => {
      const totp = totpOf(Secret.fromLatin1(RFC_SEED).base32, 'rfc@example.com');

      expect(stepOfCode(totp, expected.slice(2), seconds * 1000)).toBe(Math.floor(seconds / 30));
    },
  );

  it('refuses a code of a step two away, and anything but six digits', () => {
    const totp = totpOf(Secret.fromLatin1(RFC_SEED).base32, 'rfc@example.com');

    expect(stepOfCode(totp, '287082', 59_000 + 60_000)).toBeNull();
    expect(stepOfCode(totp, '94287082', 59_000)).toBeNull();
    expect(stepOfCode(totp, '28708a', 59_000)).toBeNull();
  });
});

describe('two-factor authentication (/api/auth/2fa, POST /api/auth/login/2fa)', () => {
  let auth: AuthApp;
  const profileOf = async (user: RegisteredUser) =>
    (await auth.api().get('/api/profile').set(bearer(user.token)).expect(200)).body.data.user;
  /** Either step from a client address, with the browser's device cookie when it has one. */
  const fromClient = (path: string, from: string, deviceCookie?: string) => {
    const request = auth.api().post(path).set('x-client-address', from);
    return deviceCookie ? request.set('Cookie', deviceCookie) : request;
  };
  const passwordStep = (user: RegisteredUser, from = clientAddressForTest(), deviceCookie?: string) =>
    fromClient('/api/auth/login', from, deviceCookie).send({
      email: user.form.email,
      password: user.form.password,
    });
  const codeStep = (
    challengeToken: string,
    code: string,
    from = clientAddressForTest(),
    deviceCookie?: string,
  ) => fromClient('/api/auth/login/2fa', from, deviceCookie).send({ challengeToken, code });
  const deviceCookieOf = (setCookie: string | string[] | undefined): string => {
    const cookie = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('login_device='));
    if (!cookie) throw new Error(`No device cookie in ${JSON.stringify(setCookie)}`);
    return cookie.split(';')[0];
  };
  const challengeOf = async (user: RegisteredUser, from?: string): Promise<string> =>
    (await passwordStep(user, from).expect(200)).body.data.challengeToken;

  beforeAll(async () => {
    auth = await startAuthApp(authEnv());
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('setup and enabling', () => {
    it('answers a new secret, its otpauth link and QR code, while 2FA stays off', async () => {
      const user = await register(auth);

      const response = await auth
        .api()
        .post('/api/auth/2fa/setup')
        .set(bearer(user.token))
        .send({ password: user.form.password });

      expect(response.status).toBe(200);
      const { secret, otpauthUrl, qrCode } = response.body.data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUrl).toBe(
        `otpauth://totp/P2P%20Bet:${encodeURIComponent(user.form.email)}?issuer=P2P%20Bet&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
      );
      expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      expect((await profileOf(user)).twoFactorEnabled).toBe(false);
      const status = await auth.api().get('/api/auth/2fa').set(bearer(user.token));
      expect(status.body.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    });

    it('refuses the setup without the right password', async () => {
      const user = await register(auth);

      const response = await auth
        .api()
        .post('/api/auth/2fa/setup')
        .set(bearer(user.token))
        .send({ password: 'not-my-password' });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Password is incorrect' });
    });

    it('refuses a wrong code and stays off', async () => {
      const user = await register(auth);
      const setup = await auth
        .api()
        .post('/api/auth/2fa/setup')
        .set(bearer(user.token))
        .send({ password: user.form.password })
        .expect(200);
      const right = codeFor(auth, setup.body.data.secret);
      const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');

      const response = await auth
        .api()
        .post('/api/auth/2fa/enable')
        .set(bearer(user.token))
        .send({ code: wrong });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Invalid authentication code' });
      expect((await profileOf(user)).twoFactorEnabled).toBe(false);
    });

    it('turns on with a right code: twoFactorEnabled, ten recovery codes stored Argon2id-hashed', async () => {
      const user = await register(auth);

      const { recoveryCodes } = await enableTwoFactor(auth, user);

      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect((await profileOf(user)).twoFactorEnabled).toBe(true);
      const rows: Array<{ code_hash: string }> = await auth.db.query(
        `SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1`,
        [user.id],
      );
      expect(rows).toHaveLength(10);
      for (const row of rows) {
        expect(row.code_hash).toMatch(/^\$argon2id\$/);
        expect(recoveryCodes.some((code) => row.code_hash.includes(code))).toBe(false);
      }
      const status = await auth.api().get('/api/auth/2fa').set(bearer(user.token));
      expect(status.body.data).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    });

    it('refuses a second setup once enabled, so the secret is never shown again', async () => {
      const user = await register(auth);
      await enableTwoFactor(auth, user);

      const response = await auth
        .api()
        .post('/api/auth/2fa/setup')
        .set(bearer(user.token))
        .send({ password: user.form.password });

      expect(response.status).toBe(409);
      expect(response.body.data).toBeUndefined();
    });
  });

  describe('login', () => {
    it('leaves the login of an account without 2FA as it was', async () => {
      const user = await register(auth);

      const response = await passwordStep(user);

      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        token: expect.any(String),
        expiresIn: 900,
        user: expect.any(Object),
      });
    });

    it('answers a challenge and no session for the right password, then signs in with the code', async () => {
      const user = await register(auth);
      const { secret } = await enableTwoFactor(auth, user);

      const first = await passwordStep(user);

      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        success: true,
        message: 'Two-factor authentication code required',
        data: { twoFactorRequired: true, challengeToken: expect.any(String), expiresIn: 300 },
      });
      expect(first.headers['set-cookie']).toBeUndefined();

      const second = await codeStep(first.body.data.challengeToken, codeFor(auth, secret));

      expect(second.status).toBe(200);
      expect(second.body.data).toEqual({
        token: expect.any(String),
        expiresIn: 900,
        user: expect.objectContaining({ id: user.id, twoFactorEnabled: true }),
      });
      expect(refreshCookieOf(second.headers['set-cookie'])).toMatch(/^refresh_token=/);
    });

    it('keeps the secret sealed at rest, and still reads one stored before sealing', async () => {
      const user = await register(auth);
      const { secret } = await enableTwoFactor(auth, user);
      const [{ stored }]: Array<{ stored: string }> = await auth.db.query(
        `SELECT secret AS stored FROM two_factor_credentials WHERE user_id = $1`,
        [user.id],
      );
      expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(stored).not.toContain(secret);

      // A row written before secrets were sealed holds the base32 secret itself.
      await auth.db.query(`UPDATE two_factor_credentials SET secret = $2 WHERE user_id = $1`, [
        user.id,
        secret,
      ]);
      const first = await passwordStep(user);
      const second = await codeStep(first.body.data.challengeToken, codeFor(auth, secret));

      expect(second.status).toBe(200);
    });

    it('refuses a code used once already (a replay), and a wrong code', async () => {
      const user = await register(auth);
      const { secret } = await enableTwoFactor(auth, user);
      const code = codeFor(auth, secret);
      await codeStep(await challengeOf(user), code).expect(200);

      const replay = await codeStep(await challengeOf(user), code);
      const wrong = await codeStep(await challengeOf(user), code === '000000' ? '111111' : '000000');

      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ success: false, message: 'Invalid authentication code' });
      expect(wrong.status).toBe(401);
    });

    it("reads the time from the service's clock: a code two steps old is refused, the current one taken", async () => {
      const user = await register(auth);
      const { secret } = await enableTwoFactor(auth, user);
      const old = codeFor(auth, secret);

      auth.clock.advance(2 * TOTP_SETTINGS.period * 1000);
      const stale = await codeStep(await challengeOf(user), old);
      const current = await codeStep(await challengeOf(user), codeFor(auth, secret));

      expect(stale.status).toBe(401);
      expect(current.status).toBe(200);
    });

    it('counts wrong codes as failed logins: the sixth try from an address is 429, even with a right code', async () => {
      const user = await register(auth);
      const { secret } = await enableTwoFactor(auth, user);
      const from = clientAddressForTest();
      const challenge = await challengeOf(user, from);
      for (let attempt = 0; attempt < 5; attempt++) {
        await codeStep(challenge, String(123450 + attempt), from).expect(401);
      }

      const response = await codeStep(challenge, codeFor(auth, secret), from);

      expect(response.status).toBe(429);
      expect(response.body.message).toMatch(/^Too many failed login attempts/);
    });

    it("lets the owner's browser through both steps with its device cookie while the account is locked", async () => {
      const user = await register(auth);
      const { recoveryCodes } = await enableTwoFactor(auth, user);
      const signedIn = await codeStep(await challengeOf(user), recoveryCodes[0]).expect(200);
      const device = deviceCookieOf(signedIn.headers['set-cookie']);
      for (let attempt = 0; attempt < 20; attempt++) {
        await auth
          .api()
          .post('/api/auth/login')
          .set('x-client-address', clientAddressForTest())
          .send({ email: user.form.email, password: 'wrong-guess' })
          .expect(401);
      }

      const stranger = await passwordStep(user);
      const challenge = await passwordStep(user, clientAddressForTest(), device).expect(200);
      const owner = await codeStep(challenge.body.data.challengeToken, recoveryCodes[1], undefined, device);

      expect(stranger.status).toBe(429);
      expect(owner.status).toBe(200);
      expect(owner.body.data.user.id).toBe(user.id);
    });

    it('signs in with a recovery code once; the same code again is refused', async () => {
      const user = await register(auth);
      const { recoveryCodes } = await enableTwoFactor(auth, user);

      const first = await codeStep(await challengeOf(user), recoveryCodes[3].toUpperCase());
      const again = await codeStep(await challengeOf(user), recoveryCodes[3]);

      expect(first.status).toBe(200);
      expect(first.body.data.user.id).toBe(user.id);
      expect(again.status).toBe(401);
      expect(again.body).toEqual({ success: false, message: 'Invalid authentication code' });
      const status = await auth.api().get('/api/auth/2fa').set(bearer(user.token));
      expect(status.body.data).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    });

    it('refuses a challenge that is not one: garbage, or an access token', async () => {
      const user = await register(auth);
      const { secret } = await enableTwoFactor(auth, user);

      const garbage = await codeStep('not-a-token', codeFor(auth, secret));
      const accessToken = await codeStep(user.token, codeFor(auth, secret));

      for (const response of [garbage, accessToken]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({
          success: false,
          message: 'Your sign-in expired. Please enter your email and password again.',
        });
      }
    });
  });

  describe('disabling', () => {
    const disable = (user: RegisteredUser, password: string, code: string) =>
      auth.api().post('/api/auth/2fa/disable').set(bearer(user.token)).send({ password, code });

    it('needs the password and a right code', async () => {
      const user = await register(auth);
      const { secret } = await enableTwoFactor(auth, user);

      const noPassword = await disable(user, 'not-my-password', codeFor(auth, secret));
      const wrongCode = await disable(
        user,
        user.form.password,
        '000000' === codeFor(auth, secret) ? '111111' : '000000',
      );

      expect(noPassword.status).toBe(400);
      expect(noPassword.body.message).toBe('Password is incorrect');
      expect(wrongCode.status).toBe(400);
      expect(wrongCode.body.message).toBe('Invalid authentication code');
      expect((await profileOf(user)).twoFactorEnabled).toBe(true);
    });

    it('turns off with both: the flag, the secret and the codes go, and the login asks no code', async () => {
      const user = await register(auth);
      const { secret } = await enableTwoFactor(auth, user);

      const response = await disable(user, user.form.password, codeFor(auth, secret));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Two-factor authentication disabled',
        data: null,
      });
      expect((await profileOf(user)).twoFactorEnabled).toBe(false);
      const [left] = await auth.db.query(
        `SELECT (SELECT count(*) FROM two_factor_credentials WHERE user_id = $1)::int AS secrets,
                (SELECT count(*) FROM two_factor_recovery_codes WHERE user_id = $1)::int AS codes`,
        [user.id],
      );
      expect(left).toEqual({ secrets: 0, codes: 0 });
      expect((await passwordStep(user).expect(200)).body.data.token).toEqual(expect.any(String));
    });

    it('takes a recovery code in place of the app code', async () => {
      const user = await register(auth);
      const { recoveryCodes } = await enableTwoFactor(auth, user);

      const response = await disable(user, user.form.password, recoveryCodes[0]);

      expect(response.status).toBe(200);
      expect((await profileOf(user)).twoFactorEnabled).toBe(false);
    });
  });
});
