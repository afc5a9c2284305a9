/** The calendar periods a user's own limit counts over (deposits in the wallet, stakes and losses in betting). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const PERIOD_ADJECTIVE: Readonly<Record<LimitPeriod, string>> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
};

/**
 * The calendar window, in UTC, that `at` falls in: the day from midnight, the week from Monday, the
 * month from the 1st. Calendar windows reset at a moment a user can be told ("resets at midnight
 * UTC"), where a rolling window frees its room amount by amount.
 */
export function periodWindow(period: LimitPeriod, at: Date): { start: Date; resetsAt: Date } {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const day = at.getUTCDate();
  if (period === 'month') return { start: utc(year, month, 1), resetsAt: utc(year, month + 1, 1) };
  if (period === 'day') return { start: utc(year, month, day), resetsAt: utc(year, month, day + 1) };
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return { start: utc(year, month, day - sinceMonday), resetsAt: utc(year, month, day - sinceMonday + 7) };
}

/** "2026-11-28 00:00": a moment of a limit's rules as its messages say it, followed by " UTC". */
export function utcMinute(at: Date): string {
  return at.toISOString().slice(0, 16).replace('T', ' ');
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
