import type { Request } from 'express';

/**
 * The client's address as the gateway computes it: Express's `req.ip`, which follows X-Forwarded-For
 * only as far as TRUST_PROXY allows (by default not at all, so a client cannot name itself). The
 * per-address rate limits key on `req.ip` (the throttler's stock tracker), and the services receive
 * this same value as x-client-address.
 */
export function clientAddressOf(request: Pick<Request, 'ip' | 'socket'>): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
