export interface DepositRejected {
  depositId: string;
  userId: string;
  amount: string;
  rejectedBy: string;
  /** Why, as the admin wrote it to the depositor. */
  adminNotes: string | null;
}
export const DEPOSIT_REJECTED = 'wallet.DepositRejected' as const;
