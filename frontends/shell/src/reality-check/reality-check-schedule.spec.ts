import { describe, expect, it } from '@jest/globals';
import { NET_RESULT_MAX_MS, netResultSince, nextReminderAt, timePlayed } from './reality-check-schedule';

const MINUTE_MS = 60_000;
const START = Date.parse('2026-11-27T10:00:00.000Z');

describe('reality-check schedule', () => {
  it('puts reminders at the start plus whole intervals, the first after the given time', () => {
    expect(nextReminderAt(START, 30, START)).toBe(START + 30 * MINUTE_MS);
    expect(nextReminderAt(START, 30, START + 29 * MINUTE_MS)).toBe(START + 30 * MINUTE_MS);
    expect(nextReminderAt(START, 30, START + 30 * MINUTE_MS)).toBe(START + 60 * MINUTE_MS);
    expect(nextReminderAt(START, 45, START + 100 * MINUTE_MS)).toBe(START + 135 * MINUTE_MS);
  });

  it('never reminds before the start plus one interval, when this clock is behind the server', () => {
    expect(nextReminderAt(START, 15, START - 50 * MINUTE_MS)).toBe(START + 15 * MINUTE_MS);
  });

  it('says the time played in hours and minutes', () => {
    expect(timePlayed(45 * MINUTE_MS + 59_000)).toBe('45 min');
    expect(timePlayed(90 * MINUTE_MS)).toBe('1 h 30 min');
    expect(timePlayed(120 * MINUTE_MS)).toBe('2 h');
    expect(timePlayed(-5000)).toBe('0 min');
  });

  it('counts the net result from the session start, or the last 30 days for an older session', () => {
    const iso = new Date(START).toISOString();
    expect(netResultSince(iso, START + NET_RESULT_MAX_MS)).toEqual({ since: iso, wholeSession: true });
    expect(netResultSince(iso, START + NET_RESULT_MAX_MS + 1)).toEqual({
      since: new Date(START + 1).toISOString(),
      wholeSession: false,
    });
  });
});
