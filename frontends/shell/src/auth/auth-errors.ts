import { ApiError } from '@p2p/web-session';

/** Spec 01 section 8, login: wrong credentials, the server's own reason (a lockout), or a generic failure. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Invalid email or password. Please try again.';
    if (error.status > 0 && error.status < 500 && error.message) return error.message;
  }
  return 'Login failed. Please try again.';
}

/** The code step: the server's reason (a wrong code, an expired sign-in, a lockout), or a generic failure. */
export function twoFactorErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message)
    return error.message;
  return 'Sign-in failed. Please try again.';
}

export interface RegistrationError {
  /** For the notice above the form; none when the message belongs under a field. */
  general?: string;
  email?: string;
  dateOfBirth?: string;
}

/** Auth's one-field answers about the date of birth: a bad date (400) or under 18 (403). */
const DATE_OF_BIRTH_REFUSAL = /^(Date of birth [^,]+|You must be \d+ or older to sign up)$/;

/** Spec 01 section 8, registration. */
export function registrationError(error: unknown): RegistrationError {
  const message = error instanceof Error ? error.message : '';
  if (error instanceof ApiError && DATE_OF_BIRTH_REFUSAL.test(message)) return { dateOfBirth: message };
  if (message.includes('User with this email or username already exists')) {
    return {
      email: 'An account with this email already exists',
      general: 'Please use a different email address or sign in to your existing account.',
    };
  }
  if (/validation/i.test(message)) return { general: 'Please check your information and try again.' };
  if (/8 characters/.test(message) && /password/i.test(message))
    return { general: 'Password must be at least 8 characters long' };
  if (error instanceof ApiError && error.status === 0)
    return { general: 'Registration failed. Please try again.' };
  if (error instanceof ApiError && error.status >= 500)
    return { general: 'Failed to create account. Please try again.' };
  return { general: message || 'Failed to create account. Please try again.' };
}

/** Spec 01 section 8, verification. */
export function verificationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    return /invalid verification code/i.test(error.message)
      ? 'Invalid verification code. Please try again.'
      : error.message;
  }
  return 'Verification failed. Please try again.';
}
