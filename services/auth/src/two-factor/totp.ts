import { Secret, TOTP } from 'otpauth';

/** What every authenticator app assumes (RFC 6238's defaults): HMAC-SHA-1, six digits, 30 s steps. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** One step either side is accepted: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;

export const ISSUER = 'P2P Bet';

/** A new secret of 160 bits, RFC 4226's recommended length, in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpOf(secretBase32: string, account: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    ...TOTP_SETTINGS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * The time step a six-digit code belongs to, when it is right at `now` (ms, the service's clock;
 * within the window); null otherwise. The caller refuses steps at or below the last one used, so a code works once.
 */
export function stepOfCode(totp: TOTP, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
