import { describe, expect, it } from '@jest/globals';
import { periodWindow, utcMinute } from './limit-periods';

describe(periodWindow.name, () => {
  const at = new Date('2026-11-27T23:59:59.999Z'); // a Friday

  it('counts a day from midnight UTC to the next', () => {
    expect(periodWindow('day', at)).toEqual({
      start: new Date('2026-11-27T00:00:00.000Z'),
      resetsAt: new Date('2026-11-28T00:00:00.000Z'),
    });
  });

  it('counts a week from Monday, a Sunday included in the week before it', () => {
    expect(periodWindow('week', at)).toEqual({
      start: new Date('2026-11-23T00:00:00.000Z'),
      resetsAt: new Date('2026-11-30T00:00:00.000Z'),
    });
    expect(periodWindow('week', new Date('2026-11-29T12:00:00Z')).start).toEqual(
      new Date('2026-11-23T00:00:00.000Z'),
    );
    expect(periodWindow('week', new Date('2026-11-30T00:00:00Z')).start).toEqual(
      new Date('2026-11-30T00:00:00.000Z'),
    );
  });

  it('counts a month from the 1st, across a year end', () => {
    expect(periodWindow('month', new Date('2026-12-31T10:00:00Z'))).toEqual({
      start: new Date('2026-12-01T00:00:00.000Z'),
      resetsAt: new Date('2027-01-01T00:00:00.000Z'),
    });
  });
});

describe(utcMinute.name, () => {
  it('writes a moment to the minute, in UTC', () => {
    expect(utcMinute(new Date('2026-11-28T00:00:59.999Z'))).toBe('2026-11-28 00:00');
  });
});
