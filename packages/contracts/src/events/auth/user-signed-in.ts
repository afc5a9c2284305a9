/** A successful login (not a token refresh): the admin's "last login". */
export interface UserSignedIn {
  userId: string;
  at: string;
}

export const USER_SIGNED_IN = 'auth.UserSignedIn' as const;
