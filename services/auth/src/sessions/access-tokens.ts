import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { AccessTokenClaims, CONFIG } from '@p2p/service-kit';
import { JsonWebTokenError, sign, verify } from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import type { AuthConfig } from '../auth.config';
import type { User } from '../users/user.entity';

/** Auth's own claims beside the kit's: the session (refresh family) and the user's token generation. */
interface SessionClaims extends AccessTokenClaims {
  sid: string;
  gen: number;
}

const TWO_FACTOR_AUDIENCE = 'p2p-auth-two-factor';

/** How long the code step of a login may follow its password step. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 300;

/**
 * Signs the short-lived access tokens every service verifies with the public key (RS256, issuer,
 * audience, expiry). The role comes from the database row at signing time, never from a client, and
 * so does the generation (`gen`), which a role or status change raises to make older tokens stale.
 */
@Injectable()
export class AccessTokens implements OnModuleInit {
  constructor(@Inject(CONFIG) private readonly config: AuthConfig) {}

  /** A private key that is not the public key's pair would sign tokens nobody accepts: fail at start. */
  onModuleInit(): void {
    const probe = sign({ probe: true }, this.config.JWT_PRIVATE_KEY, { algorithm: 'RS256', expiresIn: 60 });
    try {
      verify(probe, this.config.JWT_PUBLIC_KEY, { algorithms: ['RS256'] });
    } catch {
      throw new Error('JWT_PRIVATE_KEY is not the pair of JWT_PUBLIC_KEY');
    }
  }

  get ttlSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS;
  }

  sign(user: User, sessionId: string): string {
    const claims: Omit<SessionClaims, 'sub'> = {
      username: user.username,
      name: user.name,
      role: user.role,
      sid: sessionId,
      gen: user.tokenGeneration,
      ev: user.isEmailVerified,
    };
    return sign(claims, this.config.JWT_PRIVATE_KEY, {
      algorithm: 'RS256',
      subject: user.id,
      issuer: this.config.JWT_ISSUER,
      audience: this.config.JWT_AUDIENCE,
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
      jwtid: randomUUID(),
    });
  }

  /**
   * The proof that a password was right, for the second step of a login with two-factor
   * authentication: its own audience, so no app takes it for an access token.
   */
  signTwoFactorChallenge(user: User): string {
    return sign({ purpose: TWO_FACTOR_AUDIENCE }, this.config.JWT_PRIVATE_KEY, {
      algorithm: 'RS256',
      subject: user.id,
      issuer: this.config.JWT_ISSUER,
      audience: TWO_FACTOR_AUDIENCE,
      expiresIn: TWO_FACTOR_CHALLENGE_SECONDS,
      jwtid: randomUUID(),
    });
  }

  /** The user of a genuine, unexpired challenge; null for anything else. */
  readTwoFactorChallenge(token: string): string | null {
    try {
      const claims = verify(token, this.config.JWT_PUBLIC_KEY, {
        algorithms: ['RS256'],
        issuer: this.config.JWT_ISSUER,
        audience: TWO_FACTOR_AUDIENCE,
      }) as { sub?: unknown };
      return typeof claims.sub === 'string' ? claims.sub : null;
    } catch (error) {
      if (error instanceof JsonWebTokenError) return null;
      throw error;
    }
  }

  /** The user and session of a genuine, unexpired token; null for anything else. */
  read(token: string): { userId: string; sessionId: string } | null {
    try {
      const claims = verify(token, this.config.JWT_PUBLIC_KEY, {
        algorithms: ['RS256'],
        issuer: this.config.JWT_ISSUER,
        audience: this.config.JWT_AUDIENCE,
      }) as Partial<SessionClaims> & { exp?: unknown };
      // As the kit's verifier: a token without an expiry is not one auth signed for a session.
      if (typeof claims.exp !== 'number') return null;
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
      return { userId: claims.sub, sessionId: claims.sid };
    } catch (error) {
      if (error instanceof JsonWebTokenError) return null;
      throw error;
    }
  }
}
