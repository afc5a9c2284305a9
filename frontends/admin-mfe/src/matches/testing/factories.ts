import type { FootballMatch } from '@p2p/contracts/api';

let sequence = 0;

const side = (id: string, name: string, score: number | null) => ({
  id,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
  logo: `/api/football/teams/${id}/crest.svg`,
  recentForm: [],
  score,
});

/** Arsenal v Chelsea in the Premier League, kicking off at 15:00 UTC on 14 March 2026, not yet started. */
export function aFootballMatch(overrides: Partial<FootballMatch> = {}): FootballMatch {
  const n = ++sequence;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    homeTeam: side('arsenal', 'Arsenal', null),
    awayTeam: side('chelsea', 'Chelsea', null),
    competition: { id: 'premier-league', name: 'Premier League', logo: '' },
    league: { id: 'premier-league', name: 'Premier League', country: 'England' },
    round: null,
    startTime: '2026-03-14T15:00:00.000Z',
    date: '2026-03-14',
    time: '15:00',
    status: 'Scheduled',
    isLive: false,
    featured: false,
    progress: 0,
    minute: 0,
    voidReason: null,
    recentEvents: [],
    odds: { home: 2, draw: 3.4, away: 3.6, over25: 1.9, under25: 1.9, bttsYes: 1.8, bttsNo: 2 },
    nextGoalOdds: { home: 1.7, away: 2.2 },
    totalGoalsOdds: { over15: 1.3, under15: 3.4 },
    totalMarkets: 5,
    marketCategories: [],
    betOffers: 0,
    ...overrides,
  };
}

/** The same match in play: 1-0 at minute 63. */
export function aLiveMatch(overrides: Partial<FootballMatch> = {}): FootballMatch {
  const match = aFootballMatch();
  return {
    ...match,
    status: 'Live',
    isLive: true,
    minute: 63,
    progress: 70,
    homeTeam: { ...match.homeTeam, score: 1 },
    awayTeam: { ...match.awayTeam, score: 0 },
    ...overrides,
  };
}
