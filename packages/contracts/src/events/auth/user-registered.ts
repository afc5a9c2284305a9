export interface UserRegistered {
  userId: string;
  username: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  isEmailVerified: boolean;
}
export const USER_REGISTERED = 'auth.UserRegistered' as const;
