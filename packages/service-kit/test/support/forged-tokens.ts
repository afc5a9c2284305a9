import { testKeyPair, TestUser } from '@p2p/testing';
import { sign } from 'jsonwebtoken';

/** Tokens an attacker or a clock could produce; the kit's guard must refuse every one. */
const claims = (user: TestUser) => ({ username: user.username, name: user.name, role: user.role });
const standard = { issuer: 'p2p-auth', audience: 'p2p-api' };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function expiredToken(user: TestUser): string {
  return sign(claims(user), testKeyPair().privateKey, {
    ...standard,
    algorithm: 'RS256',
    subject: user.id,
    expiresIn: -60,
  });
}

/** `alg: none` with an empty signature, built by hand since no signing library should emit it. */
export function unsignedToken(user: TestUser): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    ...claims(user),
    sub: user.id,
    iss: 'p2p-auth',
    aud: 'p2p-api',
    iat: now,
    exp: now + 900,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** The key-confusion attack: HS256 with the (public, so known) verification key as the HMAC secret. */
export function publicKeyHmacToken(user: TestUser): string {
  return sign(claims(user), testKeyPair().publicKey, {
    ...standard,
    algorithm: 'HS256',
    subject: user.id,
    expiresIn: 900,
  });
}

/** A genuine token whose payload was rewritten (e.g. promoted to admin), signature kept. */
export function tamperedToken(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claimsInToken = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
  return `${header}.${base64url({ ...claimsInToken, ...changes })}.${signature}`;
}
