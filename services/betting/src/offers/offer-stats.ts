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
 * per filter, and concurrent requests share one computation.
 */
export class StatsCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<OfferStats> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, compute: () => Promise<OfferStats>): Promise<OfferStats> {
    if (this.ttlMs === 0) return compute();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    if (this.entries.size >= this.maxEntries) this.evictExpired(now);
    const value = compute();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full of live entries (many distinct searches): start over rather than grow without bound.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
