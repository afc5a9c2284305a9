import { z } from 'zod';
import { decimal, id } from '../schema-parts';

export const DepositRejectedSchema = z.object({
  depositId: id,
  userId: id,
  amount: decimal,
  rejectedBy: id,
  /** Why, as the admin wrote it to the depositor. */
  adminNotes: z.string().nullable(),
});
export type DepositRejected = z.infer<typeof DepositRejectedSchema>;
