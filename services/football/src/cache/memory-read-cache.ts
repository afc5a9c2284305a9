import { CacheNamespace, ReadCache } from './read-cache';

interface Entry {
  generation: number;
  expiresAt: number;
  value: unknown;
}

/** Most entries the process keeps: a date query per day of the calendar must not fill memory. */
const MAX_ENTRIES = 2000;

/** The embedded mode's cache: one per app, in its memory. */
export class MemoryReadCache implements ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<CacheNamespace, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async getOrLoad<T>(
    namespace: CacheNamespace,
    key: string,
    ttlMs: number,
    load: () => Promise<T>,
  ): Promise<T> {
    const id = `${namespace}:${key}`;
    const generation = this.generation(namespace);
    const entry = this.entries.get(id);
    if (entry && entry.generation === generation && entry.expiresAt > this.now()) return entry.value as T;
    const value = await load();
    if (this.generation(namespace) === generation) {
      this.entries.delete(id);
      this.entries.set(id, { generation, expiresAt: this.now() + ttlMs, value });
      this.evictOldest();
    }
    return value;
  }

  async invalidate(namespace: CacheNamespace): Promise<void> {
    this.generations.set(namespace, this.generation(namespace) + 1);
    for (const id of this.entries.keys()) if (id.startsWith(`${namespace}:`)) this.entries.delete(id);
  }

  private generation(namespace: CacheNamespace): number {
    return this.generations.get(namespace) ?? 0;
  }

  private evictOldest(): void {
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
