import { z } from '@p2p/ui/zod';

/** The wallet's ceiling (ExchangeRatesService): NGN 1,000,000.00 per dollar. */
const MAX_RATE = 1_000_000;

/** Naira per dollar as the wallet takes it: a positive amount with at most two decimals. */
export const exchangeRateSchema = z.object({
  ngnPerUsd: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'Enter naira per dollar, with at most two decimals')
    .refine((value) => Number(value) > 0, 'Exchange rate must be more than 0')
    .refine((value) => Number(value) <= MAX_RATE, 'Exchange rate must be at most 1,000,000 naira per dollar'),
});

export type ExchangeRateForm = z.infer<typeof exchangeRateSchema>;
