import { Client } from 'pg';

/** A service's database and the role that alone may use it. */
export interface ServiceDatabase {
  database: string;
  role: string;
  password: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** The role attributes a service's role must not have, and the words that take each away. */
const POWERS = {
  rolsuper: 'NOSUPERUSER',
  rolcreatedb: 'NOCREATEDB',
  rolcreaterole: 'NOCREATEROLE',
  rolreplication: 'NOREPLICATION',
  rolbypassrls: 'NOBYPASSRLS',
};

/** The database, role and password a service's URL names (`postgres://wallet:secret@host/wallet`). */
export function serviceDatabaseOf(url: string): ServiceDatabase {
  const parsed = new URL(url);
  return {
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    role: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

/** The URL a service connects with: the server of `serverUrl`, as its own role, on its own database. */
export function serviceDatabaseUrl(serverUrl: string, target: ServiceDatabase): string {
  const url = new URL(serverUrl);
  url.username = encodeURIComponent(target.role);
  url.password = encodeURIComponent(target.password);
  url.pathname = `/${target.database}`;
  return url.toString();
}

/**
 * Makes (or brings up to date) a service's role and database, connected as a superuser through
 * `adminUrl`: the role logs in with the given password and has no other power (no superuser,
 * CREATEDB, CREATEROLE, replication, RLS bypass, nor any role's membership, so none of the server
 * file roles); it owns its database and that database's public schema, so its migrations create
 * tables; no other role but a superuser may connect to the database. Idempotent: it runs at every
 * start, and on a database made before roles existed it hands the superuser's tables to the role.
 */
export async function provisionServiceDatabase(adminUrl: string, target: ServiceDatabase): Promise<void> {
  for (const name of [target.role, target.database])
    if (!IDENTIFIER.test(name)) throw new Error(`Unsupported role or database name: ${name}`);
  if (target.password.length < 16)
    throw new Error(`The password of the database role ${target.role} must have at least 16 characters`);
  await onDatabase(adminUrl, 'postgres', async (client) => {
    await provisionRole(client, target);
    await provisionDatabase(client, target);
  });
  await onDatabase(adminUrl, target.database, async (client) => {
    await client.query(`ALTER SCHEMA public OWNER TO ${target.role}`);
    await client.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
    await client.query(adoptObjects(target.role));
  });
}

/**
 * Provisions every service whose DATABASE_URL_<NAME> the environment holds, as POSTGRES_ADMIN_URL's
 * user; answers the services' names. Each URL must name the service's database and a role other than
 * the superuser.
 */
export async function provisionDatabasesFromEnv(env: Record<string, string | undefined>): Promise<string[]> {
  const adminUrl = env.POSTGRES_ADMIN_URL;
  if (!adminUrl) throw new Error('POSTGRES_ADMIN_URL is not set (a superuser URL of the server)');
  const urls = Object.entries(env).filter(([key, value]) => key.startsWith('DATABASE_URL_') && value);
  if (urls.length === 0) throw new Error('No DATABASE_URL_<SERVICE> is set: nothing to provision');
  const targets = urls.map(([variable, url]) => {
    const target = serviceDatabaseOf(url!);
    const service = variable.slice('DATABASE_URL_'.length).toLowerCase();
    if (target.database !== service)
      throw new Error(`${variable} must name the database ${service}, not ${target.database}`);
    if ([new URL(adminUrl).username, 'postgres'].includes(target.role))
      throw new Error(`${variable} must name the service's own role, not the superuser`);
    return { service, target };
  });
  for (const { target } of targets) await provisionServiceDatabase(adminUrl, target);
  return targets.map(({ service }) => service);
}

async function provisionRole(client: Client, { role, password }: ServiceDatabase): Promise<void> {
  const secret = client.escapeLiteral(password);
  const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (rowCount === 0) {
    // CREATE ROLE's defaults are no superuser, CREATEDB, CREATEROLE, replication nor RLS bypass.
    await client.query(`CREATE ROLE ${role} LOGIN PASSWORD ${secret}`).catch((error: { code?: string }) => {
      if (error.code !== '42710') throw error; // made by a provisioner racing this one
    });
  }
  await client.query(`ALTER ROLE ${role} LOGIN PASSWORD ${secret}`);
  // Only the powers it has are named: a managed server's admin, no true superuser, may not name the rest.
  const held = await client.query<Record<string, boolean>>(
    `SELECT ${Object.keys(POWERS).join(', ')} FROM pg_roles WHERE rolname = $1`,
    [role],
  );
  const taken = Object.entries(POWERS)
    .filter(([column]) => held.rows[0][column])
    .map(([, without]) => without);
  if (taken.length > 0) await client.query(`ALTER ROLE ${role} ${taken.join(' ')}`);
  // Whoever granted them, the role keeps no membership: pg_read_server_files and its kin read files.
  const { rows } = await client.query<{ granted: string; grantor: string }>(
    `SELECT granted.rolname AS granted, grantor.rolname AS grantor
       FROM pg_auth_members m
       JOIN pg_roles granted ON granted.oid = m.roleid
       JOIN pg_roles grantor ON grantor.oid = m.grantor
      WHERE m.member = (SELECT oid FROM pg_roles WHERE rolname = $1)`,
    [role],
  );
  for (const { granted, grantor } of rows)
    await client.query(
      `REVOKE ${client.escapeIdentifier(granted)} FROM ${role} GRANTED BY ${client.escapeIdentifier(grantor)}`,
    );
}

async function provisionDatabase(client: Client, { role, database }: ServiceDatabase): Promise<void> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (rowCount === 0) {
    await client.query(`CREATE DATABASE ${database} OWNER ${role}`).catch((error: { code?: string }) => {
      if (error.code !== '42P04' && error.code !== '23505') throw error; // made by a racing provisioner
    });
  }
  await client.query(`ALTER DATABASE ${database} OWNER TO ${role}`);
  // CONNECT and TEMPORARY are PUBLIC's by default: every other service's role could open it.
  await client.query(`REVOKE ALL ON DATABASE ${database} FROM PUBLIC`);
}

/**
 * Tables, views, sequences (but those a column owns: they follow their table), types and functions
 * of the public schema owned by anyone else, such as the superuser that ran the migrations before.
 */
function adoptObjects(role: string): string {
  return `DO $$
    DECLARE statement text;
    BEGIN
      FOR statement IN
        SELECT format('ALTER %s %s OWNER TO ${role}',
                      CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
                                     WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END,
                      c.oid::regclass)
          FROM pg_class c
         WHERE c.relnamespace = 'public'::regnamespace
           AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
           AND c.relowner <> '${role}'::regrole
           AND NOT EXISTS (SELECT 1 FROM pg_depend d
                            WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                              AND d.deptype IN ('a', 'i'))
        UNION ALL
        SELECT format('ALTER TYPE %s OWNER TO ${role}', t.oid::regtype)
          FROM pg_type t
         WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd')
           AND t.typowner <> '${role}'::regrole
        UNION ALL
        SELECT format('ALTER ROUTINE %s OWNER TO ${role}', p.oid::regprocedure)
          FROM pg_proc p
         WHERE p.pronamespace = 'public'::regnamespace AND p.proowner <> '${role}'::regrole
      LOOP
        EXECUTE statement;
      END LOOP;
    END $$`;
}

async function onDatabase(adminUrl: string, database: string, work: (client: Client) => Promise<void>) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
