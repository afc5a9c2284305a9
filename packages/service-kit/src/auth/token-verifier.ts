import { Inject, Injectable, Optional } from '@nestjs/common';
import { JsonWebTokenError, verify } from 'jsonwebtoken';
import { createPublicKey, KeyObject } from 'node:crypto';
import { CONFIG } from '../app/tokens';
import type { BaseConfig } from '../config/config';
import { AccessTokenClaims, AuthUser } from './auth-user';
import { RevokedSessions } from './revoked-sessions';

/**
 * Verifies access tokens with the public key only: RS256 and nothing else (so `alg: none` and
 * HMAC-with-the-public-key forgeries fail), issuer, audience and expiry checked, and refuses the
 * tokens auth has revoked: of ended sessions (logout, password change, a stolen refresh token, a
 * suspension) and of stale generations (a role or status change).
 */
@Injectable()
export class TokenVerifier {
  /** Parsed once: given the PEM text, jsonwebtoken would parse the key again on every request. */
  private readonly publicKey: KeyObject;

  constructor(
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Optional() @Inject(RevokedSessions) private readonly revoked: RevokedSessions | null = null,
  ) {
    try {
      this.publicKey = createPublicKey(config.JWT_PUBLIC_KEY);
    } catch (error) {
      throw new Error(`JWT_PUBLIC_KEY is not a public key in PEM: ${(error as Error).message}`);
    }
  }

  verify(token: string): AuthUser | null {
    const claims = this.claimsOf(token);
    if (!claims || this.revoked?.refuses(claims)) return null;
    return {
      id: claims.sub,
      username: claims.username,
      name: claims.name,
      role: claims.role,
      emailVerified: claims.ev === true,
    };
  }

  /**
   * The claims of a genuine token that is not revoked, for a caller that must follow the token's
   * session and generation after accepting it (the live push ends the sockets they revoke).
   */
  verifyClaims(token: string): AccessTokenClaims | null {
    const claims = this.claimsOf(token);
    return claims && !this.revoked?.refuses(claims) ? claims : null;
  }

  /**
   * A genuine token of a revoked session, or of a stale generation (its user's role or status
   * changed): the gateway refuses it before any service sees it.
   */
  isRevoked(token: string): boolean {
    const claims = this.claimsOf(token);
    return claims !== null && this.revoked?.refuses(claims) === true;
  }

  private claimsOf(token: string): AccessTokenClaims | null {
    try {
      const claims = verify(token, this.publicKey, {
        algorithms: ['RS256'],
        issuer: this.config.JWT_ISSUER,
        audience: this.config.JWT_AUDIENCE,
      }) as AccessTokenClaims & { exp?: unknown };
      // jsonwebtoken checks `exp` only when present. Without it a token would live for ever, and
      // outlive its revocation too: revocations are remembered for one token lifetime only.
      if (typeof claims.exp !== 'number') return null;
      if (typeof claims.sub !== 'string' || (claims.role !== 'user' && claims.role !== 'admin')) return null;
      if (claims.gen !== undefined && !Number.isSafeInteger(claims.gen)) return null;
      return claims;
    } catch (error) {
      if (error instanceof JsonWebTokenError) return null;
      throw error;
    }
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}
