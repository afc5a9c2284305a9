import { Client } from 'pg';

/**
 * SQL statements run on the bench's PostgreSQL, by database, from pg_stat_statements (statements
 * run by triggers and functions included, BEGIN and COMMIT too): with `--statements`, how many a
 * match or an offer costs. The extension must be preloaded (startBenchPostgres does, when asked).
 */
export class StatementCounter {
  private constructor(private readonly serverUrl: string) {}

  static async install(serverUrl: string): Promise<StatementCounter> {
    await withClient(serverUrl, (client) =>
      client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'),
    );
    return new StatementCounter(serverUrl);
  }

  reset(): Promise<void> {
    return withClient(this.serverUrl, async (client) => {
      await client.query('SELECT pg_stat_statements_reset()');
    });
  }

  /**
   * Calls since the last reset, by database name (the counter's own queries left out), and the
   * statements called most, each with its database and the start of its text: the profile of where
   * an operation's statements go.
   */
  read(top = 15): Promise<StatementCounts> {
    return withClient(this.serverUrl, async (client) => {
      const { rows } = await client.query<{ datname: string; calls: string }>(
        `SELECT d.datname, sum(s.calls)::bigint AS calls
           FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
          WHERE d.datname <> 'postgres'
          GROUP BY d.datname`,
      );
      const { rows: most } = await client.query<{ datname: string; calls: string; query: string }>(
        `SELECT d.datname, s.calls::bigint AS calls, s.query
           FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
          WHERE d.datname <> 'postgres'
          ORDER BY s.calls DESC LIMIT $1`,
        [top],
      );
      return {
        byDatabase: Object.fromEntries(rows.map((row) => [row.datname, Number(row.calls)])),
        top: most.map((row) => ({
          database: row.datname,
          calls: Number(row.calls),
          query: row.query.replace(/\s+/g, ' ').trim().slice(0, 90),
        })),
      };
    });
  }
}

export interface StatementCounts {
  byDatabase: Record<string, number>;
  top: Array<{ database: string; calls: number; query: string }>;
}

/** Settings that load the extension and count nested statements (triggers) too. */
export const STATEMENT_SETTINGS = {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track': 'all',
} as const;

async function withClient<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
