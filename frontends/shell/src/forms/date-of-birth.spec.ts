import { describe, expect, it } from '@jest/globals';
import { isAdultOn, isCalendarDate, yearsAfter } from './date-of-birth';

describe('date of birth rules', () => {
  it('knows a real day from a look-alike', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('21/04/1990')).toBe(false);
  });

  it('counts an 18th birthday today as old enough, the day before it not', () => {
    expect(isAdultOn('2008-06-15', '2026-06-15')).toBe(true);
    expect(isAdultOn('2008-06-16', '2026-06-15')).toBe(false);
  });

  it('lets someone born on 29 February come of age on 1 March in an ordinary year, as auth does', () => {
    expect(yearsAfter('2008-02-29', 18)).toBe('2026-03-01');
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });
});
