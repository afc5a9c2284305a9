import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LocalSecrets {
  jwtPublicKey: string;
  jwtPrivateKey: string;
  internalToken: string;
  /** 64 hex digits: auth's key for the TOTP secrets at rest. */
  twoFactorSecretKey: string;
}

/**
 * Keys for a local run, made once and kept under data/ (git-ignored) so sessions survive restarts.
 * Distributed deployments get theirs from the environment (Kubernetes secrets), never from here.
 */
export function localSecrets(dir: string): LocalSecrets {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const privatePath = join(dir, 'jwt-private.pem');
  const publicPath = join(dir, 'jwt-public.pem');
  const tokenPath = join(dir, 'internal-token');
  const twoFactorKeyPath = join(dir, 'two-factor-secret-key');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
    writeFileSync(publicPath, pair.publicKey);
  }
  if (!existsSync(tokenPath)) writeFileSync(tokenPath, randomBytes(24).toString('hex'), { mode: 0o600 });
  if (!existsSync(twoFactorKeyPath))
    writeFileSync(twoFactorKeyPath, randomBytes(32).toString('hex'), { mode: 0o600 });
  return {
    jwtPrivateKey: readFileSync(privatePath, 'utf8'),
    jwtPublicKey: readFileSync(publicPath, 'utf8'),
    internalToken: readFileSync(tokenPath, 'utf8').trim(),
    twoFactorSecretKey: readFileSync(twoFactorKeyPath, 'utf8').trim(),
  };
}

/**
 * A password for each service's PostgreSQL role, made once and kept beside the superuser's (mode 0600)
 * so the roles keep theirs across restarts: `postgres-<role>-password` in `dir`.
 */
export function localDatabasePasswords<Role extends string>(
  dir: string,
  roles: Role[],
): Record<Role, string> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const passwords = {} as Record<Role, string>;
  for (const role of roles) {
    const file = join(dir, `postgres-${role}-password`);
    if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600 });
    passwords[role] = readFileSync(file, 'utf8').trim();
  }
  return passwords;
}
