import { HOSTED_SERVICES } from '@p2p/scripts';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { WatchedProcess } from '../cpu';
import { freePort, freePortRange } from '../net';
import { BenchSecrets, writeStackSecrets } from '../secrets';
import type { BenchPostgres } from './bench-postgres';
import { platformEnv, Target } from './target';

const run = promisify(execFile);
const repoRoot = resolve(__dirname, '../../..');

/**
 * The distributed mode: `npm run stack` (each service and the gateway its own process, Kafka, Redis)
 * on the bench's PostgreSQL, in a stack folder and on ports of its own so it never meets a stack
 * someone else runs. Kafka is KAFKA_BROKERS when set, else a broker started here and stopped after.
 */
export async function startDistributed(postgres: BenchPostgres, secrets: BenchSecrets): Promise<Target> {
  const stackDir = mkdtempSync(join(tmpdir(), 'p2p-bench-stack-'));
  writeStackSecrets(join(stackDir, 'keys'), secrets);
  const kafka = process.env.KAFKA_BROKERS
    ? null
    : await startKafka().catch((error: Error) => {
        rmSync(stackDir, { recursive: true, force: true });
        throw error;
      });
  const port = await freePort();
  const env = {
    ...process.env,
    ...platformEnv(secrets, `http://localhost:${port}`),
    // The bench seeds demo data and plays matches with the football test controls, which production refuses.
    NODE_ENV: 'test',
    STACK_DIR: stackDir,
    PORT: String(port),
    STACK_SERVICE_PORT: String(await freePortRange(HOSTED_SERVICES.length)),
    STACK_REDIS_PORT: String(await freePort()),
    DATABASE_URL: postgres.url,
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? kafka!.brokers,
    // The apps' SCRAM passwords: those of the broker started here, or KAFKA_USERS_FILE's for a given one.
    ...(kafka ? { KAFKA_USERS_FILE: kafka.usersFile } : {}),
  };
  const stack = join(repoRoot, 'scripts/dist/stack.js');
  const stopAll = async () => {
    await run(process.execPath, [stack, 'stop'], { env }).catch((error) => console.error(String(error)));
    await kafka?.stop();
    rmSync(stackDir, { recursive: true, force: true });
  };
  try {
    await run(process.execPath, [stack, 'start'], { env, timeout: 600_000 });
  } catch (error) {
    const logs = join(stackDir, 'logs');
    const detail = existsSync(logs) ? ` (logs were in ${logs})` : '';
    await stopAll();
    throw new Error(`The stack did not start${detail}: ${(error as Error).message}`);
  }
  const state = JSON.parse(readFileSync(join(stackDir, 'stack.json'), 'utf8')) as {
    processes: Array<{ name: string; pid: number }>;
    redisPidFile?: string;
  };
  const processes: WatchedProcess[] = state.processes.map(({ name, pid }) => ({ name, pid }));
  if (state.redisPidFile && existsSync(state.redisPidFile))
    processes.push({ name: 'redis', pid: Number(readFileSync(state.redisPidFile, 'utf8')) });
  if (kafka) processes.push({ name: 'kafka', pid: kafka.pid });
  processes.push({ name: 'postgres', pid: postgres.pid, tree: true });
  return {
    mode: 'distributed',
    url: `http://127.0.0.1:${port}`,
    postgresUrl: postgres.url,
    databases: { auth: 'auth', betting: 'betting', wallet: 'wallet', football: 'football' },
    processes,
    secrets,
    description: `a process per service and the gateway, Kafka at ${env.KAFKA_BROKERS}${kafka ? ' (started by the bench)' : ''}, Redis`,
    stop: stopAll,
  };
}

async function startKafka(): Promise<{
  brokers: string;
  usersFile: string;
  pid: number;
  stop(): Promise<void>;
}> {
  const env = {
    ...process.env,
    KAFKA_HOME_DIR: join(repoRoot, '.cache/bench-kafka'),
    KAFKA_PORT: String(await freePort()),
    KAFKA_CONTROLLER_PORT: String(await freePort()),
    KAFKA_RESET: '1',
  };
  const script = join(repoRoot, 'scripts/kafka.sh');
  await run('bash', [script, 'start'], { env, timeout: 900_000 });
  return {
    brokers: `127.0.0.1:${env.KAFKA_PORT}`,
    usersFile: join(env.KAFKA_HOME_DIR, 'scram-users'),
    pid: Number(readFileSync(join(env.KAFKA_HOME_DIR, 'kafka.pid'), 'utf8')),
    stop: async () => {
      await run('bash', [script, 'stop'], { env }).catch((error) => console.error(String(error)));
    },
  };
}
