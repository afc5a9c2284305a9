import { z } from 'zod';
import { decimal, id } from '../schema-parts';

/** A deposit request waiting for an admin (nothing credited yet). */
export const DepositSubmittedSchema = z.object({
  depositId: id,
  userId: id,
  amount: decimal,
  fee: decimal,
  net: decimal,
  methodType: z.string(),
  methodName: z.string(),
  transactionReference: z.string().nullable(),
  hasProof: z.boolean(),
});
export type DepositSubmitted = z.infer<typeof DepositSubmittedSchema>;
