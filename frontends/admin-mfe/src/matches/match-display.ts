import type { FootballMatch } from '@p2p/contracts/api';
import type { BadgeTone } from '@p2p/ui';

/** What "finish now" takes: a match not yet ended. */
export const FINISHABLE: ReadonlySet<FootballMatch['status']> = new Set(['Scheduled', 'Live', 'Half Time']);

export const matchName = (match: FootballMatch) => `${match.homeTeam.name} vs ${match.awayTeam.name}`;

/** Today as football's `date` filter reads it: the UTC day. */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export function statusOf(match: FootballMatch): { label: string; tone: BadgeTone } {
  if (match.status === 'Live') return { label: `Live ${match.minute}'`, tone: 'live' };
  if (match.status === 'Half Time') return { label: 'Half Time', tone: 'live' };
  if (match.status === 'Scheduled') return { label: 'Scheduled', tone: 'neutral' };
  if (match.status === 'Finished') return { label: 'Finished', tone: 'success' };
  return { label: match.status, tone: 'warning' };
}

/** "2–1", or "vs" before kick-off. */
export function scoreOf(match: FootballMatch): string {
  const { score: home } = match.homeTeam;
  const { score: away } = match.awayTeam;
  return home === null || away === null ? 'vs' : `${home}–${away}`;
}

export function resultText(match: FootballMatch, home: number, away: number): string {
  if (home > away) return `${match.homeTeam.name} win`;
  if (away > home) return `${match.awayTeam.name} win`;
  return 'Draw';
}
