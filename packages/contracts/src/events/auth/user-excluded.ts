import { z } from 'zod';
import { id, timestamp } from '../schema-parts';

/** A break a user takes from betting: a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years, or for good). */
export const ExclusionKindSchema = z.enum(['time-out', 'self-exclusion']);
export type ExclusionKind = z.infer<typeof ExclusionKindSchema>;

/**
 * A user took a break from betting (issue 22). Until `endsAt` (never, when null) betting refuses
 * their offers and takes and cancels their open offers, and the wallet refuses their deposits;
 * withdrawals stay open. Neither the user nor an admin can end it early, so the last event for a
 * user is the break in force: a later one only ever ends later.
 */
export const UserExcludedSchema = z.object({
  userId: id,
  kind: ExclusionKindSchema,
  startedAt: timestamp,
  /** ISO time the break ends; null for a permanent self-exclusion. */
  endsAt: timestamp.nullable(),
});
export type UserExcluded = z.infer<typeof UserExcludedSchema>;
