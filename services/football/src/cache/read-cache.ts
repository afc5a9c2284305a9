/**
 * Cache of read answers. Entries live in namespaces; invalidating a namespace bumps its
 * generation, so an answer computed from the database before a change can never be served after
 * it, even when it is stored after the invalidation (the reader captured the old generation).
 */
export type CacheNamespace = 'catalog' | 'matches';

export interface ReadCache {
  getOrLoad<T>(namespace: CacheNamespace, key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  invalidate(namespace: CacheNamespace): Promise<void>;
}

export const READ_CACHE = Symbol('READ_CACHE');

/** Answers about matches in play: at most one second stale (the freshness rule). */
export const LIVE_TTL_MS = 1000;
/** Other answers about matches: invalidated on every change, the TTL only bounds memory. */
export const MATCHES_TTL_MS = 30_000;
/** Countries, leagues and clubs change only when the provider's catalog is synchronised. */
export const CATALOG_TTL_MS = 5 * 60_000;
