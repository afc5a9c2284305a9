import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startLocalPostgres, stopLocalPostgres } from './local-postgres';
import { localSecrets } from './local-secrets';
import { HOSTED_SERVICES } from './services';

/**
 * `npm run stack`: the distributed mode on one machine. Kafka from scripts/kafka.sh, PostgreSQL from
 * DATABASE_URL (or one started here), Redis from REDIS_URL (or one started here), and the gateway
 * and each service as separate processes, the same binaries the containers run.
 */
const repoRoot = resolve(__dirname, '../..');
const stateDir = resolve(process.env.STACK_DIR ?? join(repoRoot, '.cache/stack'));
const stateFile = join(stateDir, 'stack.json');
const gatewayPort = Number(process.env.PORT ?? 8080);
const firstServicePort = Number(process.env.STACK_SERVICE_PORT ?? 4001);

interface StackState {
  processes: Array<{ name: string; pid: number }>;
  startedKafka: boolean;
  /** The data folder of the PostgreSQL this stack started, when DATABASE_URL was not given. */
  postgresDataDir?: string;
  redisPidFile?: string;
  url: string;
}

async function start(): Promise<void> {
  if (existsSync(stateFile))
    throw new Error(`A stack is already running (${stateFile}); run npm run stack:stop first`);
  mkdirSync(join(stateDir, 'logs'), { recursive: true });
  const state: StackState = { processes: [], startedKafka: false, url: `http://localhost:${gatewayPort}` };
  const save = () => writeFileSync(stateFile, JSON.stringify(state, null, 2));
  try {
    const brokers = process.env.KAFKA_BROKERS ?? startKafka(state);
    save();
    const postgresUrl = process.env.DATABASE_URL ?? (await startPostgres(state));
    save();
    const redisUrl = process.env.REDIS_URL ?? startRedis(state);
    save();
    const secrets = localSecrets(join(stateDir, 'keys'));
    const common = {
      ...process.env,
      // Production unless told otherwise: the demo and test switches are refused there (the bench and the
      // fault suite run theirs with NODE_ENV=test, for the football test controls).
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      KAFKA_BROKERS: brokers,
      REDIS_URL: redisUrl,
      JWT_PUBLIC_KEY: secrets.jwtPublicKey,
      INTERNAL_API_TOKEN: secrets.internalToken,
      PUBLIC_URL: state.url,
    };
    const serviceUrls: Record<string, string> = {};
    HOSTED_SERVICES.forEach((service, index) => {
      serviceUrls[`SERVICE_URL_${service.name.toUpperCase()}`] =
        `http://127.0.0.1:${firstServicePort + index}`;
    });
    for (const [index, service] of HOSTED_SERVICES.entries()) {
      const env = {
        ...common,
        ...serviceUrls,
        PORT: String(firstServicePort + index),
        HOST: '127.0.0.1',
        [`DATABASE_URL_${service.name.toUpperCase()}`]: `${postgresUrl}/${service.name}`,
        ...(service.name === 'auth' ? { JWT_PRIVATE_KEY: secrets.jwtPrivateKey } : {}),
      };
      spawnDetached(state, service.name, join(repoRoot, `services/${service.name}/dist/main.js`), env);
      save();
      await waitForHttp(
        `${serviceUrls[`SERVICE_URL_${service.name.toUpperCase()}`]}/health/ready`,
        service.name,
      );
    }
    spawnDetached(state, 'gateway', join(repoRoot, 'gateway/dist/main.js'), {
      ...common,
      ...serviceUrls,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
    });
    save();
    await waitForHttp(`${state.url}/api/health`, 'gateway');
    console.log(
      `Stack running at ${state.url} (logs in ${join(stateDir, 'logs')}); npm run stack:stop stops it.`,
    );
  } catch (error) {
    save();
    console.error(`Stack failed to start: ${error instanceof Error ? error.message : String(error)}`);
    await stop();
    process.exit(1);
  }
}

async function stop(): Promise<void> {
  if (!existsSync(stateFile)) {
    console.log('No stack is running.');
    return;
  }
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as StackState;
  for (const { name, pid } of [...state.processes].reverse()) {
    if (await terminate(pid)) console.log(`stopped ${name}`);
  }
  if (state.postgresDataDir) {
    await stopLocalPostgres(state.postgresDataDir);
    console.log('stopped postgres');
  }
  if (state.redisPidFile && existsSync(state.redisPidFile)) {
    await terminate(Number(readFileSync(state.redisPidFile, 'utf8')));
    console.log('stopped redis');
  }
  if (state.startedKafka)
    execFileSync('bash', [join(repoRoot, 'scripts/kafka.sh'), 'stop'], { stdio: 'inherit' });
  rmSync(stateFile, { force: true });
}

function startKafka(state: StackState): string {
  execFileSync('bash', [join(repoRoot, 'scripts/kafka.sh'), 'start'], { stdio: 'inherit' });
  state.startedKafka = true;
  return `127.0.0.1:${process.env.KAFKA_PORT ?? 9092}`;
}

async function startPostgres(state: StackState): Promise<string> {
  const dataDir = join(stateDir, 'postgres');
  state.postgresDataDir = dataDir;
  const postgres = await startLocalPostgres({
    dataDir,
    port: Number(process.env.STACK_PG_PORT ?? 5499),
    portVariable: 'STACK_PG_PORT',
    passwordFile: join(stateDir, 'keys', 'postgres-password'),
  });
  return postgres.url;
}

function startRedis(state: StackState): string {
  const port = Number(process.env.STACK_REDIS_PORT ?? 6399);
  const pidFile = join(stateDir, 'redis.pid');
  execFileSync('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--daemonize',
    'yes',
    '--save',
    '',
    '--appendonly',
    'no',
    '--pidfile',
    pidFile,
    '--logfile',
    join(stateDir, 'logs/redis.log'),
  ]);
  state.redisPidFile = pidFile;
  return `redis://127.0.0.1:${port}`;
}

function spawnDetached(
  state: StackState,
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): void {
  if (!existsSync(script)) throw new Error(`${script} is missing: run npm run build first`);
  const log = openSync(join(stateDir, `logs/${name}.log`), 'a');
  const child = spawn(process.execPath, [script, ...args], {
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  child.unref();
  state.processes.push({ name, pid: child.pid! });
}

async function waitForHttp(url: string, name: string): Promise<void> {
  await waitFor(async () => (await fetch(url).catch(() => null))?.ok === true, name, 90_000);
}

async function waitFor(
  check: () => boolean | Promise<boolean>,
  name: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline)
      throw new Error(`${name} did not become ready (see ${join(stateDir, 'logs', `${name}.log`)})`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}

async function terminate(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return false;
  }
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // It exited between the last look and now.
  }
  return true;
}

const command = process.argv[2];
if (command === 'start') void start();
else if (command === 'stop') void stop();
else {
  console.error('usage: stack.js start|stop');
  process.exit(2);
}
