import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { CacheNamespace, ReadCache } from './read-cache';

const GENERATION_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredEntry {
  g: string;
  v: unknown;
}

/**
 * The distributed mode's cache, shared by the replicas. A namespace's generation is a Redis
 * counter: invalidating is one INCR, and an entry is valid only under the generation it was
 * computed in. A Redis failure never fails a read: the answer is then computed from the database.
 */
export class RedisReadCache implements ReadCache {
  private readonly logger = new Logger(RedisReadCache.name);

  constructor(
    private readonly redis: Redis,
    /** Keeps apart the entries of two databases sharing one Redis. */
    private readonly prefix: string,
  ) {}

  async getOrLoad<T>(
    namespace: CacheNamespace,
    key: string,
    ttlMs: number,
    load: () => Promise<T>,
  ): Promise<T> {
    const dataKey = `${this.prefix}${namespace}:${key}`;
    let generation: string;
    try {
      const [stored, current] = await this.redis.mget(dataKey, this.generationKey(namespace));
      generation = current ?? '0';
      if (stored) {
        const entry = JSON.parse(stored) as StoredEntry;
        if (entry.g === generation) return entry.v as T;
      }
    } catch (error) {
      this.logger.warn(`Cache read failed, answering from the database: ${String(error)}`);
      return load();
    }
    const value = await load();
    const entry: StoredEntry = { g: generation, v: value };
    await this.redis.set(dataKey, JSON.stringify(entry), 'PX', ttlMs).catch((error: unknown) => {
      this.logger.warn(`Cache write failed: ${String(error)}`);
    });
    return value;
  }

  async invalidate(namespace: CacheNamespace): Promise<void> {
    const key = this.generationKey(namespace);
    // The counter outlives every entry by far; when it lapses after a quiet day, entries are long gone.
    await this.redis
      .multi()
      .incr(key)
      .pexpire(key, GENERATION_TTL_MS)
      .exec()
      .catch((error: unknown) => {
        // Entries expire by their TTL; a live answer is then at most one TTL stale.
        this.logger.error(`Cache invalidation of ${namespace} failed: ${String(error)}`);
      });
  }

  private generationKey(namespace: CacheNamespace): string {
    return `${this.prefix}generation:${namespace}`;
  }
}
