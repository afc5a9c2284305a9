import { sign } from 'jsonwebtoken';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchSecrets {
  jwtPublicKey: string;
  jwtPrivateKey: string;
  internalToken: string;
  twoFactorSecretKey: string;
}

/** Keys of one run: the platform verifies with the public key, the bench signs its admin token with the private one. */
export function benchSecrets(): BenchSecrets {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    jwtPublicKey: pair.publicKey,
    jwtPrivateKey: pair.privateKey,
    internalToken: randomBytes(24).toString('hex'),
    twoFactorSecretKey: randomBytes(32).toString('hex'),
  };
}

/** Writes the secrets where `npm run stack` looks for its keys (it keeps what it finds there). */
export function writeStackSecrets(dir: string, secrets: BenchSecrets): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dir, 'jwt-private.pem'), secrets.jwtPrivateKey, { mode: 0o600 });
  writeFileSync(join(dir, 'jwt-public.pem'), secrets.jwtPublicKey);
  writeFileSync(join(dir, 'internal-token'), secrets.internalToken, { mode: 0o600 });
  writeFileSync(join(dir, 'two-factor-secret-key'), secrets.twoFactorSecretKey, { mode: 0o600 });
}

/** An admin's access token as auth signs it (issuer, audience and claims of auth's access tokens). */
export function adminToken(secrets: BenchSecrets): string {
  return sign({ username: 'bench_admin', name: 'Bench Admin', role: 'admin' }, secrets.jwtPrivateKey, {
    algorithm: 'RS256',
    subject: randomUUID(),
    issuer: 'p2p-auth',
    audience: 'p2p-api',
    expiresIn: 3 * 3600,
  });
}
