/** The wallet captured a settled bet's stakes: the winner's payout and the platform's commission. */
export interface BetPaidOut {
  betId: string;
  /** null for a push or a void: both stakes were refunded, no commission. */
  winnerId: string | null;
  pot: string;
  commission: string;
}

export const BET_PAID_OUT = 'wallet.BetPaidOut' as const;
