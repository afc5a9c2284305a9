/** An admin set the naira-per-dollar rate withdrawals use. */
export interface ExchangeRateSet {
  ngnPerUsd: string;
  previous: string | null;
  setBy: string;
}

export const EXCHANGE_RATE_SET = 'wallet.ExchangeRateSet' as const;
