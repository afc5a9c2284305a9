import * as http from 'node:http';
import * as https from 'node:https';

/**
 * How long the platform's own clients (the gateway, betting's wallet calls) keep an idle
 * connection. A reused connection that the server is closing at that very moment fails with a
 * reset: so the client always gives up on an idle connection well before the server does, even
 * when a busy event loop fires its timers late.
 */
export const CLIENT_IDLE_SOCKET_MS = 15_000;
/** Above CLIENT_IDLE_SOCKET_MS by far more than any event-loop stall. */
export const SERVER_KEEP_ALIVE_MS = 65_000;

/** Applied to every app's server before it listens, in both runtime modes. */
export function configureKeepAlive(server: http.Server): void {
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  // Node requires the header timeout above the keep-alive one, or it may cut a reused connection.
  server.headersTimeout = SERVER_KEEP_ALIVE_MS + 1_000;
}

/** A keep-alive agent for calls between the platform's apps. */
export function keepAliveAgent(protocol: 'http:' | 'https:'): http.Agent {
  const options = { keepAlive: true, timeout: CLIENT_IDLE_SOCKET_MS };
  return protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

/**
 * A request that failed with a reset on a connection taken from the pool never reached a live
 * server (it had closed the connection): Node's own guidance is to send it once more.
 */
export function isStaleConnectionReset(request: http.ClientRequest, error: unknown): boolean {
  return request.reusedSocket && (error as { code?: unknown } | null)?.code === 'ECONNRESET';
}

/**
 * A reset while connecting: the server's listener closed with this connection still waiting to be
 * accepted (a replica shutting down), so nothing of the request was read and another replica may
 * take it. The rolling restart of the fault suite met it once as a 502.
 */
export function isResetWhileConnecting(error: unknown): boolean {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  return code === 'ECONNRESET' && syscall === 'connect';
}
