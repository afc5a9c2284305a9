/** A pending deposit nobody decided within the allowed days (nothing was ever credited). */
export interface DepositExpired {
  depositId: string;
  userId: string;
  amount: string;
}

export const DEPOSIT_EXPIRED = 'wallet.DepositExpired' as const;
