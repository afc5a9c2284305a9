import { Money } from '@p2p/contracts/money';
import { z } from '@p2p/ui/zod';

/** The wallet's own words for an amount it refuses, so the field says the same before and after sending. */
export const INVALID_LIMIT = 'Limit must be a positive amount in dollars, at most two decimals';

export const limitSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: 'Enter a limit in dollars', abort: true })
    .refine((value) => Money.isValid(value) && Money.toCents(value) > 0n, {
      error: INVALID_LIMIT,
      abort: true,
    })
    // "50" -> "50.00": the API's decimal-dollar form.
    .transform((value) => Money.format(Money.toCents(value))),
});

export type LimitForm = z.input<typeof limitSchema>;
export type LimitValues = z.output<typeof limitSchema>;
