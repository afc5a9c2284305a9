import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  databaseUrlVariable,
  provisionDatabasesFromEnv,
  provisionServiceDatabase,
  ServiceDatabase,
  serviceDatabaseUrl,
} from '@p2p/service-kit';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { sampleEnv, startSampleApp } from './support/sample-app';

const serverUrl = () => process.env.TEST_PG_URL!;

/** A service's database and role on the run's server, named apart from every other test's. */
function serviceDatabase(service: string): ServiceDatabase {
  const name = `${service}_${randomBytes(4).toString('hex')}`;
  return { database: name, role: name, password: randomBytes(18).toString('base64url') };
}

async function connect(target: ServiceDatabase, database = target.database): Promise<Client> {
  const client = new Client({ connectionString: serviceDatabaseUrl(serverUrl(), { ...target, database }) });
  await client.connect();
  return client;
}

/** Runs statements as the superuser on one database, as a mistaken operator or an older version did. */
async function asSuperuser(database: string, ...statements: string[]): Promise<void> {
  const client = new Client({ connectionString: `${serverUrl()}/${database}` });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const sqlState = (work: Promise<unknown>) =>
  work.then(
    () => 'succeeded',
    (error: { code?: string }) => error.code,
  );

describe(provisionServiceDatabase.name, () => {
  const wallet = serviceDatabase('wallet');
  const betting = serviceDatabase('betting');
  let walletClient: Client;

  beforeAll(async () => {
    await provisionServiceDatabase(serverUrl(), wallet);
    await provisionServiceDatabase(serverUrl(), betting);
    const bettingClient = await connect(betting);
    await bettingClient.query(`CREATE TABLE bets (id int PRIMARY KEY, stake_cents bigint NOT NULL)`);
    await bettingClient.query(`INSERT INTO bets VALUES (1, 500)`);
    await bettingClient.end();
    walletClient = await connect(wallet);
  });

  afterAll(async () => {
    await walletClient?.end();
  });

  it("refuses the wallet's role a connection to betting's database", async () => {
    const connecting = connect(wallet, betting.database);

    await expect(connecting).rejects.toMatchObject({ code: '42501' });
    await expect(connecting).rejects.toThrow(/permission denied for database/);
  });

  it("refuses the wallet's role betting's tables even where it could connect", async () => {
    await asSuperuser('postgres', `GRANT CONNECT ON DATABASE ${betting.database} TO ${wallet.role}`);
    const intruder = await connect(wallet, betting.database);
    try {
      expect(await sqlState(intruder.query('SELECT * FROM public.bets'))).toBe('42501');
      expect(await sqlState(intruder.query('CREATE TABLE public.planted (id int)'))).toBe('42501');
    } finally {
      await intruder.end();
      await asSuperuser('postgres', `REVOKE CONNECT ON DATABASE ${betting.database} FROM ${wallet.role}`);
    }
  });

  it('gives the role no superuser, CREATEROLE, CREATEDB, replication or any membership', async () => {
    const { rows } = await walletClient.query(
      `SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls,
              (SELECT count(*)::int FROM pg_auth_members WHERE member = r.oid) AS memberships
         FROM pg_roles r WHERE rolname = current_user`,
    );

    expect(rows).toEqual([
      {
        rolsuper: false,
        rolcreaterole: false,
        rolcreatedb: false,
        rolreplication: false,
        rolbypassrls: false,
        memberships: 0,
      },
    ]);
    expect(await sqlState(walletClient.query('CREATE ROLE planted LOGIN'))).toBe('42501');
    expect(await sqlState(walletClient.query('CREATE DATABASE planted'))).toBe('42501');
  });

  it("refuses the role the server's files and programs", async () => {
    await walletClient.query('CREATE TABLE IF NOT EXISTS scratch (line text)');

    expect(await sqlState(walletClient.query(`SELECT pg_read_file('/etc/passwd')`))).toBe('42501');
    expect(await sqlState(walletClient.query(`COPY scratch FROM '/etc/passwd'`))).toBe('42501');
    expect(await sqlState(walletClient.query(`COPY scratch FROM PROGRAM 'id'`))).toBe('42501');
    expect(await sqlState(walletClient.query(`COPY scratch TO '/tmp/planted'`))).toBe('42501');
  });

  it('lets the service run its migrations and serve as its own role', async () => {
    const sample = serviceDatabase('sample');
    await provisionServiceDatabase(serverUrl(), sample);
    const env = sampleEnv({ [databaseUrlVariable('sample')]: serviceDatabaseUrl(serverUrl(), sample) });

    const app = await startSampleApp(env);
    try {
      const [owner] = await app.app
        .get(DataSource)
        .query(`SELECT current_user AS role, tableowner FROM pg_tables WHERE tablename = 'notes'`);

      expect(owner).toEqual({ role: sample.role, tableowner: sample.role });
    } finally {
      await app.close();
    }
  });

  it('takes away powers and memberships granted before, such as reading server files', async () => {
    const admin = serviceDatabase('admin');
    await provisionServiceDatabase(serverUrl(), admin);
    await asSuperuser(
      'postgres',
      `ALTER ROLE ${admin.role} SUPERUSER CREATEDB CREATEROLE`,
      `GRANT pg_read_server_files, pg_execute_server_program TO ${admin.role}`,
    );

    await provisionServiceDatabase(serverUrl(), admin);

    const client = await connect(admin);
    try {
      expect(await sqlState(client.query(`SELECT pg_read_file('/etc/passwd')`))).toBe('42501');
      expect(await sqlState(client.query('CREATE ROLE planted_by_admin'))).toBe('42501');
    } finally {
      await client.end();
    }
  });

  it('hands the role the tables, sequences, types and functions the superuser made before', async () => {
    const legacy = serviceDatabase('auth');
    await asSuperuser('postgres', `CREATE DATABASE ${legacy.database}`);
    await asSuperuser(
      legacy.database,
      `CREATE TYPE user_role AS ENUM ('user', 'admin')`,
      `CREATE TABLE users (id serial PRIMARY KEY, role user_role NOT NULL)`,
      `CREATE FUNCTION no_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`,
      `CREATE VIEW admins AS SELECT id FROM users WHERE role = 'admin'`,
    );

    await provisionServiceDatabase(serverUrl(), legacy);

    const client = await connect(legacy);
    try {
      await client.query(`INSERT INTO users (role) VALUES ('admin')`);
      await client.query(`ALTER TYPE user_role ADD VALUE 'support'`);
      await client.query(
        `CREATE TRIGGER keep BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION no_delete()`,
      );
      await client.query(`CREATE OR REPLACE VIEW admins AS SELECT id, role FROM users WHERE role = 'admin'`);
      expect((await client.query('SELECT count(*)::int AS n FROM admins')).rows).toEqual([{ n: 1 }]);
    } finally {
      await client.end();
    }
  });

  it("provisions every service of the environment from the services' own URLs", async () => {
    const notifications = serviceDatabase('notifications');
    // DATABASE_URL_NOTIFICATIONS_<hex>: the variable names the database, as for every service.
    const env = {
      POSTGRES_ADMIN_URL: `${serverUrl()}/postgres`,
      [databaseUrlVariable(notifications.database)]: serviceDatabaseUrl(serverUrl(), notifications),
    };

    await expect(provisionDatabasesFromEnv(env)).resolves.toEqual([notifications.database]);

    const client = await connect(notifications);
    await client.end();
  });

  it('refuses to provision a service that would connect as the superuser', async () => {
    const env = {
      POSTGRES_ADMIN_URL: `${serverUrl()}/postgres`,
      DATABASE_URL_WALLET: `${serverUrl()}/wallet`,
    };

    await expect(provisionDatabasesFromEnv(env)).rejects.toThrow(/own role, not the superuser/);
  });

  it('refuses a role or database name that is not a plain identifier', async () => {
    const target = { ...serviceDatabase('wallet'), role: 'wallet; DROP ROLE postgres' };

    await expect(provisionServiceDatabase(serverUrl(), target)).rejects.toThrow(/Unsupported role/);
  });
});
