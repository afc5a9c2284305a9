import { Secret, TOTP } from 'otpauth';
import { TOTP_SETTINGS } from '../../src/two-factor/totp';
import { AuthApp, bearer, RegisteredUser } from './auth-app';

/**
 * The code an authenticator app shows for a secret, `steps` time steps from the auth app's clock:
 * the clock stands still unless the test moves it, so a code never turns stale while a test runs.
 */
export function codeFor(auth: AuthApp, secret: string, steps = 0): string {
  const totp = new TOTP({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: auth.clock.now().getTime() + steps * TOTP_SETTINGS.period * 1000 });
}

export interface EnrolledUser {
  secret: string;
  recoveryCodes: string[];
}

/**
 * Sets up and confirms 2FA with the previous step's code, so the current and the next step's codes
 * are still unused for the test.
 */
export async function enableTwoFactor(auth: AuthApp, user: RegisteredUser): Promise<EnrolledUser> {
  const setup = await auth
    .api()
    .post('/api/auth/2fa/setup')
    .set(bearer(user.token))
    .send({ password: user.form.password })
    .expect(200);
  const secret: string = setup.body.data.secret;
  const enabled = await auth
    .api()
    .post('/api/auth/2fa/enable')
    .set(bearer(user.token))
    .send({ code: codeFor(auth, secret, -1) })
    .expect(200);
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes };
}
