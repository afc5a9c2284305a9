import { Secret, TOTP } from 'otpauth';
import { TOTP_SETTINGS } from '../../src/two-factor/totp';
import { AuthApp, bearer, RegisteredUser } from './auth-app';

/** The code an authenticator app shows for a secret, `steps` time steps from now. */
export function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * TOTP_SETTINGS.period * 1000 });
}

/**
 * Waits, when needed, until at least `seconds` are left in the current time step, so codes computed
 * for a step are still of it when the service checks them.
 */
export async function awayFromStepEdge(seconds = 5): Promise<void> {
  const left = TOTP_SETTINGS.period - ((Date.now() / 1000) % TOTP_SETTINGS.period);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
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
  await awayFromStepEdge();
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
    .send({ code: codeFor(secret, -1) })
    .expect(200);
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes };
}
