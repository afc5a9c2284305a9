import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADULT_DATE_OF_BIRTH, eventually } from '@p2p/testing';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { saslOf } from '@p2p/messaging';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'pg';
import { kafkaBrokers, kafkaLogin } from '../support/kafka';

const repoRoot = resolve(__dirname, '../..');
const stackDir = join(repoRoot, '.cache/stack-test');
const port = 18180;
const gateway = `http://127.0.0.1:${port}`;
// Without the caller's REDIS_URL the stack starts a Redis of its own, with a login per app (finding 11).
const { REDIS_URL: _callersRedis, ...inherited } = process.env;
const env = {
  ...inherited,
  PORT: String(port),
  STACK_DIR: stackDir,
  STACK_SERVICE_PORT: '18201',
  STACK_PG_PORT: '18299',
  STACK_REDIS_PORT: '18379',
  // Debian's Prometheus beside the apps, scraping and evaluating every second so the test need not wait.
  STACK_PROMETHEUS_PORT: '18290',
  STACK_PROMETHEUS_SCRAPE_INTERVAL: '1s',
  KAFKA_BROKERS: kafkaBrokers().join(','),
  LOG_LEVEL: 'warn',
};

function stack(command: 'start' | 'stop'): void {
  execFileSync(process.execPath, [join(repoRoot, 'scripts/dist/stack.js'), command], {
    env,
    stdio: 'inherit',
  });
}

function pidOf(name: string): number {
  const processes = JSON.parse(readFileSync(join(stackDir, 'stack.json'), 'utf8')).processes as Array<{
    name: string;
    pid: number;
  }>;
  return processes.find((entry) => entry.name === name)!.pid;
}

/** Restarts held back (the supervisor frozen) while `look` runs: a killed app stays down that long. */
async function withRestartsHeldBack(look: () => Promise<void>): Promise<void> {
  const supervisor = pidOf('supervisor');
  process.kill(supervisor, 'SIGSTOP');
  try {
    await look();
  } finally {
    process.kill(supervisor, 'SIGCONT');
  }
}

/** The distributed mode as `npm run stack` runs it: every service its own process, events on real Kafka. */
describe('the process stack on Kafka, PostgreSQL and Redis', () => {
  beforeAll(() => stack('start'));
  afterAll(() => stack('stop'));

  it('serves the API through the gateway with every service up', async () => {
    const response = await fetch(`${gateway}/api/health`);
    const body = (await response.json()) as { data: { services: Record<string, string> } };

    expect(response.status).toBe(200);
    expect(Object.values(body.data.services).every((state) => state === 'up')).toBe(true);
  });

  it('connects each service to its own database as its own role, never as the superuser', async () => {
    const services = ['auth', 'football', 'wallet', 'betting', 'admin', 'notifications'];
    const keys = join(stackDir, 'keys');
    const server = `127.0.0.1:${env.STACK_PG_PORT}`;
    const secret = (file: string) => readFileSync(join(keys, file), 'utf8').trim();
    const superuser = new Client({
      connectionString: `postgres://postgres:${secret('postgres-password')}@${server}/postgres`,
    });
    await superuser.connect();
    try {
      const owners = await superuser.query<{ database: string; owner: string; superuser: boolean }>(
        `SELECT datname AS database, rolname AS owner, rolsuper AS superuser
           FROM pg_database JOIN pg_roles ON pg_roles.oid = datdba WHERE datname = ANY($1)`,
        [services],
      );
      const sessions = await superuser.query<{ database: string; role: string }>(
        `SELECT DISTINCT datname AS database, usename AS role FROM pg_stat_activity
          WHERE datname = ANY($1) AND backend_type = 'client backend'`,
        [services],
      );

      expect(owners.rows.toSorted((a, b) => a.database.localeCompare(b.database))).toEqual(
        services.toSorted().map((name) => ({ database: name, owner: name, superuser: false })),
      );
      expect(sessions.rows.length).toBeGreaterThan(0);
      for (const session of sessions.rows) expect(session.role).toBe(session.database);
    } finally {
      await superuser.end();
    }

    const wallet = new Client({
      connectionString: `postgres://wallet:${secret('postgres-wallet-password')}@${server}/betting`,
    });
    await expect(wallet.connect()).rejects.toThrow(/permission denied for database "betting"/);
  });

  describe("Redis's logins", () => {
    const redisUrls = () =>
      JSON.parse(readFileSync(join(stackDir, 'redis-users'), 'utf8')) as Record<
        'gateway' | 'football',
        string
      >;
    const connect = (url: string) => new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    async function using<T>(redis: Redis, use: (redis: Redis) => Promise<T>): Promise<T> {
      try {
        return await use(redis);
      } finally {
        redis.disconnect();
      }
    }

    it('refuses a client without a login (NOAUTH)', async () => {
      const anonymous = connect(`redis://127.0.0.1:${env.STACK_REDIS_PORT}`);
      await using(anonymous, (redis) => expect(redis.ping()).rejects.toThrow(/NOAUTH/));
    });

    it("refuses football the live push's channels and the gateway's keys: it cannot push to users", async () => {
      await using(connect(redisUrls().football), async (football) => {
        await expect(football.publish('socket.io#/#', 'forged')).rejects.toThrow(/NOPERM/);
        await expect(football.set('p2p:throttle:forged', '0')).rejects.toThrow(/NOPERM/);
        await expect(football.set('football:stack-test', '1')).resolves.toBe('OK');
      });
    });

    it("lets the gateway publish on its channels, and keeps it out of football's cache", async () => {
      await using(connect(redisUrls().gateway), async (gateway) => {
        await expect(gateway.publish('socket.io-stack-probe', 'probe')).resolves.toEqual(expect.any(Number));
        await expect(gateway.get('football:stack-test')).rejects.toThrow(/NOPERM/);
      });
    });
  });

  it('publishes a registration to Kafka through the outbox', async () => {
    const username = `stack_${randomBytes(4).toString('hex')}`;
    const response = await fetch(`${gateway}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Stack Tester',
        username,
        email: `${username}@example.com`,
        password: 'Password123',
        phone: '+2348012345678',
        dateOfBirth: ADULT_DATE_OF_BIRTH,
      }),
    });
    expect(response.status).toBe(201);

    const kafka = new Kafka({
      brokers: kafkaBrokers(),
      clientId: 'stack-test',
      sasl: saslOf(kafkaLogin('kafka-admin')),
      logLevel: logLevel.NOTHING,
    });
    const consumer = kafka.consumer({ groupId: `stack-test-${username}` });
    const seen: string[] = [];
    await consumer.connect();
    await consumer.subscribe({ topics: ['auth.events'], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => void seen.push(message.value?.toString() ?? ''),
    });
    try {
      await eventually(
        () => expect(seen.some((value) => value.includes(`"username":"${username}"`))).toBe(true),
        30_000,
      );
    } finally {
      await consumer.disconnect();
    }
  });

  it('reports a killed service as down and keeps the gateway answering', async () => {
    await withRestartsHeldBack(async () => {
      process.kill(pidOf('auth'), 'SIGKILL');

      await eventually(async () => {
        const response = await fetch(`${gateway}/api/health`);
        const body = (await response.json()) as { data: { services: Record<string, string> } };
        expect(response.status).toBe(503);
        expect(body.data.services.auth).toBe('down');
      }, 15_000);
      const login = await fetch(`${gateway}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' }),
      });
      expect(login.status).toBe(503);
      expect(await login.json()).toEqual({ success: false, message: 'Service unavailable' });
    });
  });

  describe('Prometheus (deploy/monitoring)', () => {
    const prometheus = `http://127.0.0.1:${env.STACK_PROMETHEUS_PORT}`;
    const apps = ['gateway', 'auth', 'football', 'wallet', 'betting', 'admin', 'notifications'];

    it('scrapes every app with the alert rules loaded', async () => {
      await eventually(async () => {
        const { data } = (await (await fetch(`${prometheus}/api/v1/targets`)).json()) as {
          data: { activeTargets: Array<{ labels: { job: string }; health: string }> };
        };
        expect(
          data.activeTargets
            .filter((target) => target.health === 'up')
            .map((t) => t.labels.job)
            .sort(),
        ).toEqual(apps.toSorted());
      }, 30_000);
      const { data } = (await (await fetch(`${prometheus}/api/v1/rules`)).json()) as {
        data: { groups: Array<{ rules: Array<{ name: string }> }> };
      };
      expect(data.groups.flatMap((group) => group.rules.map((rule) => rule.name))).toContain('AppDown');
    });

    it('puts AppDown pending for a killed service', async () => {
      await withRestartsHeldBack(async () => {
        process.kill(pidOf('notifications'), 'SIGKILL');

        await eventually(async () => {
          const { data } = (await (await fetch(`${prometheus}/api/v1/alerts`)).json()) as {
            data: { alerts: Array<{ labels: Record<string, string>; state: string }> };
          };
          expect(data.alerts).toContainEqual(
            expect.objectContaining({
              labels: expect.objectContaining({
                alertname: 'AppDown',
                job: 'notifications',
                severity: 'critical',
              }),
              state: 'pending',
            }),
          );
        }, 30_000);
      });
    });
  });

  it('restarts a killed app, which answers again, and says so in its log', async () => {
    const killed = pidOf('betting');
    process.kill(killed, 'SIGKILL');

    await eventually(() => expect(pidOf('betting')).not.toBe(killed), 30_000);
    await eventually(async () => {
      const response = await fetch(`${gateway}/api/health`);
      const body = (await response.json()) as { data: { services: Record<string, string> } };
      expect(body.data.services.betting).toBe('up');
    }, 90_000);
    const offers = await fetch(`${gateway}/api/p2p-betting/offers/public`);
    expect(offers.status).toBe(200);
    expect(readFileSync(join(stackDir, 'logs/betting.log'), 'utf8')).toMatch(
      new RegExp(`\\[supervisor\\].*betting \\(pid ${killed}\\) exited \\(SIGKILL\\)`),
    );
  });
});
