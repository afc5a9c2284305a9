import type { MatchStatus } from '@p2p/contracts';
import type { VoidStatus } from '../../matches/match.entity';
import { FULL_TIME_MINUTE, HALF_MINUTES, HALF_TIME_BREAK_MINUTES } from '../../simulation/match-timeline';
import { MINUTE_MS } from '../../simulation/time';
import type { FeedReport } from './football-data.mapping';

/** Our match as the feed's report is weighed against it. */
export interface MatchState {
  status: MatchStatus;
  minute: number;
  homeScore: number;
  awayScore: number;
  kickoffAt: Date;
  suspendedAt: Date | null;
}

/** One change to make, in order, through the match's own domain methods. */
export type Step =
  | { kind: 'reschedule'; kickoffAt: Date }
  | { kind: 'play'; status: 'Live' | 'Half Time'; minute: number; home: number; away: number }
  | { kind: 'suspend' }
  | { kind: 'finish'; home: number; away: number }
  | { kind: 'void'; status: VoidStatus; reason: string }
  /** The feed contradicts an ended match: recorded for admins, never applied (nothing is paid twice). */
  | { kind: 'discrepancy' };

const IN_PLAY: readonly MatchStatus[] = ['Live', 'Half Time'];
const VOIDED: readonly MatchStatus[] = ['Cancelled', 'Postponed', 'Abandoned'];

/**
 * The running minute when the feed gives none (its list answers do not): the timeline from the
 * kick-off, 45 through the first half's stoppage and the break, 90 at most.
 */
export function estimatedMinute(kickoffAt: Date, now: Date): number {
  const elapsed = (now.getTime() - kickoffAt.getTime()) / MINUTE_MS;
  if (elapsed < HALF_MINUTES) return Math.max(1, Math.floor(elapsed) + 1);
  const secondHalf = elapsed - HALF_MINUTES - HALF_TIME_BREAK_MINUTES;
  if (secondHalf < 0) return HALF_MINUTES;
  return Math.min(FULL_TIME_MINUTE, HALF_MINUTES + Math.floor(secondHalf) + 1);
}

/**
 * What the feed's report means for our match, as the simulator's rules have it: a match finishes
 * once, with the feed's score after 90 minutes; postponed and cancelled matches are void (before
 * kick-off: Postponed / Cancelled; in play: Abandoned); a suspended match stays in play and is
 * abandoned when not resumed within `voidAfterMs`; a moved kick-off moves the match (and betting's
 * close). An ended match never changes: a different word from the feed about it is a discrepancy.
 */
export function decide(match: MatchState, report: FeedReport, now: Date, voidAfterMs: number): Step[] {
  if (match.status === 'Finished') {
    const sameScore = report.score?.home === match.homeScore && report.score?.away === match.awayScore;
    if (report.status === 'FINISHED' && report.score && !sameScore) return [{ kind: 'discrepancy' }];
    if (['AWARDED', 'CANCELLED', 'POSTPONED'].includes(report.status)) return [{ kind: 'discrepancy' }];
    return [];
  }
  if (VOIDED.includes(match.status)) {
    return report.status === 'FINISHED' || report.status === 'AWARDED' ? [{ kind: 'discrepancy' }] : [];
  }

  const scheduled = match.status === 'Scheduled';
  const steps: Step[] = [];
  // The feed's kick-off is the official one; moving it is allowed only before the match starts.
  if (scheduled && report.kickoffAt.getTime() !== match.kickoffAt.getTime()) {
    steps.push({ kind: 'reschedule', kickoffAt: report.kickoffAt });
  }
  const kickoffAt = scheduled ? report.kickoffAt : match.kickoffAt;
  const voidAs = (status: 'Postponed' | 'Cancelled', reason: string, inPlayReason: string): Step =>
    scheduled
      ? { kind: 'void', status, reason }
      : { kind: 'void', status: 'Abandoned', reason: inPlayReason };

  switch (report.status) {
    case 'SCHEDULED':
    case 'TIMED':
      return scheduled ? steps : [];
    case 'IN_PLAY':
    case 'PAUSED':
    case 'EXTRA_TIME':
    case 'PENALTY_SHOOTOUT':
      return [...steps, play(match, report, kickoffAt, now)];
    case 'FINISHED':
      return report.score ? [...steps, { kind: 'finish', ...report.score }] : steps;
    case 'SUSPENDED': {
      if (scheduled) {
        // Suspended before a ball was kicked: it is postponed once the wait for it is over.
        const overdue = now.getTime() - kickoffAt.getTime() >= voidAfterMs;
        return overdue
          ? [...steps, { kind: 'void', status: 'Postponed', reason: suspendedReason(voidAfterMs) }]
          : steps;
      }
      const since = match.suspendedAt ?? now;
      if (now.getTime() - since.getTime() >= voidAfterMs) {
        return [{ kind: 'void', status: 'Abandoned', reason: suspendedReason(voidAfterMs) }];
      }
      const frozen = report.score ?? { home: match.homeScore, away: match.awayScore };
      const scoreMoved = frozen.home !== match.homeScore || frozen.away !== match.awayScore;
      return [
        ...(scoreMoved
          ? [{ kind: 'play' as const, status: 'Live' as const, minute: match.minute, ...frozen }]
          : []),
        ...(match.suspendedAt ? [] : [{ kind: 'suspend' as const }]),
      ];
    }
    case 'POSTPONED':
      return [...steps, voidAs('Postponed', 'Postponed', 'Postponed during play')];
    case 'CANCELLED':
      return [...steps, voidAs('Cancelled', 'Cancelled', 'Cancelled during play')];
    case 'AWARDED':
      // Decided at the table, not on the pitch: bets on the result are void.
      return [
        ...steps,
        voidAs(
          'Cancelled',
          'Not played: result awarded by the competition',
          'Result awarded by the competition',
        ),
      ];
    default:
      return steps;
  }
}

function suspendedReason(voidAfterMs: number): string {
  return `Suspended and not resumed within ${Math.round(voidAfterMs / MINUTE_MS)} minutes`;
}

function play(match: MatchState, report: FeedReport, kickoffAt: Date, now: Date): Step {
  const score = report.score ?? { home: match.homeScore, away: match.awayScore };
  const secondHalfDone = match.minute > HALF_MINUTES && match.status !== 'Half Time';
  if (report.status === 'EXTRA_TIME' || report.status === 'PENALTY_SHOOTOUT') {
    return { kind: 'play', status: 'Live', minute: FULL_TIME_MINUTE, ...score };
  }
  if (report.status === 'PAUSED') {
    // The break at half time, or before extra time once the second half was played.
    return secondHalfDone
      ? { kind: 'play', status: 'Live', minute: FULL_TIME_MINUTE, ...score }
      : { kind: 'play', status: 'Half Time', minute: Math.max(match.minute, HALF_MINUTES), ...score };
  }
  const told = report.minute ?? estimatedMinute(kickoffAt, now);
  const minute = Math.min(FULL_TIME_MINUTE, Math.max(1, told, match.minute));
  return { kind: 'play', status: 'Live', minute, ...score };
}

export const isInPlay = (status: MatchStatus) => IN_PLAY.includes(status);
