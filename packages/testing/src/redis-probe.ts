import { connect as connectTcp, Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

/** The suites that need a real Redis, as the skip notice names them. */
const SUITES = 'the Redis adapter suites (football read cache, gateway rate limits, live-push fan-out)';

/**
 * Keeps REDIS_URL for the run only when a Redis answers PING there, so a suite that needs Redis runs
 * whenever one is reachable and is skipped, with one line saying so, when none is. Apps started by the
 * tests read the same variable: without a reachable Redis they use their in-memory adapters. In CI the
 * scripts start the Redis they name, so one that does not answer fails the run instead.
 */
export async function settleRedisUrl(timeoutMs = 2_000): Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) {
    console.log(
      `\nRedis: REDIS_URL is not set, so ${SUITES} are skipped; to run them: REDIS_URL=redis://127.0.0.1:6379 npm test`,
    );
    return;
  }
  const problem = await pingWithin(url, timeoutMs);
  if (problem === null) return;
  if (process.env.CI) throw new Error(`Redis: no PONG from ${redacted(url)} (${problem})`);
  delete process.env.REDIS_URL;
  console.log(
    `\nRedis: no PONG from ${redacted(url)} (${problem}), so ${SUITES} are skipped; start a Redis there or point REDIS_URL at one`,
  );
}

/** Tries again while the server refuses: a Redis started just before the run may not listen yet. */
async function pingWithin(url: string, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problem = await ping(url, Math.max(deadline - Date.now(), 100));
    if (problem === null || !problem.includes('ECONNREFUSED') || Date.now() >= deadline) return problem;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** null when the server answered PONG (after AUTH, if the URL carries credentials), else why not. */
function ping(url: string, timeoutMs: number): Promise<string | null> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve('not a URL');
  }
  const host = target.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = Number(target.port || 6379);
  const password = decodeURIComponent(target.password);
  const username = decodeURIComponent(target.username);
  const commands = [
    ...(password ? [username ? ['AUTH', username, password] : ['AUTH', password]] : []),
    ['PING'],
  ];

  return new Promise((resolve) => {
    const socket: Socket =
      target.protocol === 'rediss:'
        ? connectTls({ host, port, servername: host })
        : connectTcp({ host, port });
    let answer = '';
    const done = (problem: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(problem);
    };
    const timer = setTimeout(() => done(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.once('error', (error) => done(error.message));
    socket.once(target.protocol === 'rediss:' ? 'secureConnect' : 'connect', () =>
      socket.write(commands.map(encode).join('')),
    );
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      const lines = answer.split('\r\n').filter(Boolean);
      const error = lines.find((line) => line.startsWith('-'));
      if (error) done(error.slice(1));
      else if (lines.length >= commands.length)
        done(lines.at(-1) === '+PONG' ? null : `answered ${lines.at(-1)}`);
    });
  });
}

function encode(command: string[]): string {
  return `*${command.length}\r\n${command.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')}`;
}

function redacted(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
