import { z } from 'zod';
import { id, timestamp } from '../schema-parts';

/** A successful login (not a token refresh): the admin's "last login". */
export const UserSignedInSchema = z.object({
  userId: id,
  at: timestamp,
});
export type UserSignedIn = z.infer<typeof UserSignedInSchema>;
