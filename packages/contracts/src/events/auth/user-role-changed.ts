import { z } from 'zod';
import { id } from '../schema-parts';

/** An admin changed a user's role through auth's internal command; effective from the user's next token. */
export const UserRoleChangedSchema = z.object({
  userId: id,
  previousRole: z.enum(['user', 'admin']),
  role: z.enum(['user', 'admin']),
  /** The admin's user id. */
  changedBy: id,
  /** Why, as the admin typed it. Absent from events emitted before the console required it. */
  reason: z.string().nullable().optional(),
});
export type UserRoleChanged = z.infer<typeof UserRoleChangedSchema>;
