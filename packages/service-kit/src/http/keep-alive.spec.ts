import { describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { isResetWhileConnecting } from './keep-alive';

/** The error of one POST to a server that resets each connection as `onConnection` decides. */
async function resetBy(onConnection: (socket: net.Socket) => void): Promise<NodeJS.ErrnoException> {
  const server = net.createServer(onConnection);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  try {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/' });
    request.end('{"take":true}');
    const [error] = (await once(request, 'error')) as [NodeJS.ErrnoException];
    return error;
  } finally {
    server.close();
  }
}

describe('isResetWhileConnecting', () => {
  it('is true for a reset before the client could send anything', async () => {
    const error = await resetBy((socket) => socket.resetAndDestroy());

    expect(error.code).toBe('ECONNRESET');
    expect(isResetWhileConnecting(error)).toBe(true);
  });

  it('is false for a reset after the server read the request: it may have acted on it', async () => {
    const error = await resetBy((socket) => socket.once('data', () => socket.resetAndDestroy()));

    expect(error.code).toBe('ECONNRESET');
    expect(isResetWhileConnecting(error)).toBe(false);
  });

  it('is false for anything else', () => {
    expect(
      isResetWhileConnecting(
        Object.assign(new Error('refused'), { code: 'ECONNREFUSED', syscall: 'connect' }),
      ),
    ).toBe(false);
    expect(isResetWhileConnecting(null)).toBe(false);
  });
});
