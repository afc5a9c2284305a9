import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, freePort } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { RedisThrottlerStorage } from '../src/rate-limit/redis-throttler.storage';
import { FakeService } from './support/fake-service';
import { call, GatewayUnderTest, startGateway } from './support/gateway-under-test';

const MINUTE_MS = 60_000;

/** An address no earlier run used, since counters outlive a run in a shared Redis. */
const freshAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

async function connected(storage: RedisThrottlerStorage): Promise<RedisThrottlerStorage> {
  await eventually(() => expect(storage.isHealthy()).toBe(true), 5_000);
  return storage;
}

// Needs a real Redis: Jest's global setup keeps REDIS_URL only when a Redis answers PING there
// (packages/testing/src/redis-probe.ts), and says so when it skips this.
const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('RedisThrottlerStorage against Redis', () => {
  const url = process.env.REDIS_URL ?? '';
  const opened: RedisThrottlerStorage[] = [];
  const replica = async (keyPrefix: string) => {
    const storage = new RedisThrottlerStorage(url, { keyPrefix });
    opened.push(storage);
    return connected(storage);
  };

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.onApplicationShutdown()));
  });

  it('shares one count between replicas and blocks past the limit', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [first, second] = [await replica(prefix), await replica(prefix)];

    const hits = [
      await first.increment('ip:a', MINUTE_MS, 3, MINUTE_MS, 'ip'),
      await second.increment('ip:a', MINUTE_MS, 3, MINUTE_MS, 'ip'),
      await first.increment('ip:a', MINUTE_MS, 3, MINUTE_MS, 'ip'),
      await second.increment('ip:a', MINUTE_MS, 3, MINUTE_MS, 'ip'),
    ];

    expect(hits.map((hit) => [hit.totalHits, hit.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(hits[3].timeToBlockExpire).toBeGreaterThan(0);
    expect(hits[3].timeToBlockExpire).toBeLessThanOrEqual(60);
    expect((await first.increment('ip:a', MINUTE_MS, 3, MINUTE_MS, 'ip')).isBlocked).toBe(true);
    expect((await first.increment('ip:b', MINUTE_MS, 3, MINUTE_MS, 'ip')).totalHits).toBe(1);
  });

  it('starts counting afresh once a block lifts', async () => {
    const storage = await replica(`test:${randomUUID()}:`);
    await storage.increment('k', MINUTE_MS, 1, 200, 'ip');
    expect((await storage.increment('k', MINUTE_MS, 1, 200, 'ip')).isBlocked).toBe(true);

    await eventually(async () =>
      expect((await storage.increment('k', MINUTE_MS, 1, 200, 'ip')).isBlocked).toBe(false),
    );

    expect((await storage.increment('k', MINUTE_MS, 1, 200, 'ip')).isBlocked).toBe(true);
  });

  describe('two gateway replicas on one Redis', () => {
    let auth: FakeService;
    let replicas: GatewayUnderTest[];

    beforeAll(async () => {
      auth = await FakeService.start('auth');
      // One trusted proxy hop: each test plays a fresh client address in X-Forwarded-For.
      const env = {
        SERVICE_URL_AUTH: auth.url,
        REDIS_URL: url,
        RATE_LIMIT_PER_MINUTE_IP: '4',
        TRUST_PROXY: '1',
      };
      replicas = [await startGateway(env), await startGateway(env)];
      await eventually(async () =>
        expect((await call(`${replicas[1].url}/health/ready`)).body).toMatchObject({
          checks: { rateLimits: 'redis' },
        }),
      );
    });

    afterAll(async () => {
      await Promise.all(replicas.map((replica) => replica.close()));
      await auth.close();
    });

    it('enforce one budget per address between them', async () => {
      const from = { headers: { 'x-forwarded-for': freshAddress() } };
      const statuses: number[] = [];
      for (let index = 0; index < 5; index++) {
        statuses.push((await call(`${replicas[index % 2].url}/api/profile`, from)).status);
      }

      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });
});

describe('RedisThrottlerStorage without Redis', () => {
  let storage: RedisThrottlerStorage;
  let auth: FakeService;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    const nothingListening = `redis://127.0.0.1:${await freePort()}`;
    storage = new RedisThrottlerStorage(nothingListening);
    auth = await FakeService.start('auth');
    gateway = await startGateway({
      SERVICE_URL_AUTH: auth.url,
      REDIS_URL: nothingListening,
      RATE_LIMIT_PER_MINUTE_IP: '2',
    });
  });

  afterAll(async () => {
    await storage.onApplicationShutdown();
    await gateway.close();
    await auth.close();
  });

  it("falls back to this replica's memory and still limits", async () => {
    const hits = [
      await storage.increment('ip:a', MINUTE_MS, 2, MINUTE_MS, 'ip'),
      await storage.increment('ip:a', MINUTE_MS, 2, MINUTE_MS, 'ip'),
      await storage.increment('ip:a', MINUTE_MS, 2, MINUTE_MS, 'ip'),
    ];

    expect(hits.map((hit) => hit.isBlocked)).toEqual([false, false, true]);
  });

  it('keeps the gateway answering, and limiting, while Redis is away', async () => {
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await call(`${gateway.url}/api/profile`)).status);

    expect(statuses).toEqual([200, 200, 429]);
    expect((await call(`${gateway.url}/health/ready`)).body).toMatchObject({
      status: 'ok',
      checks: { rateLimits: 'memory (redis down)' },
    });
  });
});
