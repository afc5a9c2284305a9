import { testKeyPair } from '@p2p/testing';
import { sign } from 'jsonwebtoken';

/** Tokens an attacker or a clock could produce from a genuine one; auth must refuse every one. */
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** The same claims, signed with the right key, but already expired. */
export function expiredCopy(token: string): string {
  const { exp: _exp, iat: _iat, ...claims } = claimsOf(token);
  return sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, testKeyPair().privateKey, {
    algorithm: 'RS256',
  });
}

/** `alg: none`, no signature. */
export function unsignedCopy(token: string): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.`;
}

/** HS256 with the public key as the secret (key confusion). */
export function publicKeyHmacCopy(token: string): string {
  return sign(claimsOf(token), testKeyPair().publicKey, { algorithm: 'HS256' });
}

/** Payload rewritten (e.g. promoted to admin), signature kept. */
export function tamperedCopy(token: string, changes: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${base64url({ ...claimsOf(token), ...changes })}.${signature}`;
}
