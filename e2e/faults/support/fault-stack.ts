import { freePort } from '@p2p/testing';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { KafkaCredentials } from '@p2p/messaging';
import { readKafkaUsers } from '../../../scripts/src/kafka-users';
import { startLoadBalancer, LoadBalancer } from './load-balancer';

const run = promisify(execFile);
export const repoRoot = resolve(__dirname, '../../..');
export const faultsDir = join(repoRoot, '.cache/faults');

export interface StackProcess {
  name: string;
  replica: number;
  port: number;
  pid: number;
}

/** The distributed stack the suite breaks: its own folder, ports, broker and PostgreSQL, behind a balancer. */
export interface FaultStack {
  url: string;
  stackDir: string;
  kafkaBrokers: string;
  /** The broker's superuser, for the suite's own look at the dead letters. */
  kafkaAdmin: KafkaCredentials;
  postgresUrl: string;
  admin: { email: string; password: string };
  balancer: LoadBalancer;
  processes(): StackProcess[];
  kafka(command: 'start' | 'stop'): Promise<void>;
  restartPostgres(): Promise<void>;
  /** Every app's readiness and the broker: true when all answer 200. */
  /** The apps whose readiness is not 200 yet, each with its answer (empty when all are ready). */
  notReady(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startFaultStack(replicas: string): Promise<FaultStack> {
  const stackDir = join(faultsDir, 'stack');
  rmSync(stackDir, { recursive: true, force: true });
  mkdirSync(stackDir, { recursive: true });
  const kafkaEnv = {
    ...process.env,
    KAFKA_HOME_DIR: join(faultsDir, 'kafka'),
    KAFKA_PORT: String(await freePort()),
    KAFKA_CONTROLLER_PORT: String(await freePort()),
  };
  const kafkaScript = join(repoRoot, 'scripts/kafka.sh');
  const kafka = async (command: 'start' | 'stop') => {
    await run('bash', [kafkaScript, command], { env: kafkaEnv, timeout: 600_000 });
  };
  await run('bash', [kafkaScript, 'start'], { env: { ...kafkaEnv, KAFKA_RESET: '1' }, timeout: 900_000 });
  const kafkaBrokers = `127.0.0.1:${kafkaEnv.KAFKA_PORT}`;
  const kafkaUsersFile = join(kafkaEnv.KAFKA_HOME_DIR, 'scram-users');

  const gatewayPort = await freePort();
  // A PostgreSQL and a Redis of the stack's own, whatever the caller's environment names (test-all.sh
  // exports its Redis): the suite restarts the database and must touch no one else's.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const env = {
    ...inherited,
    STACK_DIR: stackDir,
    PORT: String(gatewayPort),
    STACK_SERVICE_PORT: String(await freePort(20)),
    STACK_PG_PORT: String(await freePort()),
    STACK_REDIS_PORT: String(await freePort()),
    STACK_REPLICAS: replicas,
    KAFKA_BROKERS: kafkaBrokers,
    KAFKA_USERS_FILE: kafkaUsersFile,
    // The football test controls finish matches (settlement); production refuses them.
    NODE_ENV: 'test',
    FOOTBALL_TEST_CONTROLS: 'true',
    LOG_LEVEL: 'warn',
    // The load comes from one address: the gateway's limits would measure themselves.
    RATE_LIMIT_PER_MINUTE_IP: '1000000',
    RATE_LIMIT_PER_MINUTE_USER: '1000000',
    RATE_LIMIT_AUTH_PER_MINUTE_IP: '1000000',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    // Some twenty processes share two cores here, and a replica starting (or consumers catching up
    // after the database restart just before) can keep a hold waiting past the production 3 s: a CI
    // run saw two takes answer 503 in the rolling restart that way. The suite tests that faults lose
    // no money and that a restart drops no request, not the timeout, which the wallet client's own
    // tests cover; it stays under the gateway's 10 s, so a take still answers in betting's words.
    WALLET_TIMEOUT_MS: '8000',
  };
  const stackScript = join(repoRoot, 'scripts/dist/stack.js');
  const stopAll = async () => {
    await run(process.execPath, [stackScript, 'stop'], { env, timeout: 300_000 }).catch((error: Error) =>
      console.error(`stack stop: ${error.message}`),
    );
    await kafka('stop').catch((error: Error) => console.error(`kafka stop: ${error.message}`));
  };
  try {
    await run(process.execPath, [stackScript, 'start'], { env, timeout: 900_000 });
  } catch (error) {
    await stopAll();
    throw new Error(
      `The stack did not start (logs in ${join(stackDir, 'logs')}): ${(error as Error).message}`,
    );
  }

  const password = readFileSync(join(stackDir, 'keys/postgres-password'), 'utf8').trim();
  const postgresUrl = `postgres://postgres:${password}@127.0.0.1:${env.STACK_PG_PORT}`;
  const processes = (): StackProcess[] => {
    const state = JSON.parse(readFileSync(join(stackDir, 'stack.json'), 'utf8')) as {
      processes: Array<{ name: string; pid: number; replica?: number; port?: number }>;
    };
    return state.processes
      .filter((entry) => entry.name !== 'supervisor')
      .map((entry) => ({
        name: entry.name,
        pid: entry.pid,
        replica: entry.replica ?? 0,
        port: entry.port ?? 0,
      }));
  };
  const admin = { email: 'faults-admin@example.com', password: 'Faults-Admin-9' };
  const secrets = join(stackDir, 'keys');
  // As auth itself connects: its own role, whose password the stack keeps beside the superuser's.
  const authPassword = readFileSync(join(secrets, 'postgres-auth-password'), 'utf8').trim();
  const authDatabaseUrl = `postgres://auth:${authPassword}@127.0.0.1:${env.STACK_PG_PORT}/auth`;
  await run(
    process.execPath,
    [
      join(repoRoot, 'services/auth/dist/cli/create-admin.js'),
      '--email',
      admin.email,
      '--username',
      'faults_admin',
      '--name',
      'Faults Admin',
      '--password',
      admin.password,
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL_AUTH: authDatabaseUrl,
        JWT_PRIVATE_KEY: readFileSync(join(secrets, 'jwt-private.pem'), 'utf8'),
        JWT_PUBLIC_KEY: readFileSync(join(secrets, 'jwt-public.pem'), 'utf8'),
        INTERNAL_API_TOKEN: readFileSync(join(secrets, 'internal-token'), 'utf8').trim(),
        TWO_FACTOR_SECRET_KEY: readFileSync(join(secrets, 'two-factor-secret-key'), 'utf8').trim(),
        LOG_LEVEL: 'warn',
      },
    },
  );
  const balancer = await startLoadBalancer(await freePort(), () =>
    processes()
      .filter((entry) => entry.name === 'gateway')
      .map((entry) => entry.port),
  );
  const readyUrl = (entry: StackProcess) =>
    `http://127.0.0.1:${entry.port}${entry.name === 'gateway' ? '/api/health' : '/health/ready'}`;
  return {
    url: balancer.url,
    stackDir,
    kafkaBrokers,
    kafkaAdmin: { username: 'kafka-admin', password: readKafkaUsers(kafkaUsersFile).get('kafka-admin')! },
    postgresUrl,
    admin,
    balancer,
    processes,
    kafka,
    restartPostgres: () => restartPostgres(join(stackDir, 'postgres')),
    notReady: async () => {
      const answers = await Promise.all(
        processes().map((entry) =>
          fetch(readyUrl(entry), { signal: AbortSignal.timeout(2_000) })
            .then(async (response) =>
              response.ok
                ? null
                : `${entry.name}#${entry.replica} ${response.status} ${await response.text()}`,
            )
            .catch((error: unknown) => `${entry.name}#${entry.replica} ${String(error)}`),
        ),
      );
      return answers.length > 0 ? answers.filter((answer) => answer !== null) : ['no process listed'];
    },
    stop: async () => {
      await balancer.close();
      await stopAll();
    },
  };
}

/**
 * pg_ctl restart -m fast on the stack's data folder, as the server's own user, through the built
 * scripts (see local-postgres.ts): in a child process, as the binaries' package is an ES module that
 * Jest's CommonJS runtime cannot load.
 */
async function restartPostgres(dataDir: string): Promise<void> {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) throw new Error(`No PostgreSQL runs on ${dataDir}`);
  const script = `
    const { postgresBinaries, postgresRunAs, runPostgresBinary } = require(${JSON.stringify(join(repoRoot, 'scripts/dist/postgres-binaries.js'))});
    const [dataDir, logFile] = process.argv.slice(1);
    postgresRunAs()
      .then((runAs) => runPostgresBinary(postgresBinaries().pg_ctl,
        ['restart', '-D', dataDir, '-m', 'fast', '-w', '-t', '120', '-l', logFile], runAs))
      .catch((error) => { console.error(error.message); process.exit(1); });`;
  // With its log file: without one the server would keep pg_ctl's output pipe, and this call, open.
  await run(process.execPath, ['-e', script, dataDir, join(dataDir, 'server.log')], { timeout: 180_000 });
}
