import { LRUCache } from 'lru-cache';
import { Money, OfferStats } from '@p2p/contracts';

export interface OfferStatsRow {
  offers: number;
  total_cents: string;
  users: number;
  matches: number;
}

export function toOfferStats(row: OfferStatsRow): OfferStats {
  return {
    availableOffers: row.offers,
    totalValue: Money.format(BigInt(row.total_cents)),
    activeUsers: row.users,
    matches: row.matches,
  };
}

/**
 * Keeps each filter's stats for a short time. The page itself is always fresh; the aggregate over
 * every open offer is what grows with their number, so it is computed at most once per period and
 * per filter, and concurrent requests share one computation. Many distinct searches drop the least
 * recently asked one rather than grow without bound.
 */
export class StatsCache {
  private readonly entries: LRUCache<string, Promise<OfferStats>> | null;

  constructor(ttlMs: number, maxEntries = 500) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs }) : null;
  }

  get(key: string, compute: () => Promise<OfferStats>): Promise<OfferStats> {
    if (!this.entries) return compute();
    const entries = this.entries;
    const cached = entries.get(key);
    if (cached) return cached;
    const value = compute();
    entries.set(key, value);
    value.catch(() => {
      if (entries.peek(key) === value) entries.delete(key);
    });
    return value;
  }
}
