import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainServer } from './graceful-shutdown';

function get(port: number, path: string): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ port, host: '127.0.0.1', path, agent: false }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

describe(drainServer.name, () => {
  let server: Server;
  const timers: NodeJS.Timeout[] = [];

  afterEach(() => {
    timers.splice(0).forEach(clearTimeout);
    server?.closeAllConnections();
  });

  /** A server answering after handlerDelayMs; `received` resolves once a request is being handled. */
  async function serving(handlerDelayMs: number): Promise<{ port: number; received: Promise<void> }> {
    let handling: () => void = () => undefined;
    const received = new Promise<void>((resolve) => (handling = resolve));
    server = createServer((_request, response) => {
      handling();
      timers.push(setTimeout(() => response.end('done'), handlerDelayMs));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, received };
  }

  it('answers the request in flight, refuses new connections, and resolves once idle', async () => {
    const { port, received } = await serving(300);
    const inFlight = get(port, '/slow');
    await received;

    const drained = drainServer(server, 5_000);

    await expect(get(port, '/late')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect((await inFlight).status).toBe(200);
    await drained;
    expect(server.listening).toBe(false);
  });

  it('cuts what is left after the limit', async () => {
    const { port, received } = await serving(60_000);
    const stuck = get(port, '/stuck').catch((error: NodeJS.ErrnoException) => error.code);
    await received;

    await drainServer(server, 200);

    expect(await stuck).toBe('ECONNRESET');
  });
});
