const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const SHORT_DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const FULL = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The bell's time of an entry: "Just now", "5m ago", "3h ago", "2d ago" within a week, then "12 Mar". */
export function notificationTimeLabel(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return SHORT_DATE.format(at);
}

/** The exact date and time, for the entry's tooltip. */
export function notificationTimeTitle(iso: string): string | undefined {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? FULL.format(at) : undefined;
}

/** Only a path of this app is followed: a link that is not one (`//host`, `https:`) is shown, not opened. */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

/** A failed read's line: what failed, then the server's reason unless it is only the same words. */
export function failureText(what: string, message: string): string {
  return message === what ? what : `${what}: ${message}`;
}
