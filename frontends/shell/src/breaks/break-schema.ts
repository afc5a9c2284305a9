import { z } from '@p2p/ui/zod';

export const TIME_OUT_OPTIONS = [
  { value: '24h', label: '24 hours' },
  { value: '48h', label: '48 hours' },
  { value: '1w', label: '1 week' },
  { value: '2w', label: '2 weeks' },
  { value: '4w', label: '4 weeks' },
  { value: '6w', label: '6 weeks' },
] as const;

export const SELF_EXCLUSION_OPTIONS = [
  { value: '6m', label: '6 months' },
  { value: '1y', label: '1 year' },
  { value: '2y', label: '2 years' },
  { value: '5y', label: '5 years' },
  { value: 'permanent', label: 'Permanently' },
] as const;

export const KIND_OPTIONS = [
  { value: 'time-out', label: 'Time-out (24 hours to 6 weeks)' },
  { value: 'self-exclusion', label: 'Self-exclusion (6 months to 5 years, or permanently)' },
] as const;

/** The same rules and words as auth's: the password only for a self-exclusion. */
export const breakSchema = z
  .object({
    kind: z.enum(['time-out', 'self-exclusion']),
    duration: z.string(),
    password: z.string(),
  })
  .superRefine((form, context) => {
    const options = form.kind === 'time-out' ? TIME_OUT_OPTIONS : SELF_EXCLUSION_OPTIONS;
    if (!options.some((option) => option.value === form.duration))
      context.addIssue({ code: 'custom', path: ['duration'], message: 'Choose how long' });
    if (form.kind === 'self-exclusion' && !form.password)
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Password is required to exclude yourself',
      });
  });

export type BreakForm = z.infer<typeof breakSchema>;

export const durationLabel = (duration: string) =>
  [...TIME_OUT_OPTIONS, ...SELF_EXCLUSION_OPTIONS].find((option) => option.value === duration)?.label ??
  duration;
