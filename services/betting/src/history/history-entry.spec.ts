import { describe, expect, it } from '@jest/globals';
import { periodStart } from './history.service';
import { payoutOf } from './history-entry';

describe('history payouts', () => {
  it.each([
    ['won', 2000n],
    ['push', 1000n],
    ['lost', 0n],
    [null, null],
  ] as const)('pays a %s side of a $10 bet %p cents', (result, payout) => {
    expect(payoutOf(1000n, result)).toBe(payout);
  });
});

describe('history periods', () => {
  const now = new Date('2026-05-10T08:30:00Z');

  it.each([
    ['today', '2026-05-10T00:00:00.000Z'],
    ['last_7_days', '2026-05-03T08:30:00.000Z'],
    ['last_30_days', '2026-04-10T08:30:00.000Z'],
  ] as const)('starts %s at %s', (period, start) => {
    expect(periodStart(period, now)?.toISOString()).toBe(start);
  });

  it('has no start for all time', () => {
    expect(periodStart('all', now)).toBeNull();
  });
});
