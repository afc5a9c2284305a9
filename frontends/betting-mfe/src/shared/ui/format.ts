import { Money } from '@p2p/contracts/money';

/** Dates as the cards show them, in the viewer's time zone. */
const DATE_TIME = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : DATE_TIME.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : DATE.format(date);
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : TIME.format(date);
}

/** "Just now", "5m ago", "3h ago", "2d ago", then the date. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) return '-';
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return formatDate(iso);
}

/** Odds as decimal prices, or the dash peer-to-peer offers show (they have no house odds). */
export function formatOdds(odds: number | null | undefined): string {
  return typeof odds === 'number' && Number.isFinite(odds) ? odds.toFixed(2) : '-';
}

/** What the winner of a bet takes: both stakes (spec 02 section 9), in integer cents. */
export function winnings(stake: string): string {
  return Money.format(Money.roundToCents(stake) * 2n);
}
