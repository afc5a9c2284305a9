import { z } from '@p2p/ui/zod';
import { appOrRecoveryCode } from '../auth/auth-schemas';

const password = z.string().min(1, 'Password is required');
const appCode = z
  .string()
  .trim()
  .min(1, { error: 'Authentication code is required', abort: true })
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your app');

export const startTwoFactorSchema = z.object({ password });
export type StartTwoFactorForm = z.infer<typeof startTwoFactorSchema>;

export const enableTwoFactorSchema = z.object({ code: appCode });
export type EnableTwoFactorForm = z.infer<typeof enableTwoFactorSchema>;

/** Turning it off takes the app's code, or a recovery code for someone who lost the phone. */
export const disableTwoFactorSchema = z.object({ password, code: appOrRecoveryCode });
export type DisableTwoFactorForm = z.infer<typeof disableTwoFactorSchema>;
