export type AccountStatus = 'active' | 'suspended';

/**
 * An admin suspended or reinstated a user. A suspended user cannot sign in, refresh, create or take
 * offers; their sessions are revoked and betting cancels their open offers.
 */
export interface UserStatusChanged {
  userId: string;
  previousStatus: AccountStatus;
  status: AccountStatus;
  /** Required for a suspension; shown to the user. */
  reason: string | null;
  changedBy: string;
}

export const USER_STATUS_CHANGED = 'auth.UserStatusChanged' as const;
