const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Betting answers the net result for at most 31 days back; a day's margin for the two clocks. */
export const NET_RESULT_MAX_MS = 30 * DAY_MS;

/**
 * The first reminder after `after`: reminders fall at start + N, start + 2N, … of session time, so a
 * reload or a tab that slept keeps the same beat rather than starting over. Never before start + N,
 * even when this browser's clock is behind the server's.
 */
export function nextReminderAt(sessionStartedAt: number, intervalMinutes: number, after: number): number {
  const interval = intervalMinutes * MINUTE_MS;
  const passed = Math.floor((after - sessionStartedAt) / interval);
  return sessionStartedAt + Math.max(1, passed + 1) * interval;
}

/** "1 h 30 min", "45 min", "2 h". */
export function timePlayed(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Where the net result counts from: the session's start, or 30 days back for a session older than
 * betting looks (a refresh cookie renewed for weeks keeps one session going).
 */
export function netResultSince(
  sessionStartedAt: string,
  now: number,
): { since: string; wholeSession: boolean } {
  const oldest = now - NET_RESULT_MAX_MS;
  return Date.parse(sessionStartedAt) >= oldest
    ? { since: sessionStartedAt, wholeSession: true }
    : { since: new Date(oldest).toISOString(), wholeSession: false };
}
