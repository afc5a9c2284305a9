import type { IncomingMessage } from 'node:http';

/**
 * The client's address as the gateway saw it (after its own `TRUST_PROXY` rule), sent to the
 * services on every proxied request. The gateway replaces any value a client sends.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * Who is calling, for per-address limits. Only requests that passed the gateway check (every public
 * route of a service, see `GatewayOnlyGuard`) reach a handler, so the gateway's header can be
 * trusted there; a request without it is the socket's peer (a test, an internal call).
 */
export function clientAddress(request: IncomingMessage): string {
  const given = request.headers[CLIENT_ADDRESS_HEADER];
  if (typeof given === 'string' && given.length > 0 && given.length <= 64) return given;
  return request.socket.remoteAddress ?? 'unknown';
}
