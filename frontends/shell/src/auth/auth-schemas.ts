import { z } from '@p2p/ui/zod';
import {
  DATE_OF_BIRTH_MESSAGES,
  isAdultOn,
  isCalendarDate,
  MAXIMUM_AGE,
  utcToday,
  yearsAfter,
} from '../forms/date-of-birth';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../forms/patterns';

/** Spec 01 section 5, login. */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  password: z
    .string()
    .min(1, { error: 'Password is required', abort: true })
    .min(6, 'Password must be at least 6 characters'),
  remember: z.boolean(),
});
export type LoginForm = z.infer<typeof loginSchema>;

/** Six digits from the authenticator app, or a recovery code ("k7m2q-x9rtp"). */
export const appOrRecoveryCode = z
  .string()
  .trim()
  .min(1, { error: 'Authentication code is required', abort: true })
  .regex(
    /^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/,
    'Enter the 6-digit code from your app, or a recovery code',
  );

/** The login's second step. */
export const twoFactorCodeSchema = z.object({ code: appOrRecoveryCode });
export type TwoFactorCodeForm = z.infer<typeof twoFactorCodeSchema>;

/** Spec 01 section 5, signup. */
export const signupSchema = z.object({
  name: z
    .string()
    .min(1, { error: 'Full name is required', abort: true })
    .refine((name) => name.trim().length >= 2, 'Please enter your full name'),
  phone: z
    .string()
    .trim()
    .min(1, { error: 'Phone number is required', abort: true })
    .regex(PHONE_PATTERN, 'Please enter a valid phone number'),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  password: z
    .string()
    .min(1, { error: 'Password is required', abort: true })
    .min(8, 'Password must be at least 8 characters'),
  dateOfBirth: z
    .string()
    .trim()
    .min(1, { error: DATE_OF_BIRTH_MESSAGES.required, abort: true })
    .refine(isCalendarDate, { error: DATE_OF_BIRTH_MESSAGES.notADate, abort: true })
    .refine((day) => day <= utcToday(), { error: DATE_OF_BIRTH_MESSAGES.future, abort: true })
    .refine((day) => day >= yearsAfter(utcToday(), -MAXIMUM_AGE), {
      error: DATE_OF_BIRTH_MESSAGES.tooOld,
      abort: true,
    })
    .refine((day) => isAdultOn(day, utcToday()), DATE_OF_BIRTH_MESSAGES.underage),
  terms: z.boolean().refine((accepted) => accepted, 'You must agree to the Terms of Service'),
});
export type SignupForm = z.infer<typeof signupSchema>;

/**
 * Spec 01 section 3: the username is the part of the email before the @. Characters a username may
 * not hold (auth accepts letters, digits and underscores, 3 to 30) become underscores.
 */
export function usernameFromEmail(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  return local
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 30)
    .padEnd(3, '_');
}

/** Spec 01 section 5, password reset request and the email recovery method. */
export const emailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
});
export type EmailForm = z.infer<typeof emailSchema>;

/** The new password the emailed reset link asks for (same rules as a password change). */
export const newPasswordSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, { error: 'New password is required', abort: true })
      .min(8, 'New password must be at least 8 characters'),
    confirmPassword: z.string().min(1, { error: 'Password confirmation is required', abort: true }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Password confirmation does not match',
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;
