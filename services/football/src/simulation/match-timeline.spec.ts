import { describe, expect, it } from '@jest/globals';
import { MINUTE_MS } from './time';
import { progressPercent, realDurationMs, timelineAt } from './match-timeline';

const kickoff = new Date('2026-03-14T15:00:00.000Z');
const after = (minutes: number) => new Date(kickoff.getTime() + minutes * MINUTE_MS);

describe('match timeline', () => {
  it('is before the match until the kick-off', () => {
    expect(timelineAt(kickoff, after(-0.01), 1)).toEqual({ phase: 'pre_match', minute: 0 });
  });

  it('runs the first half from minute 1 to 45', () => {
    expect(timelineAt(kickoff, kickoff, 1)).toEqual({ phase: 'first_half', minute: 1 });
    expect(timelineAt(kickoff, after(30.5), 1)).toEqual({ phase: 'first_half', minute: 31 });
    expect(timelineAt(kickoff, after(44.99), 1)).toEqual({ phase: 'first_half', minute: 45 });
  });

  it('takes a 15-minute half-time break at minute 45', () => {
    expect(timelineAt(kickoff, after(45), 1)).toEqual({ phase: 'half_time', minute: 45 });
    expect(timelineAt(kickoff, after(59.99), 1)).toEqual({ phase: 'half_time', minute: 45 });
  });

  it('runs the second half from minute 46 to 90, then full time', () => {
    expect(timelineAt(kickoff, after(60), 1)).toEqual({ phase: 'second_half', minute: 46 });
    expect(timelineAt(kickoff, after(104.99), 1)).toEqual({ phase: 'second_half', minute: 90 });
    expect(timelineAt(kickoff, after(105), 1)).toEqual({ phase: 'full_time', minute: 90 });
    expect(timelineAt(kickoff, after(600), 1)).toEqual({ phase: 'full_time', minute: 90 });
  });

  it('plays a match minute per real second at speed 60', () => {
    expect(timelineAt(kickoff, new Date(kickoff.getTime() + 30_500), 60)).toEqual({
      phase: 'first_half',
      minute: 31,
    });
    expect(timelineAt(kickoff, new Date(kickoff.getTime() + realDurationMs(105, 60)), 60).phase).toBe(
      'full_time',
    );
    expect(realDurationMs(105, 60)).toBe(105_000);
  });

  it('reports progress as the share of 90 minutes played', () => {
    expect(progressPercent('Scheduled', 0)).toBe(0);
    expect(progressPercent('Live', 45)).toBe(50);
    expect(progressPercent('Half Time', 45)).toBe(50);
    expect(progressPercent('Live', 72)).toBe(80);
    expect(progressPercent('Finished', 90)).toBe(100);
  });
});
