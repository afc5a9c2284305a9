import { z } from 'zod';
import { decimal, id } from '../schema-parts';

/** A user sent dollars to another user's wallet (instant, free): the recipient is told who and how much. */
export const TransferCompletedSchema = z.object({
  transferId: id,
  senderId: id,
  senderUsername: z.string(),
  recipientId: id,
  amount: decimal,
  note: z.string().nullable(),
});
export type TransferCompleted = z.infer<typeof TransferCompletedSchema>;
