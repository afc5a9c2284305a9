import { z } from 'zod';
import { decimal, id } from '../schema-parts';

export const DepositApprovedSchema = z.object({
  depositId: id,
  userId: id,
  amount: decimal,
  fee: decimal,
  net: decimal,
  approvedBy: id,
  /** What the admin wrote to the depositor, if anything. */
  adminNotes: z.string().nullable(),
});
export type DepositApproved = z.infer<typeof DepositApprovedSchema>;
