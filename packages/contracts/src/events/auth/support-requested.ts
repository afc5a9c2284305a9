import { z } from 'zod';
import { id } from '../schema-parts';

/** The account-recovery screen's "contact support" form: it becomes a conversation on the support desk. */
export const SupportRequestedSchema = z.object({
  requestId: id,
  name: z.string(),
  contactEmail: z.string(),
  accountInfo: z.string(),
  /** The account it is about, when the identifier matched one. */
  userId: id.nullable(),
});
export type SupportRequested = z.infer<typeof SupportRequestedSchema>;
