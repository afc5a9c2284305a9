import { MatchStatus, NON_BETTABLE_STATUSES } from '@p2p/contracts';

const MINUTE_MS = 60_000;

export interface ScheduledMatch {
  kickoffAt: Date;
  status: MatchStatus;
}

/** Betting closes a few minutes before kick-off (spec 01 section 4), configurable. */
export function bettingClosesAt(match: ScheduledMatch, closesMinutesBefore: number): Date {
  return new Date(match.kickoffAt.getTime() - closesMinutesBefore * MINUTE_MS);
}

/** Offers may be created and taken only on a match that will still be played and is not about to start. */
export function isOpenForBetting(match: ScheduledMatch, now: Date, closesMinutesBefore: number): boolean {
  if (NON_BETTABLE_STATUSES.includes(match.status)) return false;
  return now.getTime() < bettingClosesAt(match, closesMinutesBefore).getTime();
}

/** Matches kicking off after this instant are still open for betting (status permitting). */
export function earliestBettableKickoff(now: Date, closesMinutesBefore: number): Date {
  return new Date(now.getTime() + closesMinutesBefore * MINUTE_MS);
}
