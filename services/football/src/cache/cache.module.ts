import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { CONFIG } from '@p2p/service-kit';
import Redis from 'ioredis';
import type { FootballConfig } from '../football.config';
import { MemoryReadCache } from './memory-read-cache';
import { READ_CACHE, ReadCache } from './read-cache';
import { RedisReadCache } from './redis-read-cache';

const REDIS_CLIENT = Symbol('REDIS_CLIENT');
const logger = new Logger('ReadCache');

/** Redis when REDIS_URL is set (distributed mode), the app's memory otherwise (embedded mode). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [CONFIG],
      useFactory: (config: FootballConfig) => {
        if (!config.REDIS_URL) return null;
        const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
        // Without a listener ioredis reports every reconnection attempt as an unhandled error.
        redis.on('error', (error) => logger.warn(`Redis: ${error.message}`));
        return redis;
      },
    },
    {
      provide: READ_CACHE,
      inject: [CONFIG, REDIS_CLIENT],
      useFactory: (config: FootballConfig, redis: Redis | null): ReadCache =>
        redis ? new RedisReadCache(redis, cachePrefix(config)) : new MemoryReadCache(),
    },
  ],
  exports: [READ_CACHE],
})
export class CacheModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

/** Entries are named after the database they were computed from. */
function cachePrefix(config: FootballConfig): string {
  const database = new URL(config.DATABASE_URL_FOOTBALL).pathname.replace(/^\//, '');
  return `football:${database}:`;
}
