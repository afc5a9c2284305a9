/** An admin paid a withdrawal (the money left) or rejected it (the dollars went back). */
export interface WithdrawalProcessed {
  withdrawalId: string;
  userId: string;
  amountNgn: string;
  amountUsd: string;
  processedBy: string;
  adminNotes: string | null;
}

/** The user took back a pending withdrawal. */
export interface WithdrawalCancelled {
  withdrawalId: string;
  userId: string;
  amountUsd: string;
}

export const WITHDRAWAL_PAID = 'wallet.WithdrawalPaid' as const;
export const WITHDRAWAL_REJECTED = 'wallet.WithdrawalRejected' as const;
export const WITHDRAWAL_CANCELLED = 'wallet.WithdrawalCancelled' as const;
