/** A break a user takes from betting: a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years, or for good). */
export type ExclusionKind = 'time-out' | 'self-exclusion';

/**
 * A user took a break from betting (issue 22). Until `endsAt` (never, when null) betting refuses
 * their offers and takes and cancels their open offers, and the wallet refuses their deposits;
 * withdrawals stay open. Neither the user nor an admin can end it early, so the last event for a
 * user is the break in force: a later one only ever ends later.
 */
export interface UserExcluded {
  userId: string;
  kind: ExclusionKind;
  startedAt: string;
  /** ISO time the break ends; null for a permanent self-exclusion. */
  endsAt: string | null;
}

export const USER_EXCLUDED = 'auth.UserExcluded' as const;
