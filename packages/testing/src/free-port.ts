import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768-60999): a port the OS hands out with listen(0) is one it also hands
// to outgoing connections as their local port, and a CI run saw `npm start` refused its gateway's port
// (EADDRINUSE) 40 s after a probe had found it free, taken meanwhile by a connection to the broker.
const LOWEST = 20_000;
const SPAN = 12_000;

/**
 * The first of `count` consecutive ports nothing listens on now, outside the range outgoing connections
 * draw from (a platform numbers its mailbox, and a stack its services, from one base port).
 */
export async function freePort(count = 1): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = LOWEST + Math.floor(Math.random() * (SPAN - count));
    const free = await Promise.all(Array.from({ length: count }, (_, index) => isFree(base + index)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`No ${count} consecutive free ports found between ${LOWEST} and ${LOWEST + SPAN}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });
}
