/** An admin changed a user's role through auth's internal command; effective from the user's next token. */
export interface UserRoleChanged {
  userId: string;
  previousRole: 'user' | 'admin';
  role: 'user' | 'admin';
  /** The admin's user id. */
  changedBy: string;
  /** Why, as the admin typed it. Absent from events emitted before the console required it. */
  reason?: string | null;
}

export const USER_ROLE_CHANGED = 'auth.UserRoleChanged' as const;
