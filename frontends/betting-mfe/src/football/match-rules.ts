import { NON_BETTABLE_STATUSES } from '../shared/offers/selections';
import type { Match, MatchStatus } from './football-types';

export const isInPlay = (status: MatchStatus) => status === 'Live' || status === 'Half Time';

/** Finished, cancelled, postponed or abandoned: no offer can be made or taken (spec 02). */
export const hasEnded = (status: MatchStatus) => NON_BETTABLE_STATUSES.includes(status);

/** The scoreboard's minute, with the apostrophe of spec 01: `67'`; HT at half time. */
export function minuteLabel(match: Pick<Match, 'status' | 'minute'>): string {
  if (match.status === 'Half Time') return 'HT';
  if (match.status === 'Finished') return 'FT';
  return `${match.minute}'`;
}

/** Kick-off in the visitor's time zone: the time for today, else a short date and time. */
export function kickOffLabel(startTime: string, now = new Date()): string {
  const start = new Date(startTime);
  const time = start.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (start.toDateString() === now.toDateString()) return `Today ${time}`;
  const day = start.toLocaleDateString([], { weekday: 'short', day: 'numeric', month: 'short' });
  return `${day}, ${time}`;
}

/** Share of the match played, 0-100, as football computes it (90 minutes, no stoppage time). */
export function progressOf(status: MatchStatus, minute: number): number {
  if (status === 'Finished') return 100;
  if (status === 'Scheduled') return 0;
  return Math.round((Math.min(minute, 90) / 90) * 100);
}

export const matchTitle = (match: Pick<Match, 'homeTeam' | 'awayTeam'>) =>
  `${match.homeTeam.name} vs ${match.awayTeam.name}`;
