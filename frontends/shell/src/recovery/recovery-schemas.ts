import { z } from '@p2p/ui/zod';
import { EMAIL_PATTERN } from '../forms/patterns';

/** Spec 01 section 5, account recovery. */
export const phoneSchema = z.object({
  phone: z.string().trim().min(1, { error: 'Phone number is required', abort: true }),
});
export const phoneCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter all 6 digits'),
});
export const identifierSchema = z.object({
  identifier: z.string().trim().min(1, { error: 'Username or email is required', abort: true }),
});
export const answersSchema = z.object({
  answers: z.array(z.string().trim().min(1, { error: 'This answer is required', abort: true })),
});
export const supportSchema = z.object({
  name: z.string().trim().min(1, { error: 'Full name is required', abort: true }),
  contactEmail: z
    .string()
    .trim()
    .min(1, { error: 'Contact email is required', abort: true })
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  accountInfo: z.string().trim().min(1, { error: 'Account information is required', abort: true }),
});
export type SupportForm = z.infer<typeof supportSchema>;
