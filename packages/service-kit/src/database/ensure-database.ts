import { Client } from 'pg';

/**
 * Creates the service's database on first start when its user may (tests and a superuser URL); a
 * deployment's role cannot, so its database is provisioned beforehand (provisionServiceDatabase) and
 * this only finds it. Several replicas may race, which is fine.
 */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  if (await exists(url)) return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
      if (error.code !== '42P04' && error.code !== '23505') throw error; // created by a racing replica
    });
  } finally {
    await client.end();
  }
}

/** Whether the database is there to connect to: a role without CONNECT elsewhere asks only its own. */
async function exists(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '3D000') return false; // invalid_catalog_name
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
