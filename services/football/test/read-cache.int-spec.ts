import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, freePort } from '@p2p/testing';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { RedisReadCache } from '../src/cache/redis-read-cache';

/**
 * Runs against the Redis at REDIS_URL: Jest's global setup keeps the variable only when a Redis answers
 * PING there (packages/testing/src/redis-probe.ts), and says so when it skips these.
 */
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis(`${RedisReadCache.name} against REDIS_URL`, () => {
  const prefix = `football-test:${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let cache: RedisReadCache;

  beforeAll(() => {
    redis = new Redis(redisUrl as string);
    cache = new RedisReadCache(redis, prefix);
  });

  afterAll(async () => {
    await redis?.quit();
  });

  it('serves a stored answer until it is invalidated', async () => {
    let loads = 0;
    const load = async () => ({ loads: ++loads });

    expect(await cache.getOrLoad('matches', 'live', 60_000, load)).toEqual({ loads: 1 });
    expect(await cache.getOrLoad('matches', 'live', 60_000, load)).toEqual({ loads: 1 });

    await cache.invalidate('matches');

    expect(await cache.getOrLoad('matches', 'live', 60_000, load)).toEqual({ loads: 2 });
  });

  it('expires an answer after its TTL', async () => {
    let loads = 0;
    const load = async () => ++loads;
    await cache.getOrLoad('matches', 'short', 300, load);

    // Stored with the TTL, so Redis itself drops it: then the next read loads afresh.
    const ttl = await redis.pttl(`${prefix}matches:short`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await eventually(async () => expect(await cache.getOrLoad('matches', 'short', 300, load)).toBe(2));
  });

  it('keeps the namespaces apart', async () => {
    await cache.getOrLoad('catalog', 'countries', 60_000, async () => 'countries');

    await cache.invalidate('matches');

    expect(await cache.getOrLoad('catalog', 'countries', 60_000, async () => 'reloaded')).toBe('countries');
  });

  it('does not serve an answer loaded before an invalidation that happened during the load', async () => {
    let release: () => void = () => undefined;
    let loadStarted: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => (loadStarted = resolve));
    const slow = cache.getOrLoad('matches', 'race', 60_000, () => {
      loadStarted();
      return new Promise<string>((resolve) => (release = () => resolve('before the change')));
    });
    // The load starts once the cache has read the generation it will store the answer under.
    await loading;

    await cache.invalidate('matches');
    release();
    await slow;

    expect(await cache.getOrLoad('matches', 'race', 60_000, async () => 'after the change')).toBe(
      'after the change',
    );
  });
});

describe(`${RedisReadCache.name} when Redis is down`, () => {
  it('answers from the database', async () => {
    const redis = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    redis.on('error', () => undefined);
    const cache = new RedisReadCache(redis, 'football-test-down:');

    const answer = await cache.getOrLoad('matches', 'live', 1000, async () => 'from the database');
    await cache.invalidate('matches');

    expect(answer).toBe('from the database');
    redis.disconnect();
  });
});
