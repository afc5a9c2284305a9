import { Injectable } from '@nestjs/common';
import { bearerToken, TokenVerifier } from '@p2p/service-kit';
import type { IncomingMessage } from 'node:http';

/**
 * Who a request's bearer token names, for keying per-user limits only: the gateway never refuses a
 * request over its token (the services are the authority), and an invalid token simply names no one.
 */
@Injectable()
export class BearerIdentity {
  private readonly verified = new WeakMap<object, string | null>();

  constructor(private readonly verifier: TokenVerifier) {}

  userIdOf(request: Pick<IncomingMessage, 'headers'>): string | null {
    const known = this.verified.get(request);
    if (known !== undefined) return known;
    const token = bearerToken(request.headers.authorization);
    const userId = token ? (this.verifier.verify(token)?.id ?? null) : null;
    this.verified.set(request, userId);
    return userId;
  }
}
