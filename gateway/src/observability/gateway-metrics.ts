import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { resolveRoute } from '../routing/route-table';

export type UpstreamFailure = 'timeout' | 'unavailable' | 'bad_gateway' | 'body_too_large';

/** The gateway's own registry: the embedded runtime hosts several apps in one process. */
@Injectable()
export class GatewayMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency at the gateway, by the service prefix it was routed to',
    labelNames: ['method', 'upstream', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly upstreamFailures = new Counter({
    name: 'gateway_upstream_failures_total',
    help: 'Proxied requests the gateway answered itself because the service did not',
    labelNames: ['upstream', 'reason'],
    registers: [this.registry],
  });

  readonly publicCache = new Counter({
    name: 'gateway_public_cache_total',
    help: "Anonymous public list GETs answered from the gateway cache before the middleware (edge) or inside it (hit), after another caller's fetch (waited), or by the service (miss)",
    labelNames: ['result'],
    registers: [this.registry],
  });

  /**
   * As every app exports it; the gateway's readiness has no dependency (a service down must not take
   * every gateway out of rotation, and Redis down only loosens limits), so it is ready while it serves.
   */
  readonly ready = new Gauge({
    name: 'app_ready',
    help: "1 while the app's readiness checks pass, else 0",
    registers: [this.registry],
  });

  constructor() {
    this.registry.setDefaultLabels({ service: 'gateway' });
    collectDefaultMetrics({ register: this.registry });
    this.ready.set(1);
  }

  /** Express middleware timing every request, static files included. */
  readonly middleware = (request: Request, response: Response, next: NextFunction): void => {
    const end = this.httpDuration.startTimer({ method: request.method });
    response.once('finish', () => end({ ...routeLabels(request), status: String(response.statusCode) }));
    next();
  };
}

/**
 * Labels from a small fixed set, never the raw path: the service and route-table prefix for proxied
 * calls, the Nest route for the gateway's own endpoints. (`service` is the app, as in every app.)
 */
export function routeLabels(request: Pick<Request, 'path'> & { route?: { path?: unknown } }): {
  upstream: string;
  route: string;
} {
  const routed = resolveRoute(request.path);
  if (routed) return { upstream: routed.service, route: routed.prefix };
  const own = typeof request.route?.path === 'string' ? request.route.path : undefined;
  if (own && !own.includes('*')) return { upstream: 'none', route: own };
  return { upstream: 'none', route: request.path.startsWith('/api') ? 'unmatched' : 'web' };
}
