import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FootballApp, startFootball } from './support/football-app';

describe('Football service without matches (SEED_DEMO_DATA=false)', () => {
  let football: FootballApp;
  const get = (path: string) => football.api().get(`/api/football/${path}`);

  beforeAll(async () => {
    football = await startFootball();
  });

  afterAll(async () => {
    await football?.close();
  });

  it('still knows the competitions and clubs of the provider', async () => {
    expect((await get('leagues')).body.data).toHaveLength(6);
    expect((await get('teams/arsenal')).body.data).toMatchObject({
      id: 'arsenal',
      recentForm: [],
      recentMatches: [],
      upcomingMatches: [],
    });
  });

  it('answers empty lists, zero counts and no spotlight', async () => {
    const dashboard = (await get('dashboard')).body.data;

    expect(dashboard).toEqual({
      stats: { liveMatchesCount: 0, totalMarketsCount: 0, upcomingTodayCount: 0 },
      spotlightMatch: null,
      featuredMatches: [],
      liveMatches: [],
      trendingBets: [],
      leagueStats: (await get('leagues/stats')).body.data,
      feed: (await get('feed')).body.data,
    });
    expect((await get('spotlight')).body).toEqual({ success: true, data: null });
    expect((await get('live')).body).toEqual({ success: true, data: [] });
    expect((await get('matches')).body).toEqual({ success: true, data: [] });
    expect((await get('leagues/la-liga/matches')).body).toEqual({
      success: true,
      data: [],
      league: { id: 'la-liga', name: 'La Liga', country: 'Spain' },
    });
  });

  it('answers a table of zeros before any result', async () => {
    const { table } = (await get('leagues/bundesliga/standings')).body.data;

    expect(table).toHaveLength(18);
    for (const row of table) expect(row).toMatchObject({ played: 0, points: 0, form: [] });
  });
});
