import { CLIENT_ADDRESS_HEADER, INTERNAL_TOKEN_HEADER } from '@p2p/service-kit';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** Headers of one connection, never of the message: RFC 9110 §7.6.1, plus framing Node redoes itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders, drop: ReadonlySet<string> = new Set()): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.includes(name) || drop.has(name)) continue;
    kept[name] = value;
  }
  return kept;
}

export interface ForwardingContext {
  /** The client's address as the socket sees it, appended to X-Forwarded-For. */
  remoteAddress: string | undefined;
  /** The client's address under TRUST_PROXY (Express's `req.ip`): what the rate limits count. */
  clientAddress: string;
  /** The shared token: a service answers its public routes only to requests that carry it. */
  internalToken: string;
  /** Whether the client reached the gateway over TLS (directly or through a trusted proxy). */
  secure: boolean;
  requestId: string;
  /** host[:port] of the service, for the Host header. */
  upstreamHost: string;
}

/**
 * The client's headers for the service: end-to-end ones, the request id, the X-Forwarded-* chain
 * (for the services' logs only: nothing trusts it), and the gateway's own two, which replace
 * whatever a client sent under those names: the internal token and the client's address.
 */
export function upstreamRequestHeaders(
  headers: IncomingHttpHeaders,
  context: ForwardingContext,
): OutgoingHttpHeaders {
  const forwarded = endToEnd(headers, new Set(['host']));
  const chain = [headers['x-forwarded-for'], context.remoteAddress].filter(Boolean).join(', ');
  return {
    ...forwarded,
    host: context.upstreamHost,
    'x-request-id': context.requestId,
    ...(chain ? { 'x-forwarded-for': chain } : {}),
    'x-forwarded-host': headers['x-forwarded-host'] ?? headers.host ?? '',
    'x-forwarded-proto': context.secure ? 'https' : 'http',
    [INTERNAL_TOKEN_HEADER]: context.internalToken,
    [CLIENT_ADDRESS_HEADER]: context.clientAddress,
  };
}

/**
 * The service's headers for the client, unchanged but for hop-by-hop ones and X-Powered-By (which
 * helmet already removes from the gateway's own answers); and `Cache-Control: no-store` on the
 * answer to a request that carried credentials (a bearer token or a cookie), whatever the service
 * said: one user's answer must never be kept by a shared cache or the browser's disk cache.
 */
export function clientResponseHeaders(
  headers: IncomingHttpHeaders,
  request: IncomingHttpHeaders,
): OutgoingHttpHeaders {
  const answer = endToEnd(headers, new Set(['x-powered-by']));
  const credentialed = request.authorization !== undefined || request.cookie !== undefined;
  return credentialed ? { ...answer, 'cache-control': 'no-store' } : answer;
}
