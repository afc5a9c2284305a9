import { z } from 'zod';
import { decimal, id } from '../schema-parts';

/** A pending deposit nobody decided within the allowed days (nothing was ever credited). */
export const DepositExpiredSchema = z.object({
  depositId: id,
  userId: id,
  amount: decimal,
});
export type DepositExpired = z.infer<typeof DepositExpiredSchema>;
