import { MatchStatus } from './match-status';

export interface MatchUpdated {
  matchId: string;
  status: MatchStatus;
  minute: number;
  homeScore: number;
  awayScore: number;
  kickoffAt: string;
}
export const MATCH_UPDATED = 'football.MatchUpdated' as const;
