/** The wallet captured a settled bet's stakes: the winner's payout and the platform's commission. */
export interface BetPaidOut {
  betId: string;
  /** null for a push or a void: both stakes were refunded, no commission. */
  winnerId: string | null;
  pot: string;
  commission: string;
  /**
   * Both sides and how it was settled, for those who tell the bettors (absent from events written
   * before the notifications service existed).
   */
  makerId?: string;
  takerId?: string;
  result?: 'won' | 'push' | 'void';
}

export const BET_PAID_OUT = 'wallet.BetPaidOut' as const;
