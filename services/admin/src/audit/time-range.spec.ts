import { describe, expect, it } from '@jest/globals';
import { timeRange } from './time-range';

describe(timeRange.name, () => {
  it('reads a date alone as a whole UTC day', () => {
    expect(timeRange('2026-03-01', '2026-03-01')).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-02T00:00:00Z'),
    });
  });

  it('keeps an exact time as it is', () => {
    expect(timeRange(undefined, '2026-03-01T10:15:00+01:00')).toEqual({
      from: null,
      to: new Date('2026-03-01T09:15:00Z'),
    });
  });

  it('refuses instants no entry can have', () => {
    expect(() => timeRange('0001-01-01')).toThrow('From must be a date');
    expect(() => timeRange(undefined, '99999-01-01')).toThrow('To must be a date');
  });
});
