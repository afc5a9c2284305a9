/**
 * The date-of-birth rules of sign-up (issue 22), shared by auth, which decides, and the sign-up form,
 * which says the same before sending. Days are UTC days written YYYY-MM-DD.
 */

/** Only adults may sign up. */
export const MINIMUM_AGE = 18;
/** An older date of birth is a typing mistake, not a bettor. */
export const MAXIMUM_AGE = 120;

export const DATE_OF_BIRTH_MESSAGES = {
  required: 'Date of birth is required',
  notADate: 'Date of birth must be a date (YYYY-MM-DD)',
  future: 'Date of birth cannot be in the future',
  tooOld: `Date of birth cannot be more than ${MAXIMUM_AGE} years ago`,
  underage: `You must be ${MINIMUM_AGE} or older to sign up`,
  unchangeable: 'Date of birth cannot be changed',
} as const;

export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD: 1990-02-30 and 1990-4-21 are not. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The same day `years` later (or earlier, when negative). A 29 February lands on 1 March in a year
 * without one, so someone born on a leap day comes of age on 1 March in ordinary years.
 */
export function yearsAfter(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const shifted = new Date(0);
  shifted.setUTCFullYear(year + years, month - 1, date);
  return shifted.toISOString().slice(0, 10);
}

/** Whether someone born on `dateOfBirth` has turned `age` by `today` (both UTC days): a birthday today counts. */
export function hasTurned(dateOfBirth: string, age: number, today: string): boolean {
  return yearsAfter(dateOfBirth, age) <= today;
}

/** Whether someone born on `dateOfBirth` may sign up on `today`. */
export const isAdultOn = (dateOfBirth: string, today: string): boolean =>
  hasTurned(dateOfBirth, MINIMUM_AGE, today);

/**
 * What every answer shows of a date of birth: the year alone, in the stored date's shape
 * (`1990-**-**`). Day and month together with a name are an identity-theft staple, so no route
 * sends them back, to their owner and to admins neither.
 */
export function maskDateOfBirth(dateOfBirth: string | null): string | null {
  return dateOfBirth ? `${dateOfBirth.slice(0, 4)}-**-**` : null;
}
