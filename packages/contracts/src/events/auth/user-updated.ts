/** Sent when a field other services project changes: username, name, email, role, email verification. */
export interface UserUpdated {
  userId: string;
  username: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  isEmailVerified: boolean;
}
export const USER_UPDATED = 'auth.UserUpdated' as const;
