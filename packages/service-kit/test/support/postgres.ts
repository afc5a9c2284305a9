import { Client } from 'pg';

/** Runs one query on the server's maintenance database, beside the service's own database. */
async function onServer<T>(databaseUrl: string, query: string, values: unknown[]): Promise<T[]> {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return (await client.query(query, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const databaseName = (url: string) => new URL(url).pathname.slice(1);

export async function databaseExists(url: string): Promise<boolean> {
  const rows = await onServer(url, 'SELECT 1 FROM pg_database WHERE datname = $1', [databaseName(url)]);
  return rows.length === 1;
}

/** Sessions other than ours still connected to the database. */
export async function openConnections(url: string): Promise<number> {
  const [row] = await onServer<{ n: number }>(
    url,
    'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [databaseName(url)],
  );
  return row.n;
}
