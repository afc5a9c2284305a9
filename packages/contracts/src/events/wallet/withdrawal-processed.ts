import { z } from 'zod';
import { decimal, id } from '../schema-parts';

/** An admin paid a withdrawal (the money left) or rejected it (the dollars went back). */
export const WithdrawalProcessedSchema = z.object({
  withdrawalId: id,
  userId: id,
  amountNgn: decimal,
  amountUsd: decimal,
  processedBy: id,
  adminNotes: z.string().nullable(),
});
export type WithdrawalProcessed = z.infer<typeof WithdrawalProcessedSchema>;

/** The user took back a pending withdrawal. */
export const WithdrawalCancelledSchema = z.object({
  withdrawalId: id,
  userId: id,
  amountUsd: decimal,
});
export type WithdrawalCancelled = z.infer<typeof WithdrawalCancelledSchema>;

export const WITHDRAWAL_REJECTED = 'wallet.WithdrawalRejected' as const;
