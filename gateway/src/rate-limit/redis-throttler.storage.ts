import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';

/**
 * One hit against a fixed window, atomically, with the block the in-memory storage applies: past the
 * limit the key is blocked for `blockDuration` and its count starts again when the block lifts.
 * KEYS: hits, block. ARGV: ttl ms, limit, block ms. Returns hits, ms to window end, blocked, ms to unblock.
 */
const HIT_SCRIPT = `
local blockedFor = redis.call('PTTL', KEYS[2])
if blockedFor > 0 then
  return { tonumber(ARGV[2]) + 1, blockedFor, 1, blockedFor }
end
local hits = redis.call('INCR', KEYS[1])
local expiresIn = redis.call('PTTL', KEYS[1])
if expiresIn < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  expiresIn = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  if tonumber(ARGV[3]) <= 0 then return { hits, expiresIn, 1, expiresIn } end
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return { hits, expiresIn, 1, tonumber(ARGV[3]) }
end
return { hits, expiresIn, 0, 0 }
`;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;
type HitReply = [number, number, number, number];
type RedisWithHit = Redis & {
  throttleHit(
    hitsKey: string,
    blockKey: string,
    ttl: number,
    limit: number,
    blockMs: number,
  ): Promise<HitReply>;
};

/**
 * Rate-limit counters shared by every gateway replica. When Redis cannot answer, limits fall back to
 * this replica's memory rather than failing every request: looser for a while, never an outage.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly redis: RedisWithHit;
  private readonly fallback = new ThrottlerStorageService();
  private degraded = false;

  constructor(url: string, options: { keyPrefix?: string } = {}) {
    this.redis = new Redis(url, {
      keyPrefix: options.keyPrefix ?? 'p2p:throttle:',
      // Fail fast while disconnected instead of queueing requests behind a dead connection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      // Its 2 s default outlives a shutdown while Redis is unreachable: the timer is never cleared then.
      disconnectTimeout: 500,
    }) as RedisWithHit;
    this.redis.on('error', () => undefined); // reported once per outage by increment()
    this.redis.defineCommand('throttleHit', { numberOfKeys: 2, lua: HIT_SCRIPT });
  }

  isHealthy(): boolean {
    return this.redis.status === 'ready';
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    // The braces keep both keys in one Redis Cluster slot, as a script needs.
    const base = `{${key}}`;
    try {
      const [hits, expiresInMs, blocked, blockedForMs] = await this.redis.throttleHit(
        `${base}:hits`,
        `${base}:block`,
        ttl,
        limit,
        blockDuration,
      );
      if (this.degraded) this.logger.log('Redis is back: rate limits are shared again');
      this.degraded = false;
      return {
        totalHits: hits,
        timeToExpire: Math.ceil(expiresInMs / 1000),
        isBlocked: blocked === 1,
        timeToBlockExpire: Math.ceil(blockedForMs / 1000),
      };
    } catch (error) {
      if (!this.degraded) this.logger.warn(`Redis unavailable, limiting per replica: ${String(error)}`);
      this.degraded = true;
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.fallback.onApplicationShutdown();
    // quit() waits for a connection that may never come back; disconnect() also stops reconnecting.
    if (this.redis.status !== 'ready') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
