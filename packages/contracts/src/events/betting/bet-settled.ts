export interface BetSettled {
  betId: string;
  offerId: string;
  matchId: string;
  makerId: string;
  takerId: string;
  /** null for a push or a void: both stakes go back. */
  winnerId: string | null;
  /** Each side's stake, decimal dollars. */
  stake: string;
  result: 'won' | 'push' | 'void';
  /** Set when an admin settled it by hand (the admin service's command), with the required reason. */
  settledBy?: { adminId: string; reason: string };
}
export const BET_SETTLED = 'betting.BetSettled' as const;
