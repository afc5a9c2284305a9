import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { FootballApp, startFootball, TEST_NOW } from './support/football-app';

interface MatchBody {
  id: string;
  status: string;
  isLive: boolean;
  featured: boolean;
  startTime: string;
  date: string;
  time: string;
  minute: number;
  progress: number;
  league: { id: string; name: string; country: string };
  competition: { id: string; name: string; logo: string };
  homeTeam: { id: string; name: string; score: number | null; recentForm: string[]; logo: string };
  awayTeam: { id: string; name: string; score: number | null; recentForm: string[]; logo: string };
  recentEvents: Array<{
    id: string;
    minute: number;
    icon: string;
    player: string;
    team: string;
    type: string;
  }>;
  odds: Record<string, number>;
  nextGoalOdds: Record<string, number>;
  totalGoalsOdds: Record<string, number>;
  totalMarkets: number;
  marketCategories: string[];
  betOffers: number;
}

describe('Football match lists, over HTTP', () => {
  let football: FootballApp;
  const get = (path: string) => football.api().get(`/api/football/${path}`);
  const today = TEST_NOW.slice(0, 10);

  beforeAll(async () => {
    football = await startFootball({ env: { SEED_DEMO_DATA: 'true' } });
  });

  afterAll(async () => {
    await football?.close();
  });

  describe('GET /api/football/dashboard', () => {
    it('answers the hero stats, spotlight, featured and live matches and trending bets', async () => {
      const response = await get('dashboard');

      expect(response.status).toBe(200);
      const { stats, spotlightMatch, featuredMatches, liveMatches, trendingBets } = response.body.data;
      expect(stats.liveMatchesCount).toBe(liveMatches.length);
      expect(stats.liveMatchesCount).toBeGreaterThanOrEqual(3);
      expect(stats.liveMatchesCount).toBeLessThanOrEqual(6);
      expect(stats.upcomingTodayCount).toBeGreaterThanOrEqual(2);
      expect(stats.totalMarketsCount).toBeGreaterThan(0);
      expect(stats.totalMarketsCount % 5).toBe(0);
      expect(spotlightMatch.isLive).toBe(true);
      expect(featuredMatches.length).toBeGreaterThan(0);
      for (const match of featuredMatches) expect(match.featured).toBe(true);
      expect(trendingBets).toEqual([]);
    });

    it('carries what the dashboard would otherwise ask for apart: the competitions and the feed source', async () => {
      const [dashboard, leagueStats, feed] = await Promise.all([
        get('dashboard'),
        get('leagues/stats'),
        get('feed'),
      ]);

      expect(dashboard.body.data.leagueStats).toEqual(leagueStats.body.data);
      expect(dashboard.body.data.leagueStats.length).toBeGreaterThan(0);
      expect(dashboard.body.data.feed).toEqual(feed.body.data);
      expect(feed.body.data).toEqual({ provider: 'demo', simulated: true });
    });
  });

  describe('GET /api/football/live and /live/database', () => {
    it('answers the matches in play, the same on both paths', async () => {
      const database = await get('live/database');
      const plain = await get('live');

      expect(database.status).toBe(200);
      expect(plain.body).toEqual(database.body);
      const matches: MatchBody[] = database.body.data;
      expect(matches.length).toBeGreaterThanOrEqual(3);
      expect(new Set(matches.map((match) => match.league.id)).size).toBe(matches.length);
      for (const match of matches) {
        expect(['Live', 'Half Time']).toContain(match.status);
        expect(match.isLive).toBe(true);
        expect(match.minute).toBeGreaterThanOrEqual(1);
        expect(match.progress).toBe(Math.round((match.minute / 90) * 100));
      }
      expect(matches.some((match) => match.status === 'Half Time')).toBe(true);
    });

    it('answers every field of the Match entity', async () => {
      const [match]: MatchBody[] = (await get('live')).body.data;

      expect(match).toEqual({
        id: expect.any(String),
        homeTeam: {
          id: expect.any(String),
          name: expect.any(String),
          shortName: expect.any(String),
          logo: expect.stringMatching(
            new RegExp(`^/api/football/emblems/[0-9a-f]{16}\\.svg#team-${match.homeTeam.id}$`),
          ),
          recentForm: expect.any(Array),
          score: expect.any(Number),
        },
        awayTeam: expect.objectContaining({ score: expect.any(Number), recentForm: expect.any(Array) }),
        competition: {
          id: match.league.id,
          name: match.league.name,
          logo: expect.stringMatching(
            new RegExp(`^/api/football/emblems/[0-9a-f]{16}\\.svg#league-${match.league.id}$`),
          ),
        },
        league: { id: expect.any(String), name: expect.any(String), country: expect.any(String) },
        round: expect.stringMatching(/^Matchday \d+$/),
        startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/),
        date: match.startTime.slice(0, 10),
        time: match.startTime.slice(11, 16),
        status: expect.stringMatching(/^(Live|Half Time)$/),
        isLive: true,
        featured: expect.any(Boolean),
        progress: expect.any(Number),
        minute: expect.any(Number),
        voidReason: null,
        recentEvents: expect.any(Array),
        odds: {
          home: expect.any(Number),
          draw: expect.any(Number),
          away: expect.any(Number),
          over25: expect.any(Number),
          under25: expect.any(Number),
          bttsYes: expect.any(Number),
          bttsNo: expect.any(Number),
        },
        nextGoalOdds: { home: expect.any(Number), away: expect.any(Number) },
        totalGoalsOdds: { over15: expect.any(Number), under15: expect.any(Number) },
        totalMarkets: 5,
        marketCategories: ['Match Result', 'Goals', 'Both Teams to Score', 'Next Goal'],
        betOffers: 0,
      });
    });

    it('lists recent events with their icon, minute, player and side, latest first', async () => {
      const matches: MatchBody[] = (await get('matches?date=' + today)).body.data;
      const events = matches.flatMap((match) => match.recentEvents);

      expect(events.length).toBeGreaterThan(0);
      const icons: Record<string, string> = { goal: '⚽', yellow_card: '🟨', red_card: '🟥' };
      for (const event of events) {
        expect(event.icon).toBe(icons[event.type]);
        expect(event.player).toMatch(/^No\. \d+$/);
        expect(['home', 'away']).toContain(event.team);
      }
      for (const match of matches) {
        const minutes = match.recentEvents.map((event) => event.minute);
        expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
        expect(match.recentEvents.length).toBeLessThanOrEqual(5);
      }
    });
  });

  describe('POST /api/football/live/websocket/init', () => {
    it('tells the client how to subscribe to live updates', async () => {
      const response = await football.api().post('/api/football/live/websocket/init');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: {
          transport: 'socket.io',
          path: '/api/live/socket.io',
          events: ['match:updated', 'offers:changed', 'balance'],
        },
      });
    });
  });

  describe('GET /api/football/matches and /matches/database', () => {
    it("answers today's matches by default, the same on both paths", async () => {
      const database = await get('matches/database');
      const plain = await get('matches');

      expect(database.status).toBe(200);
      expect(plain.body).toEqual(database.body);
      const matches: MatchBody[] = database.body.data;
      expect(matches.length).toBeGreaterThan(5);
      for (const match of matches) expect(match.date).toBe(today);
      const starts = matches.map((match) => match.startTime);
      expect(starts).toEqual([...starts].sort());
      expect(matches.map((match) => match.status)).toEqual(
        expect.arrayContaining(['Finished', 'Live', 'Scheduled']),
      );
    });

    it('answers the matches of a given day, finished ones with their result', async () => {
      const lastWeek = new Date(Date.parse(TEST_NOW) - 7 * 86_400_000).toISOString().slice(0, 10);

      const response = await get(`matches/database?date=${lastWeek}`);

      expect(response.status).toBe(200);
      const matches: MatchBody[] = response.body.data;
      expect(matches.length).toBeGreaterThan(0);
      for (const match of matches) {
        expect(match.date).toBe(lastWeek);
        expect(['Finished', 'Postponed', 'Abandoned']).toContain(match.status);
        expect(match.totalMarkets).toBe(0);
        if (match.status === 'Finished') {
          expect(match.progress).toBe(100);
          expect(match.homeTeam.score).toEqual(expect.any(Number));
        }
      }
    });

    it('shows no score before the kick-off', async () => {
      const nextWeek = new Date(Date.parse(TEST_NOW) + 7 * 86_400_000).toISOString().slice(0, 10);

      const matches: MatchBody[] = (await get(`matches?date=${nextWeek}`)).body.data;

      expect(matches.length).toBeGreaterThan(0);
      for (const match of matches) {
        expect(match).toMatchObject({
          status: 'Scheduled',
          isLive: false,
          minute: 0,
          progress: 0,
          recentEvents: [],
        });
        expect(match.homeTeam.score).toBeNull();
        expect(match.awayTeam.score).toBeNull();
      }
    });

    it.each(['2024-13-45', '2023-02-29', '14-03-2026', 'today', ''])(
      'refuses the date %p with 400 Invalid date',
      async (date) => {
        const database = await get(`matches/database?date=${date}`);
        const plain = await get(`matches?date=${date}`);

        expect(database.status).toBe(400);
        expect(database.body).toEqual({ success: false, message: 'Invalid date' });
        expect(plain.status).toBe(400);
        expect(plain.body).toEqual({ success: false, message: 'Invalid date' });
      },
    );
  });

  describe('GET /api/football/featured', () => {
    it('answers featured matches open to betting, those in play first', async () => {
      const response = await get('featured');

      expect(response.status).toBe(200);
      const matches: MatchBody[] = response.body.data;
      expect(matches.length).toBeGreaterThan(0);
      for (const match of matches) {
        expect(match.featured).toBe(true);
        expect(['Scheduled', 'Live', 'Half Time']).toContain(match.status);
      }
      const live = matches.map((match) => match.isLive);
      expect(live).toEqual([...live].sort((a, b) => Number(b) - Number(a)));
    });
  });

  describe('GET /api/football/spotlight', () => {
    it('answers the strongest pairing in play', async () => {
      const spotlight: MatchBody = (await get('spotlight')).body.data;
      const live: MatchBody[] = (await get('live')).body.data;
      const strength = async (match: MatchBody) => {
        const [home, away] = await Promise.all([
          get(`teams/${match.homeTeam.id}`),
          get(`teams/${match.awayTeam.id}`),
        ]);
        return home.body.data.strength + away.body.data.strength;
      };

      const strengths = await Promise.all(live.map(strength));

      expect(spotlight.isLive).toBe(true);
      expect(await strength(spotlight)).toBe(Math.max(...strengths));
    });
  });

  describe('GET /api/football/matches/{id}/odds', () => {
    it('answers every market with odds and fair probabilities', async () => {
      const [match]: MatchBody[] = (await get('live')).body.data;

      const response = await get(`matches/${match.id}/odds`);

      expect(response.status).toBe(200);
      const odds = response.body.data;
      expect(odds).toMatchObject({
        matchId: match.id,
        status: match.status,
        open: true,
        margin: 0.05,
        odds: match.odds,
        nextGoalOdds: match.nextGoalOdds,
        totalGoalsOdds: match.totalGoalsOdds,
        totalMarkets: 5,
        homeTeam: { id: match.homeTeam.id, name: match.homeTeam.name },
      });
      const result = odds.markets.find((market: { id: string }) => market.id === 'match_result');
      const total = result.selections.reduce(
        (sum: number, selection: { probability: number }) => sum + selection.probability,
        0,
      );
      expect(total).toBeCloseTo(1, 3);
      expect(result.selections.map((selection: { id: string }) => selection.id)).toEqual([
        'home_win',
        'draw',
        'away_win',
      ]);
    });

    it('answers 404 for an unknown match, or an id that is no match id at all', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const response = await get(`matches/${id}/odds`);

        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Match not found' });
      }
    });
  });

  describe('GET /api/football/leagues/{id}/matches', () => {
    it('answers the league list shape of spec 02 with the league', async () => {
      const response = await get('leagues/serie-a/matches');

      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.league).toEqual({ id: 'serie-a', name: 'Serie A', country: 'Italy' });
      const matches = response.body.data;
      expect(matches.length).toBeGreaterThan(10);
      for (const match of matches) {
        expect(match).toEqual({
          id: expect.any(String),
          match_date: match.startTime.slice(0, 10),
          match_time: match.startTime.slice(11, 16),
          match_live: ['Live', 'Half Time'].includes(match.status) ? '1' : '0',
          match_status: match.status,
          homeTeam: {
            name: expect.any(String),
            logo: expect.stringMatching(/\.svg#team-/),
            score: match.status === 'Scheduled' ? null : expect.any(Number),
          },
          awayTeam: {
            name: expect.any(String),
            logo: expect.stringMatching(/\.svg#team-/),
            score: match.status === 'Scheduled' ? null : expect.any(Number),
          },
          competition: { name: 'Serie A' },
          league_name: 'Serie A',
          startTime: expect.any(String),
          status: match.match_status,
        });
      }
      expect(matches.some((match: { match_live: string }) => match.match_live === '1')).toBe(true);
      const cutoff = Date.parse(TEST_NOW) - 86_400_000;
      for (const match of matches) expect(Date.parse(match.startTime)).toBeGreaterThanOrEqual(cutoff);
    });

    it('answers 404 for an unknown league', async () => {
      const response = await get('leagues/no-such-league/matches');

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'League not found' });
    });
  });

  describe('GET /api/football/leagues/stats', () => {
    it('answers each competition with its open and live match counts', async () => {
      const response = await get('leagues/stats');
      const live: MatchBody[] = (await get('live')).body.data;

      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(6);
      for (const league of response.body.data) {
        expect(league).toEqual({
          id: expect.any(String),
          name: expect.any(String),
          icon: expect.any(String),
          logo: expect.stringMatching(
            new RegExp(`^/api/football/emblems/[0-9a-f]{16}\\.svg#league-${league.id}$`),
          ),
          matches: expect.any(Number),
          liveMatches: live.filter((match) => match.league.id === league.id).length,
          trending: false,
        });
        expect(league.matches).toBeGreaterThan(0);
      }
    });
  });
});
