import type { MatchStatus } from '@p2p/contracts';
import { MINUTE_MS } from './time';

export const HALF_MINUTES = 45;
export const FULL_TIME_MINUTE = 90;
/** The interval between the halves, in match-clock minutes (it speeds up with the clock too). */
export const HALF_TIME_BREAK_MINUTES = 15;
const SECOND_HALF_START = HALF_MINUTES + HALF_TIME_BREAK_MINUTES;
const FULL_TIME_AFTER = SECOND_HALF_START + HALF_MINUTES;

export type MatchPhase = 'pre_match' | 'first_half' | 'half_time' | 'second_half' | 'full_time';

export interface TimelinePoint {
  phase: MatchPhase;
  /** The running minute as a scoreboard shows it: 1 from the first whistle, 45 at half time, 90 at the end. */
  minute: number;
}

/** Match-clock minutes since kick-off: real time multiplied by the clock's speed. */
export function elapsedMatchMinutes(kickoffAt: Date, now: Date, speed: number): number {
  return ((now.getTime() - kickoffAt.getTime()) * speed) / MINUTE_MS;
}

/** Real milliseconds the clock takes to play `matchMinutes` of the timeline (break included). */
export function realDurationMs(matchMinutes: number, speed: number): number {
  return (matchMinutes * MINUTE_MS) / speed;
}

/** Where a match kicked off at `kickoffAt` stands at `now`, without stoppage time. */
export function timelineAt(kickoffAt: Date, now: Date, speed: number): TimelinePoint {
  const elapsed = elapsedMatchMinutes(kickoffAt, now, speed);
  if (elapsed < 0) return { phase: 'pre_match', minute: 0 };
  if (elapsed < HALF_MINUTES) return { phase: 'first_half', minute: Math.floor(elapsed) + 1 };
  if (elapsed < SECOND_HALF_START) return { phase: 'half_time', minute: HALF_MINUTES };
  if (elapsed < FULL_TIME_AFTER) {
    return { phase: 'second_half', minute: HALF_MINUTES + Math.floor(elapsed - SECOND_HALF_START) + 1 };
  }
  return { phase: 'full_time', minute: FULL_TIME_MINUTE };
}

export function statusOfPhase(phase: Exclude<MatchPhase, 'pre_match'>): MatchStatus {
  if (phase === 'half_time') return 'Half Time';
  if (phase === 'full_time') return 'Finished';
  return 'Live';
}

/** Share of the match played, 0-100, as the live cards show it. */
export function progressPercent(status: MatchStatus, minute: number): number {
  if (status === 'Finished') return 100;
  if (status === 'Scheduled') return 0;
  return Math.round((Math.min(minute, FULL_TIME_MINUTE) / FULL_TIME_MINUTE) * 100);
}
