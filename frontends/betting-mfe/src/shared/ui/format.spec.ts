import { describe, expect, it } from '@jest/globals';
import { formatOdds, timeAgo, winnings } from './format';

describe('format', () => {
  const now = Date.parse('2026-03-14T12:00:00Z');

  it('says how long ago something was posted', () => {
    expect(timeAgo('2026-03-14T11:59:30Z', now)).toBe('Just now');
    expect(timeAgo('2026-03-14T11:55:00Z', now)).toBe('5m ago');
    expect(timeAgo('2026-03-14T09:00:00Z', now)).toBe('3h ago');
    expect(timeAgo('2026-03-12T12:00:00Z', now)).toBe('2d ago');
    expect(timeAgo('not a date', now)).toBe('-');
  });

  it('shows odds with two decimals, or a dash when peer-to-peer has none', () => {
    expect(formatOdds(2.1)).toBe('2.10');
    expect(formatOdds(null)).toBe('-');
  });

  it('pays the winner both stakes, in exact cents', () => {
    expect(winnings('10.00')).toBe('20.00');
    expect(winnings('0.15')).toBe('0.30');
    expect(winnings('999.99')).toBe('1999.98');
  });
});
