import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@p2p/testing';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { RedisReadCache } from '../src/cache/redis-read-cache';

/**
 * Runs against a real Redis when the environment provides REDIS_URL (the stack tier and machines
 * provisioned with Redis); without it the suite is reported as skipped, never passed silently.
 */
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis(`${RedisReadCache.name} against REDIS_URL`, () => {
  let redis: Redis;
  let cache: RedisReadCache;

  beforeAll(() => {
    redis = new Redis(redisUrl as string);
    cache = new RedisReadCache(redis, `football-test:${randomBytes(4).toString('hex')}:`);
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
    await cache.getOrLoad('matches', 'short', 50, async () => ++loads);
    await new Promise((resolve) => setTimeout(resolve, 120));

    expect(await cache.getOrLoad('matches', 'short', 50, async () => ++loads)).toBe(2);
  });

  it('keeps the namespaces apart', async () => {
    await cache.getOrLoad('catalog', 'countries', 60_000, async () => 'countries');

    await cache.invalidate('matches');

    expect(await cache.getOrLoad('catalog', 'countries', 60_000, async () => 'reloaded')).toBe('countries');
  });

  it('does not serve an answer loaded before an invalidation that happened during the load', async () => {
    let release: () => void = () => undefined;
    const slow = cache.getOrLoad(
      'matches',
      'race',
      60_000,
      () => new Promise<string>((resolve) => (release = () => resolve('before the change'))),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));

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
