import type { MatchStatus } from './match-status';

/**
 * An admin's "finish now" on a simulated match (the admin service's command, or football's admin
 * route): who, why, and the match as it stood, for the audit log.
 */
export interface MatchFinishedBy {
  adminId: string;
  reason: string;
  previous: { status: MatchStatus; minute: number; score: { home: number; away: number } };
}

export interface MatchFinished {
  matchId: string;
  result: 'home_win' | 'away_win' | 'draw';
  score: { home: number; away: number };
  /** Set only when an admin finished the match by hand; a result the clock or a feed gives has none. */
  finishedBy?: MatchFinishedBy;
}
export const MATCH_FINISHED = 'football.MatchFinished' as const;
