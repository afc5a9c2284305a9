import { describe, expect, it } from '@jest/globals';
import { isPastCalendarDate } from './custom-rules';

describe(isPastCalendarDate.name, () => {
  const today = new Date('2026-06-15T12:00:00Z');

  it.each(['1990-04-21', '2024-02-29', '2026-06-15', '1900-01-01'])('accepts %s', (value) => {
    expect(isPastCalendarDate(value, today)).toBe(true);
  });

  it.each([
    '1990-02-30',
    '2023-02-29',
    '2026-06-16',
    '1899-12-31',
    '21-04-1990',
    '1990-4-21',
    19900421,
    null,
  ])('refuses %p', (value) => {
    expect(isPastCalendarDate(value, today)).toBe(false);
  });
});
