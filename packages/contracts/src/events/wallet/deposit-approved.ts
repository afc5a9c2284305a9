export interface DepositApproved {
  depositId: string;
  userId: string;
  amount: string;
  fee: string;
  net: string;
  approvedBy: string;
}
export const DEPOSIT_APPROVED = 'wallet.DepositApproved' as const;
