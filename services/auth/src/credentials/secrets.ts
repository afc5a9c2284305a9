import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A six-digit code from the CSPRNG, leading zeros kept. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** 32 random bytes: unguessable, so a fast hash is enough to store it. */
export function opaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
