/** A deposit request waiting for an admin (nothing credited yet). */
export interface DepositSubmitted {
  depositId: string;
  userId: string;
  amount: string;
  fee: string;
  net: string;
  methodType: string;
  methodName: string;
  transactionReference: string | null;
  hasProof: boolean;
}

export const DEPOSIT_SUBMITTED = 'wallet.DepositSubmitted' as const;
