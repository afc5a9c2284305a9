/** The user object of spec 01 section 3, as auth returns it; money fields are decimal-dollar strings. */
export interface User {
  id: string;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  username: string;
  email: string;
  phone?: string | null;
  /** Masked by auth, never the full date: the year alone, `1990-**-**`; null for accounts without one. */
  dateOfBirth?: string | null;
  country?: string | null;
  address?: string | null;
  avatar?: string | null;
  gender?: string | null;
  role: 'admin' | 'user' | (string & {});
  balance?: string | number | null;
  todayChange?: string | number | null;
  totalWinnings?: string | number | null;
  totalLosses?: string | number | null;
  betsCount?: number | null;
  twoFactorEnabled?: boolean;
  isEmailVerified?: boolean;
  isPhoneVerified?: boolean;
  createdAt?: string;
}

export interface AuthResult {
  token: string;
  user: User;
}

export function isAdmin(user: User | null | undefined): boolean {
  return user?.role === 'admin';
}
