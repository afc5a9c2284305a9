import { Money } from '@p2p/contracts/money';

const pad = (value: number) => value.toString().padStart(2, '0');

/**
 * "dd/mm/yyyy HH:mm", 24-hour, in the browser's time zone: spec 02's Transactions format, so the
 * console and the wallet screens write a moment the same way. Empty for a missing or bad value.
 */
export function formatDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** "dd/mm/yyyy". */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : '';
}

/** The stats series' days are UTC dates: shown as such, so a day never shifts by the viewer's time zone. */
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "2026-01-05" -> "Jan 5". */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/** "150000" -> "₦150,000.00". */
export function formatNaira(value: string | null | undefined): string {
  return Money.display(value, { symbol: '₦' });
}

/** A name for a user the screen knows only by id: the username, else the id's first block. */
export function userLabel(user: { id: string; username?: string | null } | null | undefined): string {
  if (!user) return 'Unknown user';
  return user.username ? `@${user.username}` : `User ${user.id.slice(0, 8)}`;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}
