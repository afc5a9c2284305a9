import { describe, expect, it } from '@jest/globals';
import { dailySeries, lastDays } from './daily-series';

describe('daily series', () => {
  it('lists the last days in UTC, oldest first and today last', () => {
    const days = lastDays(new Date('2026-03-02T23:30:00-05:00'), 3);

    expect(days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('crosses month and leap-day boundaries', () => {
    expect(lastDays(new Date('2028-03-01T00:00:00Z'), 2)).toEqual(['2028-02-29', '2028-03-01']);
  });

  it('fills the days without data with zero', () => {
    const series = dailySeries(['2026-01-01', '2026-01-02'], new Map([['2026-01-02', '12.50']]), '0.00');

    expect(series).toEqual([
      { date: '2026-01-01', value: '0.00' },
      { date: '2026-01-02', value: '12.50' },
    ]);
  });
});
