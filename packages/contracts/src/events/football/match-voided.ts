export interface MatchVoided {
  matchId: string;
  status: 'Cancelled' | 'Postponed' | 'Abandoned';
  reason: string;
}
export const MATCH_VOIDED = 'football.MatchVoided' as const;
