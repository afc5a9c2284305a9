import { describe, expect, it } from '@jest/globals';
import { MemoryReadCache } from './memory-read-cache';

describe(MemoryReadCache.name, () => {
  it('serves a stored answer until its TTL ends', async () => {
    let now = 5_000;
    const cache = new MemoryReadCache(() => now);
    let loads = 0;
    const load = async () => ++loads;

    expect(await cache.getOrLoad('matches', 'live', 1000, load)).toBe(1);
    now = 6_000;
    expect(await cache.getOrLoad('matches', 'live', 1000, load)).toBe(1);
    now = 6_001;
    expect(await cache.getOrLoad('matches', 'live', 1000, load)).toBe(2);
  });

  it('keeps at most 2000 answers, dropping the least recently read', async () => {
    const cache = new MemoryReadCache();
    await cache.getOrLoad('matches', 'day-0', 60_000, async () => 'kept: read again');
    for (let day = 1; day < 2000; day++)
      await cache.getOrLoad('matches', `day-${day}`, 60_000, async () => day);
    await cache.getOrLoad('matches', 'day-0', 60_000, async () => 'reloaded');

    await cache.getOrLoad('matches', 'day-2000', 60_000, async () => 2000);

    expect(await cache.getOrLoad('matches', 'day-0', 60_000, async () => 'reloaded')).toBe(
      'kept: read again',
    );
    expect(await cache.getOrLoad('matches', 'day-1', 60_000, async () => 'reloaded')).toBe('reloaded');
  });

  it('drops a namespace on invalidation and keeps the others', async () => {
    const cache = new MemoryReadCache();
    await cache.getOrLoad('matches', 'live', 60_000, async () => 'old');
    await cache.getOrLoad('catalog', 'countries', 60_000, async () => 'countries');

    await cache.invalidate('matches');

    expect(await cache.getOrLoad('matches', 'live', 60_000, async () => 'new')).toBe('new');
    expect(await cache.getOrLoad('catalog', 'countries', 60_000, async () => 'other')).toBe('countries');
  });

  it('does not keep an answer loaded before an invalidation that happened during the load', async () => {
    const cache = new MemoryReadCache();
    let release: () => void = () => undefined;
    const slowLoad = cache.getOrLoad(
      'matches',
      'live',
      60_000,
      () => new Promise<string>((resolve) => (release = () => resolve('read before the change'))),
    );

    await cache.invalidate('matches');
    release();

    expect(await slowLoad).toBe('read before the change');
    expect(await cache.getOrLoad('matches', 'live', 60_000, async () => 'read after the change')).toBe(
      'read after the change',
    );
  });
});
