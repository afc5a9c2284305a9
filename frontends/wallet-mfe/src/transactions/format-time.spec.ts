import { describe, expect, it } from '@jest/globals';
import { formatClock, formatDateTime } from './format-time';

describe('formatDateTime', () => {
  it('writes day/month/year and a 24-hour time with leading zeros', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 09:07');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59))).toBe('31/12/2025 23:59');
  });

  it('leaves what is not a time blank', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatClock('')).toBe('');
  });
});
