import { startLocalPostgres } from '@p2p/scripts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../net';
import { STATEMENT_SETTINGS } from '../statements';

export interface BenchPostgres {
  /** Server URL without a database. */
  url: string;
  port: number;
  /** The postmaster; its children are the backends. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL, configured as `npm start`'s (durable: fsync and synchronous commit on)
 * with two differences: room for pgbench's clients beside the services' pools, and commit
 * timestamps, from which the event-lag scenario reads when a transaction committed rather than
 * when it began. With `--statements`, pg_stat_statements too.
 */
export async function startBenchPostgres(options: { statements?: boolean } = {}): Promise<BenchPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'p2p-bench-pg-'));
  const port = await freePort();
  try {
    const postgres = await startLocalPostgres({
      dataDir: join(folder, 'data'),
      port,
      passwordFile: join(folder, 'password'),
      settings: {
        max_connections: 300,
        track_commit_timestamp: 'on',
        ...(options.statements ? STATEMENT_SETTINGS : {}),
      },
    });
    return {
      ...postgres,
      stop: async () => {
        await postgres.stop().catch(() => undefined);
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
