export interface BalanceChanged {
  userId: string;
  /** Decimal dollars after the change. */
  available: string;
  held: string;
  reason: string;
  ref: string;
}
export const BALANCE_CHANGED = 'wallet.BalanceChanged' as const;
