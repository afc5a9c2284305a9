import { Client } from 'pg';

/** Creates the service's database on first start; several replicas may race, which is fine. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04' && error.code !== '23505') throw error; // created by a racing replica
      });
    }
  } finally {
    await client.end();
  }
}
