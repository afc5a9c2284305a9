import { LRUCache } from 'lru-cache';
import { CacheNamespace, ReadCache } from './read-cache';

interface Entry {
  generation: number;
  value: unknown;
}

/** Most entries the process keeps: a date query per day of the calendar must not fill memory. */
const MAX_ENTRIES = 2000;

/** The embedded mode's cache: one per app, in its memory; the least recently read answer goes first. */
export class MemoryReadCache implements ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly generations = new Map<CacheNamespace, number>();

  constructor(now: () => number = () => performance.now()) {
    // ttlResolution 0: every read asks the clock, so an answer is never served past its TTL.
    this.entries = new LRUCache({ max: MAX_ENTRIES, ttlResolution: 0, perf: { now } });
  }

  async getOrLoad<T>(
    namespace: CacheNamespace,
    key: string,
    ttlMs: number,
    load: () => Promise<T>,
  ): Promise<T> {
    const id = `${namespace}:${key}`;
    const generation = this.generation(namespace);
    const entry = this.entries.get(id);
    if (entry && entry.generation === generation) return entry.value as T;
    const value = await load();
    if (this.generation(namespace) === generation)
      this.entries.set(id, { generation, value }, { ttl: ttlMs });
    return value;
  }

  async invalidate(namespace: CacheNamespace): Promise<void> {
    this.generations.set(namespace, this.generation(namespace) + 1);
    for (const id of [...this.entries.keys()]) if (id.startsWith(`${namespace}:`)) this.entries.delete(id);
  }

  private generation(namespace: CacheNamespace): number {
    return this.generations.get(namespace) ?? 0;
  }
}
