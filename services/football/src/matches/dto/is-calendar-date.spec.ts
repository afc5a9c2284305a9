import { describe, expect, it } from '@jest/globals';
import { isCalendarDate } from './is-calendar-date';

describe('isCalendarDate', () => {
  it.each(['2026-03-14', '2024-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2024-13-45',
    '2023-02-29',
    '2026-3-14',
    '14/03/2026',
    '2026-03-14T00:00:00Z',
    '',
    20260314,
    null,
  ])('refuses %p', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});
