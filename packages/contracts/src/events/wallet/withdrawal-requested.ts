import { z } from 'zod';
import { decimal, id } from '../schema-parts';

/** A bank withdrawal asked for: its dollars are held until an admin pays or rejects it. */
export const WithdrawalRequestedSchema = z.object({
  withdrawalId: id,
  userId: id,
  amountNgn: decimal,
  amountUsd: decimal,
  rate: decimal,
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type WithdrawalRequested = z.infer<typeof WithdrawalRequestedSchema>;
