import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

function serverUrl(): string {
  const url = process.env.TEST_PG_URL;
  if (!url)
    throw new Error(
      'TEST_PG_URL is not set: run the tests through Jest (its global setup starts PostgreSQL)',
    );
  return url;
}

/** A fresh, empty database name on the run's PostgreSQL; returns its URL. */
export function testDatabaseUrl(prefix: string): string {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  return `${serverUrl()}/${name}`;
}

/** Creates the database now (for tests that use a DataSource without the service kit). */
export async function createTestDatabase(prefix: string): Promise<string> {
  const url = testDatabaseUrl(prefix);
  const client = new Client({ connectionString: `${serverUrl()}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${new URL(url).pathname.slice(1)}`);
  } finally {
    await client.end();
  }
  return url;
}
