import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FootballApp, startFootball } from './support/football-app';

describe('Football catalog, over HTTP', () => {
  let football: FootballApp;
  const get = (path: string) => football.api().get(`/api/football/${path}`);

  beforeAll(async () => {
    football = await startFootball({ env: { SEED_DEMO_DATA: 'true' } });
  });

  afterAll(async () => {
    await football?.close();
  });

  describe('GET /api/football/countries', () => {
    it('lists the countries, those with competitions first', async () => {
      const response = await get('countries');

      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.data[0]).toEqual({
        id: 'england',
        name: 'England',
        code: 'GB-ENG',
        flag: '🏴󠁧󠁢󠁥󠁮󠁧󠁿',
        leaguesCount: 1,
      });
      expect(response.body.data.map((country: { id: string }) => country.id)).toEqual(
        expect.arrayContaining(['spain', 'italy', 'germany', 'france', 'europe', 'portugal']),
      );
    });
  });

  describe('GET /api/football/leagues', () => {
    it('lists the six competitions of the specification in menu order', async () => {
      const response = await get('leagues');

      expect(response.status).toBe(200);
      expect(response.body.data.map((league: { name: string }) => league.name)).toEqual([
        'Premier League',
        'Champions League',
        'La Liga',
        'Serie A',
        'Bundesliga',
        'Ligue 1',
      ]);
      expect(response.body.data[0]).toEqual({
        id: 'premier-league',
        name: 'Premier League',
        shortName: 'PL',
        country: { id: 'england', name: 'England', code: 'GB-ENG', flag: '🏴󠁧󠁢󠁥󠁮󠁧󠁿' },
        kind: 'domestic',
        season: '2025/26',
        logo: expect.stringMatching(/^\/api\/football\/emblems\/[0-9a-f]{16}\.svg#league-premier-league$/),
        icon: '🏴󠁧󠁢󠁥󠁮󠁧󠁿',
        teamsCount: 20,
      });
    });

    it('filters by country_id', async () => {
      const response = await get('leagues?country_id=spain');

      expect(response.status).toBe(200);
      expect(response.body.data.map((league: { id: string }) => league.id)).toEqual(['la-liga']);
    });

    it('answers an empty list for a country without competitions', async () => {
      const response = await get('leagues?country_id=portugal');

      expect(response.body).toEqual({ success: true, data: [] });
    });

    it('answers 404 for an unknown country', async () => {
      const response = await get('leagues?country_id=atlantis');

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Country not found' });
    });

    it('refuses an unknown query parameter', async () => {
      const response = await get('leagues?country=spain');

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'property country should not exist' });
    });
  });

  describe('GET /api/football/leagues/{id}/teams', () => {
    it("lists a competition's clubs with their form", async () => {
      const response = await get('leagues/premier-league/teams');

      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(20);
      const arsenal = response.body.data.find((team: { id: string }) => team.id === 'arsenal');
      expect(arsenal).toMatchObject({
        id: 'arsenal',
        name: 'Arsenal',
        shortName: 'ARS',
        logo: expect.stringMatching(/^\/api\/football\/emblems\/[0-9a-f]{16}\.svg#team-arsenal$/),
        country: { id: 'england', name: 'England' },
        colors: { primary: '#EF0107', secondary: '#FFFFFF' },
        strength: 89,
      });
      expect(arsenal.recentForm.length).toBeGreaterThan(0);
      for (const result of arsenal.recentForm) expect(['W', 'D', 'L']).toContain(result);
    });

    it('lists the 36 clubs of the Champions League', async () => {
      const response = await get('leagues/champions-league/teams');

      expect(response.body.data).toHaveLength(36);
    });

    it('answers 404 for an unknown league', async () => {
      const response = await get('leagues/no-such-league/teams');

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'League not found' });
    });
  });

  describe('GET /api/football/teams/{id}', () => {
    it('answers a club with its competitions, last and next matches', async () => {
      const response = await get('teams/real-madrid');

      expect(response.status).toBe(200);
      const team = response.body.data;
      expect(team).toMatchObject({ id: 'real-madrid', name: 'Real Madrid', shortName: 'RMA', strength: 90 });
      expect(team.leagues.map((league: { id: string }) => league.id)).toEqual([
        'champions-league',
        'la-liga',
      ]);
      expect(team.recentMatches.length).toBeGreaterThan(0);
      expect(team.upcomingMatches.length).toBeGreaterThan(0);
      for (const match of [...team.recentMatches, ...team.upcomingMatches]) {
        expect([match.homeTeam.id, match.awayTeam.id]).toContain('real-madrid');
      }
      for (const match of team.upcomingMatches) expect(match.status).toBe('Scheduled');
    });

    it('answers 404 for an unknown club', async () => {
      const response = await get('teams/no-such-club');

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Team not found' });
    });
  });

  describe('emblems', () => {
    const spriteOfView = async () => {
      const arsenal = (await get('leagues/premier-league/teams')).body.data.find(
        (team: { id: string }) => team.id === 'arsenal',
      );
      const [path, fragment] = (arsenal.logo as string).split('#');
      return { file: path.replace('/api/football/', ''), fragment };
    };

    it('serves every drawn crest and logo in one sprite, kept for good, each shown by its view', async () => {
      const { file, fragment } = await spriteOfView();

      const response = await get(file).buffer(true);

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const sprite = svgOf(response.body);
      expect(fragment).toBe('team-arsenal');
      expect(sprite).toMatch(/<view id="team-arsenal" viewBox="0 \d+ 100 120"\/>/);
      expect(sprite).toMatch(/<view id="league-champions-league" viewBox="0 \d+ 100 100"\/>/);
      expect(sprite).toContain('#EF0107');
      expect(sprite.match(/<view /g)?.length).toBeGreaterThan(100);
    });

    it('sends an older version of the sprite to the current one, and answers 404 for a malformed name', async () => {
      const { file } = await spriteOfView();

      const older = await get('emblems/0123456789abcdef.svg');
      const malformed = await get('emblems/arsenal.svg');

      expect(older.status).toBe(302);
      expect(older.headers.location).toBe(`/api/football/${file}`);
      expect(older.headers['cache-control']).toBe('no-cache');
      expect(malformed.status).toBe(404);
      expect(malformed.body).toEqual({ success: false, message: 'Emblems not found' });
    });

    it("serves a club's crest as SVG with a long cache", async () => {
      const response = await get('teams/arsenal/crest.svg').buffer(true);

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
      expect(svgOf(response.body)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svgOf(response.body)).toContain('#EF0107');
    });

    it("serves a competition's logo as SVG", async () => {
      const response = await get('leagues/champions-league/logo.svg').buffer(true);

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(svgOf(response.body)).toContain('>UCL</text>');
    });

    it('answers 404 in JSON, without the emblem headers, for an unknown id', async () => {
      const crest = await get('teams/no-such-club/crest.svg');
      const logo = await get('leagues/no-such-league/logo.svg');

      expect(crest.status).toBe(404);
      expect(crest.headers['content-type']).toMatch(/^application\/json/);
      expect(crest.headers['cache-control']).toBeUndefined();
      expect(crest.body).toEqual({ success: false, message: 'Team not found' });
      expect(logo.status).toBe(404);
      expect(logo.body).toEqual({ success: false, message: 'League not found' });
    });
  });

  describe('GET /api/football/leagues/{id}/standings', () => {
    it('answers the table computed from the finished matches', async () => {
      const response = await get('leagues/premier-league/standings');

      expect(response.status).toBe(200);
      const { league, season, table } = response.body.data;
      expect(league).toEqual({ id: 'premier-league', name: 'Premier League', country: 'England' });
      expect(season).toBe('2025/26');
      expect(table).toHaveLength(20);
      expect(table.map((row: { position: number }) => row.position)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      for (const row of table) {
        expect(row.played).toBe(row.won + row.drawn + row.lost);
        expect(row.points).toBe(3 * row.won + row.drawn);
        expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst);
        expect(row.team.logo).toMatch(
          new RegExp(`^/api/football/emblems/[0-9a-f]{16}\\.svg#team-${row.team.id}$`),
        );
      }
      const points = table.map((row: { points: number }) => row.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
      const played = table.reduce((sum: number, row: { played: number }) => sum + row.played, 0);
      const goalsFor = table.reduce((sum: number, row: { goalsFor: number }) => sum + row.goalsFor, 0);
      const goalsAgainst = table.reduce(
        (sum: number, row: { goalsAgainst: number }) => sum + row.goalsAgainst,
        0,
      );
      expect(played).toBeGreaterThan(0);
      expect(played % 2).toBe(0);
      expect(goalsFor).toBe(goalsAgainst);
    });

    it('answers 404 for an unknown league', async () => {
      const response = await get('leagues/no-such-league/standings');

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'League not found' });
    });
  });

  describe('OpenAPI', () => {
    it('documents the public football routes and hides the test controls', async () => {
      const response = await football.api().get('/openapi.json');
      const paths = Object.keys(response.body.paths);

      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/football/dashboard',
          '/api/football/live/database',
          '/api/football/live',
          '/api/football/matches/database',
          '/api/football/matches',
          '/api/football/leagues/{id}/matches',
        ]),
      );
      expect(paths.some((path) => path.includes('/test/'))).toBe(false);
    });
  });
});

/** supertest hands an image body over as a Buffer. */
function svgOf(body: unknown): string {
  if (!Buffer.isBuffer(body)) throw new Error(`Expected an SVG body, got ${JSON.stringify(body)}`);
  return body.toString('utf8');
}
