import { describe, expect, it, jest } from '@jest/globals';
import type { OfferStats } from '@p2p/contracts';
import { StatsCache, toOfferStats } from './offer-stats';

const stats = (availableOffers: number): OfferStats => ({
  availableOffers,
  totalValue: '0.00',
  activeUsers: 0,
  matches: 0,
});

describe(StatsCache.name, () => {
  it('computes every time when the period is 0', async () => {
    const cache = new StatsCache(0);
    const compute = jest.fn(async () => stats(1));

    await cache.get('k', compute);
    await cache.get('k', compute);

    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one computation per filter within the period, concurrent callers included', async () => {
    const cache = new StatsCache(60_000);
    const compute = jest.fn(async () => stats(7));

    const answers = await Promise.all([
      cache.get('a', compute),
      cache.get('a', compute),
      cache.get('b', compute),
    ]);

    expect(answers.map((answer) => answer.availableOffers)).toEqual([7, 7, 7]);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed computation', async () => {
    const cache = new StatsCache(60_000);
    await expect(cache.get('a', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((resolve) => setImmediate(resolve));

    await expect(cache.get('a', async () => stats(3))).resolves.toEqual(stats(3));
  });

  it('stays bounded with many distinct filters', async () => {
    const cache = new StatsCache(60_000, 3);
    const compute = jest.fn(async () => stats(1));

    for (const key of ['a', 'b', 'c', 'd', 'a']) await cache.get(key, compute);

    expect(compute).toHaveBeenCalledTimes(5);
  });
});

describe('toOfferStats', () => {
  it('formats the total value as dollars', () => {
    expect(toOfferStats({ offers: 2, total_cents: '123456', users: 1, matches: 2 })).toEqual({
      availableOffers: 2,
      totalValue: '1234.56',
      activeUsers: 1,
      matches: 2,
    });
  });
});
