import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { cpuBetween, cpuSnapshot, CpuUse, trackProcess, WatchedProcess } from '../cpu';
import { CORES } from '../load/run-load';

const run = promisify(execFile);

export interface PgbenchResult {
  clients: number;
  seconds: number;
  tps: number;
  latencyMs: number;
  cpu: CpuUse;
}

export interface PgbenchOutput {
  tps: number;
  latencyMs: number;
}

/** pgbench's summary lines: "latency average = 4.2 ms", "tps = 1234.5 (without initial connection time)". */
export function parsePgbenchOutput(text: string): PgbenchOutput {
  const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(text);
  const latency = /^latency average = ([\d.]+) ms/m.exec(text);
  if (!tps || !latency) throw new Error(`Unexpected pgbench output:\n${text}`);
  return { tps: Number(tps[1]), latencyMs: Number(latency[1]) };
}

/** PGBENCH, else the newest Debian PostgreSQL's (scripts/provision.sh installs it), else none. */
export function findPgbench(): string | null {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(`${root}/${version}/bin/pgbench`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? `${root}/${versions[0]}/bin/pgbench` : null;
}

/**
 * The reference of the write scenarios: pgbench's simple-update transactions (-N: one UPDATE of an
 * account, a SELECT and an INSERT into history) on a database of its own on the platform's server.
 */
export class Pgbench {
  private constructor(
    private readonly binary: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  static async init(binary: string, serverUrl: string): Promise<Pgbench> {
    const url = new URL(serverUrl);
    const client = new Client({ connectionString: `${serverUrl}/postgres` });
    await client.connect();
    try {
      const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'pgbench'`);
      if (exists.rowCount === 0) await client.query('CREATE DATABASE pgbench');
    } finally {
      await client.end();
    }
    const env = {
      ...process.env,
      PGHOST: url.hostname,
      PGPORT: url.port,
      PGUSER: decodeURIComponent(url.username),
      PGPASSWORD: decodeURIComponent(url.password),
      PGDATABASE: 'pgbench',
    };
    await run(binary, ['-i', '-q', '-s', '1'], { env });
    return new Pgbench(binary, env);
  }

  /** A warm-up run, then the measured one, with the server's and pgbench's CPU over the latter. */
  async measure(
    options: { clients: number; warmupSeconds: number; seconds: number },
    watched: readonly WatchedProcess[],
  ): Promise<PgbenchResult> {
    const args = (seconds: number) => [
      '-N',
      '-n',
      '-c',
      String(options.clients),
      '-j',
      '2',
      '-T',
      String(seconds),
    ];
    if (options.warmupSeconds > 0) await run(this.binary, args(options.warmupSeconds), { env: this.env });
    const child = spawn(this.binary, args(options.seconds), {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const client = trackProcess(child.pid!);
    const start = cpuSnapshot(watched);
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    const end = cpuSnapshot(watched);
    if (code !== 0) throw new Error(`pgbench failed (${code}):\n${output}`);
    const cpu = cpuBetween(start, end, CORES());
    cpu.processes.pgbench = client.stop((end.at - start.at) / 1000);
    cpu.other = Math.max(0, Math.round((cpu.other - cpu.processes.pgbench) * 100) / 100);
    return { clients: options.clients, seconds: options.seconds, ...parsePgbenchOutput(output), cpu };
  }
}
