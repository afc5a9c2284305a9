import { All, Controller, Req, Res } from '@nestjs/common';
import { bearerToken, NotFoundError, RawResponse, TokenVerifier, UnauthorizedError } from '@p2p/service-kit';
import type { Request, Response } from 'express';
import { resolveRoute } from '../routing/route-table';
import { ServiceDirectory } from '../routing/service-directory';
import { ServiceUnavailableError } from './proxy-errors';
import { PublicAnswerCache, sendCached } from './public-answer-cache';
import { UpstreamProxy } from './upstream-proxy';

/**
 * Every /api path the gateway does not answer itself. A Nest route rather than bare Express
 * middleware, so the global throttler guard, the exception filter and the logger apply to proxied
 * calls exactly as to the gateway's own endpoints.
 */
@Controller()
export class ProxyController {
  constructor(
    private readonly services: ServiceDirectory,
    private readonly proxy: UpstreamProxy,
    private readonly verifier: TokenVerifier,
    private readonly cache: PublicAnswerCache,
  ) {}

  @All(['api', 'api/*path'])
  @RawResponse()
  async forward(@Req() request: Request, @Res() response: Response): Promise<void> {
    // An absolute-form target (`GET http://host/api/...`) is a request for a forward proxy, which this is not.
    const route = request.originalUrl.startsWith('/') ? resolveRoute(request.path) : null;
    if (!route) throw new NotFoundError('Route not found');
    // A session auth has ended (logout, password change, stolen refresh token) goes no further.
    const token = bearerToken(request.headers.authorization);
    if (token && this.verifier.isRevoked(token)) throw new UnauthorizedError('Invalid or expired token');
    const urls = this.services.upstreamsOf(route.service);
    if (urls.length === 0) throw new ServiceUnavailableError();
    const upstream = { service: route.service, urls };
    const cached = this.cache.lookup(request);
    if (cached && 'hit' in cached) return sendCached(request, response, cached.hit);
    if (cached && 'pending' in cached) {
      const answer = await cached.pending;
      if (answer) return sendCached(request, response, answer);
      return this.proxy.forward(request, response, upstream);
    }
    if (!cached) return this.proxy.forward(request, response, upstream);
    try {
      await this.proxy.forward(request, response, upstream, cached.miss);
    } finally {
      cached.miss.done();
    }
  }
}
