import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { Periodic } from '../scheduling/periodic';

/** How long requests in flight at SIGTERM may take before their connections are cut. */
export const DRAIN_LIMIT_MS = 10_000;
/** How often connections that have just become idle are closed while draining. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops the server taking work and lets the work it has finish: no new connection is accepted (a
 * client or balancer meets a refusal and goes to another replica), a request still arriving on a
 * kept-alive connection is answered with `Connection: close`, and each connection is closed as soon
 * as it is idle. Resolves when every connection has gone, or after `limitMs` (cutting what is left:
 * a live-push socket or a stuck request must not hold a rolling update for ever).
 */
export async function drainServer(server: Server, limitMs = DRAIN_LIMIT_MS): Promise<void> {
  server.on('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = new Periodic('IdleConnectionSweep', IDLE_SWEEP_MS, async () => server.closeIdleConnections());
  sweep.start();
  let limit: NodeJS.Timeout | undefined;
  const timedOut = new Promise<void>((resolve) => {
    limit = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, limitMs);
  });
  try {
    await Promise.race([closed, timedOut]);
  } finally {
    clearTimeout(limit);
    await sweep.stop();
  }
}

/**
 * SIGTERM and SIGINT for an app that owns its process (a service's or the gateway's `main.ts`):
 * drain the HTTP server first, then close the app. Nest's own shutdown hooks run the modules'
 * destroy hooks (consumers, the proxy's and the wallet client's connection pools) before they stop
 * the server, so requests still arriving during a rolling update failed with 502 and 503.
 */
export function stopGracefullyOnSignals(
  app: INestApplication,
  limitMs = DRAIN_LIMIT_MS,
  afterClose?: () => Promise<void> | undefined,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      try {
        await drainServer(app.getHttpServer() as Server, limitMs);
        await app.close();
        await afterClose?.();
        process.exit(0);
      } catch (error) {
        console.error(`Stopping on ${signal} failed: ${String(error)}`);
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
