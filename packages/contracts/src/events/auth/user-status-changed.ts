import { z } from 'zod';
import { id } from '../schema-parts';

export const AccountStatusSchema = z.enum(['active', 'suspended']);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/**
 * An admin suspended or reinstated a user. A suspended user cannot sign in, refresh, create or take
 * offers; their sessions are revoked and betting cancels their open offers.
 */
export const UserStatusChangedSchema = z.object({
  userId: id,
  previousStatus: AccountStatusSchema,
  status: AccountStatusSchema,
  /** Required for a suspension; shown to the user. */
  reason: z.string().nullable(),
  changedBy: id,
});
export type UserStatusChanged = z.infer<typeof UserStatusChangedSchema>;
