/** A bank withdrawal asked for: its dollars are held until an admin pays or rejects it. */
export interface WithdrawalRequested {
  withdrawalId: string;
  userId: string;
  amountNgn: string;
  amountUsd: string;
  rate: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export const WITHDRAWAL_REQUESTED = 'wallet.WithdrawalRequested' as const;
