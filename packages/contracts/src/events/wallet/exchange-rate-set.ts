import { z } from 'zod';
import { decimal, id } from '../schema-parts';

/** An admin set the naira-per-dollar rate withdrawals use. */
export const ExchangeRateSetSchema = z.object({
  ngnPerUsd: decimal,
  previous: decimal.nullable(),
  setBy: id,
});
export type ExchangeRateSet = z.infer<typeof ExchangeRateSetSchema>;
