import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { provisionServiceDatabase, serviceDatabaseUrl } from '@p2p/service-kit';
import { startLocalPostgres, stopLocalPostgres } from './local-postgres';
import { localDatabasePasswords, localSecrets } from './local-secrets';
import { kafkaLoginEnv, readKafkaUsers } from './kafka-users';
import { REDIS_USERS, redisAclConfig, RedisUser, redisUrl } from './redis-users';
import { HOSTED_SERVICES, HostedService } from './services';
import { replicaCounts } from './stack-replicas';
import type { SupervisorPlan } from './stack-supervisor';

/**
 * `npm run stack`: the distributed mode on one machine. Kafka from scripts/kafka.sh, PostgreSQL from
 * DATABASE_URL (a superuser's, only to make each service's role and database; or one started here),
 * Redis from REDIS_URL (or one started here), and the gateway and each service as separate processes,
 * the same binaries the containers run, under a supervisor that restarts one that dies (as Kubernetes
 * would).
 */
const repoRoot = resolve(__dirname, '../..');
const stateDir = resolve(process.env.STACK_DIR ?? join(repoRoot, '.cache/stack'));
const stateFile = join(stateDir, 'stack.json');
const gatewayPort = Number(process.env.PORT ?? 8080);
const firstServicePort = Number(process.env.STACK_SERVICE_PORT ?? 4001);

interface StackState {
  /** Replica 0 of an app is the one an older stack.json named alone; its port is where it listens. */
  processes: Array<{ name: string; pid: number; replica?: number; port?: number }>;
  startedKafka: boolean;
  /** The data folder of the PostgreSQL this stack started, when DATABASE_URL was not given. */
  postgresDataDir?: string;
  redisPidFile?: string;
  /** The Prometheus started with STACK_PROMETHEUS_PORT, outside the supervisor's apps. */
  prometheus?: { pid: number; url: string };
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
    const kafkaUsers = kafkaUsersOf(state);
    save();
    const postgresUrl = process.env.DATABASE_URL ?? (await startPostgres(state));
    save();
    const databaseUrls = await provisionDatabases(postgresUrl);
    // The caller's Redis serves every app as it is; one started here has a login for each app.
    const redisUrls = process.env.REDIS_URL ? null : startRedis(state);
    const redisEnv = (app: string): Record<string, string> => {
      const url = redisUrls?.[app as RedisUser];
      return url ? { REDIS_URL: url } : {};
    };
    save();
    const secrets = localSecrets(join(stateDir, 'keys'));
    const common = {
      ...process.env,
      // Production unless told otherwise: the demo and test switches are refused there (the bench and the
      // fault suite run theirs with NODE_ENV=test, for the football test controls).
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      KAFKA_BROKERS: brokers,
      JWT_PUBLIC_KEY: secrets.jwtPublicKey,
      INTERNAL_API_TOKEN: secrets.internalToken,
      PUBLIC_URL: state.url,
    };
    const replicas = replicaCounts(process.env.STACK_REPLICAS, [
      'gateway',
      ...HOSTED_SERVICES.map((service) => service.name),
    ]);
    // Replica 0 keeps the port it always had; further replicas take the ports after the services'.
    let nextPort = firstServicePort + HOSTED_SERVICES.length;
    const portsOf = (name: string, first: number) =>
      Array.from({ length: replicas.get(name) ?? 1 }, (_, replica) => (replica === 0 ? first : nextPort++));
    const servicePorts = new Map(
      HOSTED_SERVICES.map((service, index) => [
        service.name,
        portsOf(service.name, firstServicePort + index),
      ]),
    );
    const gatewayPorts = portsOf('gateway', gatewayPort);
    const urlsOf = (name: string) => servicePorts.get(name as HostedService['name'])!.map(localUrl);
    // Every caller (the gateway, betting, the admin) goes round every replica of a service.
    const serviceUrls: Record<string, string> = {};
    for (const service of HOSTED_SERVICES) {
      serviceUrls[`SERVICE_URL_${service.name.toUpperCase()}`] = urlsOf(service.name).join(',');
    }
    const apps: SupervisorPlan['apps'] = HOSTED_SERVICES.flatMap((service) =>
      servicePorts.get(service.name)!.map((port, replica) => ({
        name: service.name,
        replica,
        port,
        script: join(repoRoot, `services/${service.name}/dist/main.js`),
        readyUrl: `${localUrl(port)}/health/ready`,
        env: {
          ...common,
          ...serviceUrls,
          PORT: String(port),
          HOST: '127.0.0.1',
          ...kafkaLoginEnv(kafkaUsers, service.name),
          ...redisEnv(service.name),
          [`DATABASE_URL_${service.name.toUpperCase()}`]: databaseUrls.get(service.name)!,
          ...(service.name === 'auth'
            ? { JWT_PRIVATE_KEY: secrets.jwtPrivateKey, TWO_FACTOR_SECRET_KEY: secrets.twoFactorSecretKey }
            : {}),
        },
      })),
    );
    gatewayPorts.forEach((port, replica) =>
      apps.push({
        name: 'gateway',
        replica,
        port,
        script: join(repoRoot, 'gateway/dist/main.js'),
        readyUrl: `${localUrl(port)}/api/health`,
        env: {
          ...common,
          ...serviceUrls,
          PORT: String(port),
          HOST: '127.0.0.1',
          ...kafkaLoginEnv(kafkaUsers, 'gateway'),
          ...redisEnv('gateway'),
        },
      }),
    );
    for (const app of apps) {
      if (!existsSync(app.script)) throw new Error(`${app.script} is missing: run npm run build first`);
    }
    // Before the supervisor, which owns stack.json's writes from its start.
    if (process.env.STACK_PROMETHEUS_PORT) {
      state.prometheus = startPrometheus(Number(process.env.STACK_PROMETHEUS_PORT), apps);
      save();
    }
    startSupervisor(state, { stateFile, logsDir: join(stateDir, 'logs'), apps });
    // From here on the supervisor keeps the pids in stack.json; this process only reads it.
    for (const app of apps) await waitForHttp(app.readyUrl, app.name);
    if (state.prometheus) await waitForHttp(`${state.prometheus.url}/-/ready`, 'prometheus');
    console.log(
      `Stack running at ${state.url} (logs in ${join(stateDir, 'logs')}); npm run stack:stop stops it.`,
    );
    if (state.prometheus)
      console.log(`Prometheus at ${state.prometheus.url}, with the platform's alert rules.`);
  } catch (error) {
    if (!state.processes.some((entry) => entry.name === 'supervisor')) save();
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
  if (state.prometheus && (await terminate(state.prometheus.pid))) console.log('stopped prometheus');
  // The supervisor first: it stops restarting, then stops its apps (gateway first) before it exits.
  const supervisor = state.processes.find((entry) => entry.name === 'supervisor');
  if (supervisor && (await terminate(supervisor.pid, 60_000)))
    console.log('stopped the apps and their supervisor');
  // Whatever it could not stop (it was killed itself, or an older stack ran its apps unsupervised).
  for (const { name, pid } of [...state.processes].reverse()) {
    if (name !== 'supervisor' && (await terminate(pid))) console.log(`stopped ${name}`);
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

const localUrl = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Each app's SCRAM password: from KAFKA_USERS_FILE for a broker given in KAFKA_BROKERS (none there: a
 * broker without logins), else from the broker scripts/kafka.sh started here.
 */
function kafkaUsersOf(state: StackState): Map<string, string> | null {
  const started = join(process.env.KAFKA_HOME_DIR ?? join(repoRoot, '.cache/kafka'), 'scram-users');
  const file = process.env.KAFKA_USERS_FILE ?? (state.startedKafka ? started : undefined);
  return file ? readKafkaUsers(file) : null;
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

/**
 * Each service's own role and database, made as DATABASE_URL's user (a superuser's, or one that may
 * create roles and databases), with passwords kept beside the superuser's: the URLs the services use.
 */
async function provisionDatabases(postgresUrl: string): Promise<Map<string, string>> {
  const names = HOSTED_SERVICES.map((service) => service.name);
  const passwords = localDatabasePasswords(join(stateDir, 'keys'), names);
  const urls = new Map<string, string>();
  for (const name of names) {
    const target = { database: name, role: name, password: passwords[name] };
    await provisionServiceDatabase(postgresUrl, target);
    urls.set(name, serviceDatabaseUrl(postgresUrl, target));
  }
  return urls;
}

/**
 * A Redis of this run's own, with a login per app whose passwords (new at every start) only that app
 * is given; they are also kept in `redis-users` (0600) beside the stack's state, for the stack tier.
 */
function startRedis(state: StackState): Record<RedisUser, string> {
  const port = Number(process.env.STACK_REDIS_PORT ?? 6399);
  const pidFile = join(stateDir, 'redis.pid');
  const passwords = Object.fromEntries(
    Object.keys(REDIS_USERS).map((user) => [user, randomBytes(18).toString('base64url')]),
  ) as Record<RedisUser, string>;
  // The passwords go in through stdin, not the command line every local user can read in ps.
  execFileSync(
    'redis-server',
    [
      '-',
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
    ],
    { input: redisAclConfig(passwords), stdio: ['pipe', 'ignore', 'inherit'] },
  );
  state.redisPidFile = pidFile;
  const urls = Object.fromEntries(
    Object.entries(passwords).map(([user, password]) => [user, redisUrl(user as RedisUser, password, port)]),
  ) as Record<RedisUser, string>;
  writeFileSync(join(stateDir, 'redis-users'), JSON.stringify(urls), { mode: 0o600 });
  return urls;
}

/**
 * Debian's Prometheus, scraping every app's /metrics as the Prometheus Operator's PodMonitor does in
 * a cluster (a job per app) and evaluating deploy/monitoring/alerts.yaml, with its data in the stack's
 * folder. STACK_PROMETHEUS_SCRAPE_INTERVAL (default 15s, as a cluster's) shortens both intervals.
 */
function startPrometheus(port: number, apps: SupervisorPlan['apps']): { pid: number; url: string } {
  const dir = join(stateDir, 'prometheus');
  mkdirSync(dir, { recursive: true });
  const interval = process.env.STACK_PROMETHEUS_SCRAPE_INTERVAL ?? '15s';
  const jobs = [...new Set(apps.map((app) => app.name))].map((name) => ({
    job_name: name,
    metrics_path: '/metrics',
    static_configs: [
      { targets: apps.filter((app) => app.name === name).map((app) => `127.0.0.1:${app.port}`) },
    ],
  }));
  const config = {
    global: { scrape_interval: interval, evaluation_interval: interval },
    rule_files: [join(repoRoot, 'deploy/monitoring/alerts.yaml')],
    scrape_configs: jobs,
  };
  // JSON is YAML: no YAML writer needed for Prometheus's configuration.
  writeFileSync(join(dir, 'prometheus.yml'), JSON.stringify(config, null, 2));
  const log = openSync(join(stateDir, 'logs/prometheus.log'), 'a');
  const child = spawn(
    'prometheus',
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { detached: true, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  // Spawning a missing binary fails by an 'error' event after the fact; the missing pid says so now.
  child.once('error', () => undefined);
  if (child.pid === undefined) throw new Error('prometheus is not installed: run scripts/provision.sh');
  child.unref();
  return { pid: child.pid, url: `http://127.0.0.1:${port}` };
}

/**
 * Starts the supervisor, detached so it outlives this command, with its plan in a file only this
 * user can read (it holds the apps' secrets; the supervisor deletes it once read).
 */
function startSupervisor(state: StackState, plan: SupervisorPlan): void {
  const planFile = join(stateDir, 'supervisor-plan.json');
  writeFileSync(planFile, JSON.stringify(plan), { mode: 0o600 });
  const log = openSync(join(stateDir, 'logs/supervisor.log'), 'a');
  const child = spawn(process.execPath, [join(__dirname, 'stack-supervisor.js'), planFile], {
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  child.unref();
  state.processes.push({ name: 'supervisor', pid: child.pid! });
  // Written before the supervisor can have started (a Node process takes tens of ms to boot); its
  // own writes keep this entry.
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
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

async function terminate(pid: number, graceMs = 15_000): Promise<boolean> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return false;
  }
  const deadline = Date.now() + graceMs;
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
