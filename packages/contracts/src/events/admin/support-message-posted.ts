import { z } from 'zod';
import { id, timestamp } from '../schema-parts';

/** A message on the support desk, by the user or by an admin; pushed live to both sides. */
export const SupportMessagePostedSchema = z.object({
  conversationId: id,
  /** The user the conversation is with; null for a support request from someone not signed in. */
  userId: id.nullable(),
  messageId: id,
  author: z.enum(['user', 'admin']),
  authorId: id.nullable(),
  authorName: z.string(),
  text: z.string(),
  createdAt: timestamp,
});
export type SupportMessagePosted = z.infer<typeof SupportMessagePostedSchema>;
