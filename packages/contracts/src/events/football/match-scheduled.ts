import { MatchStatus, TeamRef } from './match-status';

export interface MatchScheduled {
  matchId: string;
  leagueId: string;
  leagueName: string;
  competition: { name: string; logo: string };
  homeTeam: TeamRef;
  awayTeam: TeamRef;
  kickoffAt: string;
  status: MatchStatus;
  featured: boolean;
}
export const MATCH_SCHEDULED = 'football.MatchScheduled' as const;
