import type { Match } from '../football/football-types';

let sequence = 0;

/** A football match as the service answers it, kicking off in two hours unless told otherwise. */
export function aMatch(overrides: Partial<Match> = {}): Match {
  sequence += 1;
  const start = new Date(Date.now() + 2 * 3_600_000).toISOString();
  return {
    id: `match-${sequence}`,
    homeTeam: {
      id: 'arsenal',
      name: 'Arsenal',
      shortName: 'ARS',
      logo: '',
      recentForm: ['W', 'D'],
      score: null,
    },
    awayTeam: { id: 'chelsea', name: 'Chelsea', shortName: 'CHE', logo: '', recentForm: ['L'], score: null },
    competition: { id: 'premier-league', name: 'Premier League', logo: '' },
    league: { id: 'premier-league', name: 'Premier League', country: 'England' },
    round: null,
    startTime: start,
    date: start.slice(0, 10),
    time: start.slice(11, 16),
    status: 'Scheduled',
    isLive: false,
    featured: false,
    progress: 0,
    minute: 0,
    voidReason: null,
    recentEvents: [],
    odds: { home: 2.1, draw: 3.2, away: 3.5, over25: 1.9, under25: 1.95, bttsYes: 1.8, bttsNo: 2.0 },
    nextGoalOdds: { home: 1.7, away: 2.3 },
    totalGoalsOdds: { over15: 1.3, under15: 3.4 },
    totalMarkets: 5,
    marketCategories: [],
    betOffers: 0,
    ...overrides,
  };
}

/** The same match in play at `minute` with a score. */
export function aLiveMatch(
  minute: number,
  home: number,
  away: number,
  overrides: Partial<Match> = {},
): Match {
  const match = aMatch({
    status: 'Live',
    isLive: true,
    minute,
    progress: Math.round((minute / 90) * 100),
    ...overrides,
  });
  return {
    ...match,
    startTime: new Date(Date.now() - minute * 60_000).toISOString(),
    homeTeam: { ...match.homeTeam, score: home },
    awayTeam: { ...match.awayTeam, score: away },
  };
}
