import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MatchFinished, MatchUpdated, MatchVoided } from '@p2p/contracts';
import { accessToken, eventually, testUser } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestMatch } from './factories/test-match';
import { FootballApp, startFootball, TEST_NOW } from './support/football-app';

const asAdmin = () => ({ authorization: `Bearer ${accessToken(testUser({ role: 'admin' }))}` });

const inHours = (hours: number) => new Date(Date.parse(TEST_NOW) + hours * 3_600_000).toISOString();

describe('Test controls (FOOTBALL_TEST_CONTROLS=true)', () => {
  let football: FootballApp;
  const post = (path: string, body: object = {}) =>
    football.api().post(`/api/football/test/matches${path}`).set(asAdmin()).send(body);

  beforeAll(async () => {
    football = await startFootball();
  });

  afterAll(async () => {
    await football?.close();
  });

  describe('POST /api/football/test/matches', () => {
    it('creates a scheduled match and announces it', async () => {
      const response = await post('', {
        leagueId: 'la-liga',
        homeTeamId: 'barcelona',
        awayTeamId: 'real-madrid',
        startTime: inHours(3),
        featured: true,
      });

      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        status: 'Scheduled',
        startTime: inHours(3),
        featured: true,
        homeTeam: { id: 'barcelona', score: null },
        awayTeam: { id: 'real-madrid', score: null },
        league: { id: 'la-liga', name: 'La Liga', country: 'Spain' },
        totalMarkets: 5,
      });
      await eventually(() =>
        expect(football.published('football.MatchScheduled', response.body.data.id)).toHaveLength(1),
      );
    });

    it('refuses a missing field with its message', async () => {
      const response = await post('', {
        leagueId: 'la-liga',
        homeTeamId: 'barcelona',
        startTime: inHours(3),
      });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'awayTeamId is required' });
    });

    it('refuses a start time that is not a date-time', async () => {
      const response = await post('', {
        leagueId: 'la-liga',
        homeTeamId: 'barcelona',
        awayTeamId: 'girona',
        startTime: 'soon',
      });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'startTime must be an ISO 8601 date-time' });
    });

    it.each([
      [{ leagueId: 'no-such-league' }, 404, 'League not found'],
      [{ homeTeamId: 'no-such-club' }, 404, 'Team not found'],
      [{ awayTeamId: 'barcelona' }, 400, 'Home and away teams must be different'],
      [{ awayTeamId: 'arsenal' }, 400, 'Arsenal does not play in La Liga'],
    ])('refuses %p with %p %p', async (change, status, message) => {
      const response = await post('', {
        leagueId: 'la-liga',
        homeTeamId: 'barcelona',
        awayTeamId: 'sevilla',
        startTime: inHours(3),
        ...change,
      });

      expect(response.status).toBe(status);
      expect(response.body).toEqual({ success: false, message });
    });
  });

  describe('POST /api/football/test/matches/{id}/finish', () => {
    it('finishes a match with the given score and emits MatchFinished once', async () => {
      const match = await createTestMatch(football, { startTime: inHours(2) });

      const response = await post(`/${match.id}/finish`, { home: 1, away: 2 });

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        status: 'Finished',
        minute: 90,
        progress: 100,
        homeTeam: { score: 1 },
        awayTeam: { score: 2 },
        totalMarkets: 0,
      });
      await eventually(() => expect(football.published('football.MatchFinished', match.id)).toHaveLength(1));
      const [finished] = football.published('football.MatchFinished', match.id);
      expect(finished.payload as MatchFinished).toEqual({
        matchId: match.id,
        result: 'away_win',
        score: { home: 1, away: 2 },
      });

      const again = await post(`/${match.id}/finish`, { home: 3, away: 0 });

      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, message: 'Match is already finished' });
      expect(football.published('football.MatchFinished', match.id)).toHaveLength(1);
    });

    it('refuses a score that is not a whole number of goals', async () => {
      const match = await createTestMatch(football, { startTime: inHours(2) });

      const response = await post(`/${match.id}/finish`, { home: -1, away: 1.5 });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'home must be a whole number of goals, away must be a whole number of goals',
      });
    });

    it('answers 404 for an unknown match, or an id that is no match id at all', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const response = await post(`/${id}/finish`, { home: 1, away: 0 });

        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Match not found' });
      }
    });
  });

  describe('POST /api/football/test/matches/{id}/kickoff-at', () => {
    it('moves the kick-off of a scheduled match and emits MatchUpdated', async () => {
      const match = await createTestMatch(football, { startTime: inHours(2) });

      const response = await post(`/${match.id}/kickoff-at`, { startTime: inHours(5) });

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ status: 'Scheduled', startTime: inHours(5) });
      await eventually(() => expect(football.published('football.MatchUpdated', match.id)).toHaveLength(1));
      const [updated] = football.published('football.MatchUpdated', match.id);
      expect(updated.payload as MatchUpdated).toEqual({
        matchId: match.id,
        status: 'Scheduled',
        minute: 0,
        homeScore: 0,
        awayScore: 0,
        kickoffAt: inHours(5),
      });
    });

    it('refuses to move a match that has ended', async () => {
      const match = await createTestMatch(football, { startTime: inHours(2) });
      await post(`/${match.id}/finish`, { home: 0, away: 0 });

      const response = await post(`/${match.id}/kickoff-at`, { startTime: inHours(5) });

      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: 'Only a scheduled match can be rescheduled' });
    });
  });

  describe('POST /api/football/test/matches/{id}/void', () => {
    it('postpones a scheduled match and emits MatchVoided with the reason', async () => {
      const match = await createTestMatch(football, { startTime: inHours(2) });

      const response = await post(`/${match.id}/void`, { status: 'Postponed', reason: 'Frozen pitch' });

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        status: 'Postponed',
        voidReason: 'Frozen pitch',
        totalMarkets: 0,
      });
      await eventually(() => expect(football.published('football.MatchVoided', match.id)).toHaveLength(1));
      const [voided] = football.published('football.MatchVoided', match.id);
      expect(voided.payload as MatchVoided).toEqual({
        matchId: match.id,
        status: 'Postponed',
        reason: 'Frozen pitch',
      });
    });

    it('cancels a scheduled match with a default reason', async () => {
      const match = await createTestMatch(football, { startTime: inHours(2) });

      const response = await post(`/${match.id}/void`, { status: 'Cancelled' });

      expect(response.body.data).toMatchObject({
        status: 'Cancelled',
        voidReason: 'Cancelled by the organiser',
      });
    });

    it('refuses to abandon a match that has not started', async () => {
      const match = await createTestMatch(football, { startTime: inHours(2) });

      const response = await post(`/${match.id}/void`, { status: 'Abandoned' });

      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: 'Only a match in play can be abandoned' });
    });

    it('refuses a status that is not a void status', async () => {
      const match = await createTestMatch(football, { startTime: inHours(2) });

      const response = await post(`/${match.id}/void`, { status: 'Finished' });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'status must be one of Cancelled, Postponed, Abandoned',
      });
    });
  });

  describe('read cache', () => {
    it(`serves answers from the ${process.env.REDIS_URL ? 'Redis' : 'memory'} cache and drops them when a match changes`, async () => {
      const match = await createTestMatch(football, {
        homeTeamId: 'liverpool',
        awayTeamId: 'fulham',
        startTime: inHours(48),
      });
      const day = inHours(48).slice(0, 10);
      const onDay = async () =>
        (await football.api().get(`/api/football/matches?date=${day}`)).body.data.find(
          (candidate: { id: string }) => candidate.id === match.id,
        );
      expect(await onDay()).toMatchObject({ status: 'Scheduled', featured: false });
      // A change behind the service's back is not seen: the answer comes from the cache.
      await football.app
        .get(DataSource)
        .query(`UPDATE matches SET featured = true WHERE id = $1`, [match.id]);
      expect(await onDay()).toMatchObject({ status: 'Scheduled', featured: false });

      await post(`/${match.id}/finish`, { home: 2, away: 2 });

      expect(await onDay()).toMatchObject({ status: 'Finished', featured: true });
    });
  });
});

describe('Test controls (FOOTBALL_TEST_CONTROLS=false)', () => {
  let football: FootballApp;

  beforeAll(async () => {
    football = await startFootball({ env: { FOOTBALL_TEST_CONTROLS: 'false' } });
  });

  afterAll(async () => {
    await football?.close();
  });

  it.each(['', `/${randomUUID()}/finish`, `/${randomUUID()}/kickoff-at`, `/${randomUUID()}/void`])(
    'answers 404 Route not found on POST /api/football/test/matches%s',
    async (path) => {
      const response = await football
        .api()
        .post(`/api/football/test/matches${path}`)
        .send({ home: 1, away: 0 });

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Route not found' });
    },
  );
});

describe('Test controls for anyone but an admin', () => {
  let football: FootballApp;

  beforeAll(async () => {
    football = await startFootball();
  });

  afterAll(async () => {
    await football?.close();
  });

  it('answers 401 without a token and 403 for a bettor, and finishes nothing', async () => {
    const match = await createTestMatch(football, { startTime: inHours(1) });
    const finish = () => football.api().post(`/api/football/test/matches/${match.id}/finish`);

    const guest = await finish().send({ home: 1, away: 0 });
    const bettor = await finish()
      .set({ authorization: `Bearer ${accessToken(testUser())}` })
      .send({ home: 1, away: 0 });

    expect(guest.status).toBe(401);
    expect(bettor.status).toBe(403);
    // Still open to an admin, who finishes it once with their score: the refused calls changed nothing.
    const admin = await finish()
      .set({ authorization: `Bearer ${accessToken(testUser({ role: 'admin' }))}` })
      .send({ home: 2, away: 2 });
    expect(admin.status).toBe(200);
    await eventually(() => expect(football.published('football.MatchFinished', match.id)).toHaveLength(1));
    expect(
      (football.published('football.MatchFinished', match.id)[0].payload as MatchFinished).score,
    ).toEqual({
      home: 2,
      away: 2,
    });
  });
});
