import { z } from 'zod';
import { decimal, id } from '../schema-parts';

export const BalanceChangedSchema = z.object({
  userId: id,
  /** Decimal dollars after the change. */
  available: decimal,
  held: decimal,
  reason: z.string(),
  ref: id,
});
export type BalanceChanged = z.infer<typeof BalanceChangedSchema>;
