import type { DailyPoint } from '@p2p/contracts/api';

const DAY_MS = 86_400_000;

/** The UTC dates (yyyy-mm-dd) of the last `days` days, oldest first, today last. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** One point per day; a day without data is `zero` ('0' for counts, '0.00' for money). */
export function dailySeries(
  days: readonly string[],
  values: ReadonlyMap<string, string>,
  zero: string,
): DailyPoint[] {
  return days.map((date) => ({ date, value: values.get(date) ?? zero }));
}
