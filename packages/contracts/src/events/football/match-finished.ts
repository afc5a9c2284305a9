export interface MatchFinished {
  matchId: string;
  result: 'home_win' | 'away_win' | 'draw';
  score: { home: number; away: number };
}
export const MATCH_FINISHED = 'football.MatchFinished' as const;
