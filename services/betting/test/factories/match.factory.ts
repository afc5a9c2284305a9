import type { MatchFinished, MatchScheduled, MatchUpdated } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import type { BettingApp } from '../support/betting-app';

const HOUR_MS = 3_600_000;

export function matchScheduled(overrides: Partial<MatchScheduled> = {}): MatchScheduled {
  const id = overrides.matchId ?? `match-${randomUUID().slice(0, 8)}`;
  return {
    matchId: id,
    leagueId: 'premier-league',
    leagueName: 'Premier League',
    competition: { name: 'Premier League', logo: '/api/football/logos/premier-league.svg' },
    homeTeam: { id: 'arsenal', name: 'Arsenal', shortName: 'ARS', logo: '/api/football/logos/arsenal.svg' },
    awayTeam: { id: 'chelsea', name: 'Chelsea', shortName: 'CHE', logo: '/api/football/logos/chelsea.svg' },
    kickoffAt: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
    status: 'Scheduled',
    featured: false,
    ...overrides,
  };
}

/** Schedules a match through football's event, as betting learns of every match. */
export async function scheduleMatch(
  app: BettingApp,
  overrides: Partial<MatchScheduled> = {},
): Promise<MatchScheduled> {
  const match = matchScheduled(overrides);
  await app.publish('football.MatchScheduled', match.matchId, match);
  return match;
}

export async function updateMatch(
  app: BettingApp,
  match: MatchScheduled,
  changes: Partial<MatchUpdated>,
): Promise<void> {
  await app.publish('football.MatchUpdated', match.matchId, {
    matchId: match.matchId,
    status: match.status,
    minute: 0,
    homeScore: 0,
    awayScore: 0,
    kickoffAt: match.kickoffAt,
    ...changes,
  });
}

export function matchFinished(matchId: string, home: number, away: number): MatchFinished {
  const result = home > away ? 'home_win' : home < away ? 'away_win' : 'draw';
  return { matchId, result, score: { home, away } };
}

export async function finishMatch(
  app: BettingApp,
  matchId: string,
  home: number,
  away: number,
): Promise<void> {
  await app.publish('football.MatchFinished', matchId, matchFinished(matchId, home, away));
}
