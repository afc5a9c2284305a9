import { describe, expect, it } from '@jest/globals';
import { hasTurned, isCalendarDate, maskDateOfBirth, yearsAfter } from './date-of-birth';

describe(isCalendarDate.name, () => {
  it.each(['1990-04-21', '2024-02-29', '1900-01-01'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(['1990-02-30', '2023-02-29', '21-04-1990', '1990-4-21', '1990-04-21T00:00:00Z', 19900421, null])(
    'refuses %p',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});

describe(yearsAfter.name, () => {
  it('keeps the day and month', () => {
    expect(yearsAfter('2008-06-15', 18)).toBe('2026-06-15');
    expect(yearsAfter('2026-06-15', -120)).toBe('1906-06-15');
  });

  it('moves a 29 February to 1 March in a year without one', () => {
    expect(yearsAfter('2008-02-29', 18)).toBe('2026-03-01');
    expect(yearsAfter('2008-02-29', 16)).toBe('2024-02-29');
  });
});

describe(hasTurned.name, () => {
  it('counts a birthday today', () => {
    expect(hasTurned('2008-06-15', 18, '2026-06-15')).toBe(true);
  });

  it('refuses the day before the birthday', () => {
    expect(hasTurned('2008-06-16', 18, '2026-06-15')).toBe(false);
  });

  it('lets someone born on 29 February come of age on 1 March in an ordinary year', () => {
    expect(hasTurned('2008-02-29', 18, '2026-02-28')).toBe(false);
    expect(hasTurned('2008-02-29', 18, '2026-03-01')).toBe(true);
  });
});

describe(maskDateOfBirth.name, () => {
  it('shows the year alone', () => {
    expect(maskDateOfBirth('1990-04-21')).toBe('1990-**-**');
  });

  it('shows nothing when there is no date', () => {
    expect(maskDateOfBirth(null)).toBeNull();
  });
});
