import type { User } from '@p2p/web-session';
import { z } from '@p2p/ui/zod';
import { PHONE_PATTERN, USERNAME_PATTERN } from '../forms/patterns';

export const GENDERS = [
  { value: '', label: 'Prefer not to say' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Rather not say' },
] as const;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

/**
 * Spec 01 section 5, profile. Empty optional fields clear the value on the server. The date of
 * birth is not here: it is given at sign-up and auth answers it masked (issue 22).
 */
export const profileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .max(100, 'Name cannot exceed 100 characters'),
  username: z
    .string()
    .trim()
    .min(1, { error: 'Username is required', abort: true })
    .refine((value) => value.length >= 3 && value.length <= 30, {
      error: 'Username must be between 3 and 30 characters',
      abort: true,
    })
    .refine(
      (value) => USERNAME_PATTERN.test(value),
      'Username can only contain letters, numbers, and underscores',
    ),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'Please provide a valid phone number'),
  country: optionalText(100, 'Country cannot exceed 100 characters'),
  address: optionalText(500, 'Address cannot exceed 500 characters'),
  gender: z.string(),
  avatar: z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), 'Avatar must be a valid URL'),
});
export type ProfileForm = z.infer<typeof profileSchema>;

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function profileFormOf(user: User): ProfileForm {
  return {
    name: user.name ?? '',
    username: user.username ?? '',
    phone: user.phone ?? '',
    country: user.country ?? '',
    address: user.address ?? '',
    gender: user.gender ?? '',
    avatar: user.avatar ?? '',
  };
}

/** Spec 01: only changed fields are sent. */
export function changedFields(before: ProfileForm, after: ProfileForm): Partial<ProfileForm> {
  const changes: Partial<ProfileForm> = {};
  for (const key of Object.keys(after) as Array<keyof ProfileForm>) {
    if (after[key].trim() !== before[key].trim()) changes[key] = after[key].trim();
  }
  return changes;
}

/**
 * Whether the phone really changes: the same digits written differently are the same phone, as auth
 * sees them (issue 30: a different one needs the current password).
 */
export function phoneChanged(before: string, after: string): boolean {
  const digits = (phone: string) => phone.trim().replace(/(?!^\+)[^\d]/g, '');
  return digits(before) !== digits(after);
}

/** Spec 01 section 5, the Change Password modal. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Current password is required', abort: true }),
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
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** The settings page's own wording of the same rules (spec 01 section 5). */
export const settingsPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Current password is required!', abort: true }),
    newPassword: z.string().min(8, 'Password must be at least 8 characters long!'),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'New passwords do not match!',
    path: ['confirmPassword'],
  });

/** The modal's submit is enabled only when all three are filled, they match and the new one has 8+. */
export function canSubmitPasswordChange({
  currentPassword,
  newPassword,
  confirmPassword,
}: ChangePasswordForm): boolean {
  return (
    Boolean(currentPassword && newPassword && confirmPassword) &&
    newPassword === confirmPassword &&
    newPassword.length >= 8
  );
}

export const securityQuestionsSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Current password is required', abort: true }),
  questions: z
    .array(
      z.object({
        question: z
          .string()
          .trim()
          .min(1, { error: 'Security question is required', abort: true })
          .max(200, 'Security question cannot exceed 200 characters'),
        answer: z
          .string()
          .trim()
          .min(1, { error: 'This answer is required', abort: true })
          .min(2, 'Answer must be at least 2 characters')
          .max(100, 'Answer cannot exceed 100 characters'),
      }),
    )
    .length(3),
});
export type SecurityQuestionsForm = z.infer<typeof securityQuestionsSchema>;
