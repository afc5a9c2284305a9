import { afterAll, describe, expect, it } from '@jest/globals';
import { ADULT_DATE_OF_BIRTH, freePort } from '@p2p/testing';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { kafkaBrokers } from '../support/kafka';

const repoRoot = resolve(__dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'p2p-restart-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm start` takes PORT for the gateway, PORT+1 for PostgreSQL and PORT+2, +3 for the dev mailbox. */
const embeddedPorts = () => freePort(4);

/** On a connection of its own: a kept-alive one from before a restart would meet a closed socket. */
function signIn(gateway: string, email: string, password: string): Promise<number> {
  return new Promise((resolveStatus, reject) => {
    const request = httpRequest(
      `${gateway}/api/auth/login`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        resolveStatus(response.statusCode ?? 0);
      },
    );
    request.once('error', reject);
    request.end(JSON.stringify({ email, password }));
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` as a user runs it, after the build: one process, until it is interrupted. */
async function startEmbedded(env: NodeJS.ProcessEnv): Promise<Run> {
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/dist/start-embedded.js')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let hasExited = false;
  const exited = new Promise<number | null>((resolveExit) =>
    child.once('exit', (code) => {
      hasExited = true;
      resolveExit(code);
    }),
  );
  // Polls until ready or exited: a poll left running after a failed start kept Jest from exiting (CI hung).
  const ready = await new Promise<boolean>((resolveReady) => {
    const check = () => {
      if (output.includes('Press Ctrl-C to stop.')) resolveReady(true);
      else if (hasExited) resolveReady(false);
      else setTimeout(check, 100);
    };
    check();
  });
  if (!ready) throw new Error(`npm start failed:\n${output}`);
  return { child, output: () => output, exited };
}

describe('a second npm start on the same data folder', () => {
  it('starts, keeps the data and signs the demo user in, and Ctrl-C stops it cleanly, every time', async () => {
    const dataDir = join(scratch, 'embedded', 'data');
    const port = await embeddedPorts();
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    const gateway = `http://127.0.0.1:${port}`;

    for (const attempt of ['first', 'second']) {
      const run = await startEmbedded(env);
      expect({ attempt, status: await signIn(gateway, 'alice@p2pbet.local', 'Alice123!') }).toEqual({
        attempt,
        status: 200,
      });

      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
      // The apps stop before PostgreSQL: no relay or consumer meets a server that has gone.
      expect(run.output()).not.toMatch(/Publish failed|terminating connection|"level":50/);
      expect(statSync(join(dataDir, 'postgres')).mode & 0o777).toBe(0o700);
    }
  });

  it('starts again after --reset', async () => {
    const dataDir = join(scratch, 'reset', 'data');
    const port = await embeddedPorts();
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    const first = await startEmbedded(env);
    first.child.kill('SIGINT');
    await first.exited;

    const child = spawn(process.execPath, [join(repoRoot, 'scripts/dist/start-embedded.js'), '--reset'], {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    try {
      const gateway = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 120_000;
      let status = 0;
      while (status !== 200 && Date.now() < deadline) {
        status = await signIn(gateway, 'alice@p2pbet.local', 'Alice123!').catch(() => 0);
        if (status !== 200) await new Promise((wait) => setTimeout(wait, 250));
      }
      expect(status).toBe(200);
    } finally {
      child.kill('SIGINT');
      await new Promise((resolveExit) => child.once('exit', resolveExit));
    }
  });

  it('names the cause in one line when the PostgreSQL port is taken', async () => {
    const pgPort = await freePort();
    const blocker = (await import('node:net')).createServer().listen(pgPort, '127.0.0.1');
    try {
      const run = spawn(process.execPath, [join(repoRoot, 'scripts/dist/start-embedded.js')], {
        env: {
          ...process.env,
          DATA_DIR: join(scratch, 'taken', 'data'),
          PORT: String(await embeddedPorts()),
          PG_PORT: String(pgPort),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      run.stderr!.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolveExit) => run.once('exit', resolveExit));

      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `Could not start the platform: PostgreSQL's port ${pgPort} is already in use. Stop what is using it or run with PG_PORT=<another port>.`,
      );
    } finally {
      blocker.close();
    }
  });
});

describe('the process stack stopped and started again on the same data', () => {
  it('keeps its PostgreSQL data and signs the same user in after the restart', async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      STACK_DIR: join(scratch, 'stack'),
      STACK_SERVICE_PORT: '18401',
      STACK_PG_PORT: String(await freePort()),
      STACK_REDIS_PORT: String(await freePort()),
      KAFKA_BROKERS: kafkaBrokers().join(','),
      LOG_LEVEL: 'warn',
    };
    const stack = (command: 'start' | 'stop') =>
      execFileSync(process.execPath, [join(repoRoot, 'scripts/dist/stack.js'), command], {
        env,
        stdio: 'inherit',
      });
    const gateway = `http://127.0.0.1:${port}`;
    const username = `restart_${randomBytes(4).toString('hex')}`;
    const email = `${username}@example.com`;

    stack('start');
    try {
      const registered = await fetch(`${gateway}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Restart Tester',
          username,
          email,
          password: 'Password123',
          phone: '+2348012345678',
          dateOfBirth: ADULT_DATE_OF_BIRTH,
        }),
      });
      expect(registered.status).toBe(201);
      expect(await signIn(gateway, email, 'Password123')).toBe(200);
    } finally {
      stack('stop');
    }

    stack('start');
    try {
      expect(await signIn(gateway, email, 'Password123')).toBe(200);
      expect(statSync(join(scratch, 'stack', 'postgres')).mode & 0o777).toBe(0o700);
    } finally {
      stack('stop');
    }
  }, 600_000);
});
