import { describe, expect, it } from '@jest/globals';
import { createEvent } from '@p2p/contracts';
import { testKeyPair } from '@p2p/testing';
import { sign } from 'jsonwebtoken';
import type { BaseConfig } from '../config/config';
import { RevokedSessions } from './revoked-sessions';
import { TokenVerifier } from './token-verifier';

const keys = testKeyPair();
const config = {
  JWT_PUBLIC_KEY: keys.publicKey,
  JWT_ISSUER: 'p2p-auth',
  JWT_AUDIENCE: 'p2p-api',
} as BaseConfig;
const claims = { username: 'jane', name: 'Jane Doe', role: 'user' };
const signed = (
  overrides: { payload?: object; issuer?: string; audience?: string; expiresIn?: number } = {},
) =>
  sign(overrides.payload ?? claims, keys.privateKey, {
    algorithm: 'RS256',
    subject: 'user-1',
    issuer: overrides.issuer ?? 'p2p-auth',
    audience: overrides.audience ?? 'p2p-api',
    expiresIn: overrides.expiresIn ?? 900,
  });

describe(TokenVerifier.name, () => {
  const verifier = new TokenVerifier(config);

  it('answers the user an access token names, token after token', () => {
    expect(verifier.verify(signed())).toEqual({
      id: 'user-1',
      username: 'jane',
      name: 'Jane Doe',
      role: 'user',
      emailVerified: false,
    });
    expect(verifier.verify(signed({ payload: { ...claims, role: 'admin' } }))?.role).toBe('admin');
  });

  it('refuses a token signed with the public key as an HMAC secret, or not signed at all', () => {
    const hmac = sign(claims, keys.publicKey, {
      algorithm: 'HS256',
      subject: 'user-1',
      issuer: 'p2p-auth',
      audience: 'p2p-api',
    });
    const unsigned = sign(claims, '', {
      algorithm: 'none',
      subject: 'user-1',
      issuer: 'p2p-auth',
      audience: 'p2p-api',
    });

    expect(verifier.verify(hmac)).toBeNull();
    expect(verifier.verify(unsigned)).toBeNull();
  });

  it('refuses expired tokens, other issuers and audiences, and unknown roles', () => {
    expect(verifier.verify(signed({ expiresIn: -10 }))).toBeNull();
    expect(verifier.verify(signed({ issuer: 'someone-else' }))).toBeNull();
    expect(verifier.verify(signed({ audience: 'another-api' }))).toBeNull();
    expect(verifier.verify(signed({ payload: { ...claims, role: 'root' } }))).toBeNull();
    expect(verifier.verify('not.a.token')).toBeNull();
  });

  it('refuses a genuine token that has no expiry', () => {
    const forEver = sign(claims, keys.privateKey, {
      algorithm: 'RS256',
      subject: 'user-1',
      issuer: 'p2p-auth',
      audience: 'p2p-api',
    });

    expect(verifier.verify(forEver)).toBeNull();
    expect(verifier.verifyClaims(forEver)).toBeNull();
    expect(verifier.verify(signed())?.id).toBe('user-1');
  });

  it('refuses the tokens of a revoked session, and keeps accepting the others', () => {
    const revoked = new RevokedSessions({ ACCESS_TOKEN_TTL_SECONDS: 900 }, null);
    const guarded = new TokenVerifier(config, revoked);
    const ofSession = (sid: string) => signed({ payload: { ...claims, sid } });

    revoked.apply(
      createEvent('auth.AccessRevoked', 'user-1', {
        userId: 'user-1',
        sessionIds: ['gone'],
        reason: 'logout',
      }),
    );

    expect(guarded.verify(ofSession('gone'))).toBeNull();
    expect(guarded.verify(ofSession('still-open'))?.id).toBe('user-1');
  });

  it("refuses a user's tokens below the generation a role or status change announced", () => {
    const revoked = new RevokedSessions({ ACCESS_TOKEN_TTL_SECONDS: 900 }, null);
    const guarded = new TokenVerifier(config, revoked);
    const ofGeneration = (gen?: number) =>
      signed({ payload: gen === undefined ? { ...claims, sid: 's' } : { ...claims, sid: 's', gen } });
    const stale = ofGeneration(1);
    const unnumbered = ofGeneration(undefined);

    revoked.apply(
      createEvent('auth.AccessRevoked', 'user-1', {
        userId: 'user-1',
        sessionIds: [],
        minTokenGeneration: 2,
        reason: 'role_changed',
      }),
    );

    expect(guarded.verify(stale)).toBeNull();
    expect(guarded.isRevoked(stale)).toBe(true);
    expect(guarded.verify(unnumbered)).toBeNull();
    expect(guarded.verify(ofGeneration(2))?.id).toBe('user-1');
    expect(guarded.isRevoked(ofGeneration(2))).toBe(false);
  });

  it('refuses a token whose generation is not a whole number', () => {
    expect(verifier.verify(signed({ payload: { ...claims, gen: '3' } }))).toBeNull();
    expect(verifier.verify(signed({ payload: { ...claims, gen: 1.5 } }))).toBeNull();
  });

  it('refuses to start with a public key that is not one', () => {
    expect(() => new TokenVerifier({ ...config, JWT_PUBLIC_KEY: 'not a key' })).toThrow(
      'JWT_PUBLIC_KEY is not a public key in PEM',
    );
  });
});
