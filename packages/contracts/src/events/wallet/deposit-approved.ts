export interface DepositApproved {
  depositId: string;
  userId: string;
  amount: string;
  fee: string;
  net: string;
  approvedBy: string;
  /** What the admin wrote to the depositor, if anything. */
  adminNotes: string | null;
}
export const DEPOSIT_APPROVED = 'wallet.DepositApproved' as const;
