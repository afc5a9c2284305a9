import { ValidationFailedError } from '@p2p/service-kit';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** PostgreSQL's timestamps reach far beyond, but no audit entry is older than 1970 or past 9999. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(10000, 0, 1);

/**
 * `from` (inclusive) and `to` (exclusive) instants of a filter. A date alone is a UTC day: `to`
 * then includes the whole day.
 */
export function timeRange(from?: string, to?: string): { from: Date | null; to: Date | null } {
  return {
    from: from === undefined ? null : instant(from, 'From', 0),
    to: to === undefined ? null : instant(to, 'To', DATE_ONLY.test(to) ? DAY_MS : 0),
  };
}

function instant(text: string, name: string, plus: number): Date {
  const time = Date.parse(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
  if (!Number.isFinite(time) || time < EARLIEST || time >= LATEST)
    throw new ValidationFailedError(`${name} must be a date`);
  return new Date(time + plus);
}
