export interface DepositRejected {
  depositId: string;
  userId: string;
  amount: string;
  rejectedBy: string;
}
export const DEPOSIT_REJECTED = 'wallet.DepositRejected' as const;
