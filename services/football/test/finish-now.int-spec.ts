import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MatchFinished, MatchUpdated } from '@p2p/contracts';
import { InMemoryEventBus } from '@p2p/messaging';
import { accessToken, eventually, TEST_INTERNAL_TOKEN, testUser } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LiveClockService } from '../src/live-clock/live-clock.service';
import { createTestMatch } from './factories/test-match';
import { BettingBeside, startBettingBeside } from './support/betting-beside';
import { FootballApp, startFootball } from './support/football-app';
import { TestClock } from '@p2p/testing';

const MINUTE = 60_000;
const boss = testUser({ role: 'admin', name: 'Fiona Finisher' });
const asAdmin = { authorization: `Bearer ${accessToken(boss)}` };

/**
 * "Finish now" (demo mode): an admin gives a simulated match its final score through football's
 * route, or the admin service's command to /internal; the same events go out as at the clock's full
 * time, MatchFinished names the admin and the reason, and betting on the same bus settles the bet.
 * Betting closes offers by the real time, so matches kick off half an hour from now and the football
 * clock starts now.
 */
describe('Finish now while the matches are simulated', () => {
  const bus = new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });
  const start = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE);
  const kickoff = new Date(start.getTime() + 30 * MINUTE);
  const clock = new TestClock(start);
  let football: FootballApp;
  let betting: BettingBeside;

  const finish = (matchId: string, body: object, auth: Record<string, string> = asAdmin) =>
    football.api().post(`/api/football/matches/${matchId}/finish`).set(auth).send(body);
  const aMatch = () => createTestMatch(football, { startTime: kickoff.toISOString() });
  const finishedEvents = (matchId: string) =>
    football.published('football.MatchFinished', matchId).map((event) => event.payload as MatchFinished);

  beforeAll(async () => {
    football = await startFootball({ bus, clock });
    betting = await startBettingBeside(bus);
  });

  afterAll(async () => {
    await betting?.close();
    await football?.close();
    await bus.close();
  });

  it("finishes a scheduled match with the admin's score, and betting settles the bet on it", async () => {
    const match = await aMatch();
    const maker = betting.bettor('100.00');
    const taker = betting.bettor('100.00');
    const offer = await eventually(async () => {
      const created = await betting
        .api()
        .post('/api/p2p-betting/offers')
        .set(maker.auth)
        .send({ matchId: match.id, betAmount: '25.00', betSelection: 'away_win' });
      expect(created.status).toBe(201);
      return created.body.data.id as string;
    });
    const taken = await betting
      .api()
      .post(`/api/p2p-betting/offers/${offer}/match`)
      .set(taker.auth)
      .send({ counterSelection: 'home_win' });
    expect(taken.status).toBe(201);

    const response = await finish(match.id, { home: 0, away: 2, reason: '  Demo: settle the bets now ' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Match finished successfully',
      data: {
        id: match.id,
        status: 'Finished',
        minute: 90,
        progress: 100,
        homeTeam: { score: 0 },
        awayTeam: { score: 2 },
      },
    });
    await eventually(() => expect(finishedEvents(match.id)).toHaveLength(1));
    expect(
      football
        .published('football.MatchUpdated', match.id)
        .map((event) => (event.payload as MatchUpdated).status),
    ).toEqual(['Finished']);
    expect(finishedEvents(match.id)[0]).toEqual({
      matchId: match.id,
      result: 'away_win',
      score: { home: 0, away: 2 },
      finishedBy: {
        adminId: boss.id,
        reason: 'Demo: settle the bets now',
        previous: { status: 'Scheduled', minute: 0, score: { home: 0, away: 0 } },
      },
    });
    await eventually(async () => {
      const [bet] = await betting
        .db()
        .query(`SELECT status, result, winner_id FROM bets WHERE id = $1`, [taken.body.data.id]);
      expect(bet).toEqual({ status: 'settled', result: 'won', winner_id: maker.id });
    });
    await eventually(() =>
      expect(betting.wallet.balance(maker.id)).toEqual({ available: '125.00', held: '0.00' }),
    );
    expect(betting.wallet.balance(taker.id)).toEqual({ available: '75.00', held: '0.00' });
  });

  it('finishes a match in play, and MatchFinished says how it stood', async () => {
    const match = await aMatch();
    clock.set(new Date(kickoff.getTime() + 20 * MINUTE));
    await football.app.get(LiveClockService).tick();
    const inPlay = (
      await football.api().get(`/api/football/matches?date=${match.startTime.slice(0, 10)}`)
    ).body.data.find((candidate: { id: string }) => candidate.id === match.id);
    expect(inPlay.status).toBe('Live');

    const response = await finish(match.id, { home: 4, away: 4, reason: 'Demo' });

    expect(response.status).toBe(200);
    await eventually(() => expect(finishedEvents(match.id)).toHaveLength(1));
    expect(finishedEvents(match.id)[0]).toMatchObject({
      result: 'draw',
      finishedBy: {
        previous: {
          status: 'Live',
          minute: inPlay.minute,
          score: { home: inPlay.homeTeam.score, away: inPlay.awayTeam.score },
        },
      },
    });
  });

  it('refuses to finish a match that has ended, and sends nothing more', async () => {
    const finished = await aMatch();
    const postponed = await aMatch();
    await finish(finished.id, { home: 1, away: 0, reason: 'Demo' });
    await football
      .api()
      .post(`/api/football/test/matches/${postponed.id}/void`)
      .set(asAdmin)
      .send({ status: 'Postponed' });

    const again = await finish(finished.id, { home: 3, away: 0, reason: 'Demo' });
    const afterVoid = await finish(postponed.id, { home: 3, away: 0, reason: 'Demo' });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'Match is already finished' });
    expect(afterVoid.status).toBe(409);
    expect(afterVoid.body).toEqual({ success: false, message: 'Match is already postponed' });
    await eventually(() => expect(finishedEvents(finished.id)).toHaveLength(1));
    expect(finishedEvents(finished.id)[0].score).toEqual({ home: 1, away: 0 });
    expect(finishedEvents(postponed.id)).toEqual([]);
  });

  it("refuses a match a real feed reported (left from a run on the feed): its result is the feed's", async () => {
    const match = await aMatch();
    await football.app
      .get(DataSource)
      .query(`UPDATE matches SET external_ref = 'football-data:538311' WHERE id = $1`, [match.id]);

    const response = await finish(match.id, { home: 1, away: 0, reason: 'Demo' });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      success: false,
      message: 'Only a simulated match can be finished by hand',
    });
  });

  it.each([
    ['home must be a whole number of goals, away must be a whole number of goals', { reason: 'Demo' }],
    ['home must be a whole number of goals', { home: -1, away: 0, reason: 'Demo' }],
    ['away must be a whole number of goals', { home: 1, away: 0.5, reason: 'Demo' }],
    ['home must be at most 99', { home: 100, away: 0, reason: 'Demo' }],
    ['A reason is required to finish a match by hand', { home: 1, away: 0 }],
    ['A reason is required to finish a match by hand', { home: 1, away: 0, reason: '  ' }],
    ['Reason cannot exceed 500 characters', { home: 1, away: 0, reason: 'x'.repeat(501) }],
  ])('answers 400 %p', async (message, body) => {
    const match = await aMatch();

    const response = await finish(match.id, body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(finishedEvents(match.id)).toEqual([]);
  });

  it('answers 404 for an unknown match, or an id that is no match id at all', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await finish(id, { home: 1, away: 0, reason: 'Demo' });

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Match not found' });
    }
  });

  it('answers 401 without a token and 403 to a bettor, and finishes nothing', async () => {
    const match = await aMatch();
    const body = { home: 1, away: 0, reason: 'Demo' };

    const guest = await football.api().post(`/api/football/matches/${match.id}/finish`).send(body);
    const bettor = await finish(match.id, body, {
      authorization: `Bearer ${accessToken(testUser())}`,
    });

    expect(guest.status).toBe(401);
    expect(bettor.status).toBe(403);
    expect(bettor.body).toEqual({ success: false, message: 'Admin access required' });
    expect(finishedEvents(match.id)).toEqual([]);
  });

  it("takes the admin service's command on /internal, naming the admin it sends", async () => {
    const match = await aMatch();
    const admin = randomUUID();
    const internal = (token: string) =>
      request(football.app.getHttpServer())
        .post(`/internal/matches/${match.id}/finish`)
        .set('x-internal-token', token)
        .send({ home: 2, away: 1, reason: 'Demo', finishedBy: admin });

    const forged = await internal('forged');
    const response = await internal(TEST_INTERNAL_TOKEN);

    expect(forged.status).toBe(401);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: match.id, status: 'Finished' });
    await eventually(() => expect(finishedEvents(match.id)).toHaveLength(1));
    expect(finishedEvents(match.id)[0].finishedBy).toMatchObject({ adminId: admin, reason: 'Demo' });
  });

  it('documents the admin route in the OpenAPI document, and not the internal one', async () => {
    const { paths } = (await football.api().get('/openapi.json')).body as {
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
    };

    const operation = paths['/api/football/matches/{id}/finish']?.post;
    expect(operation?.summary).toBe('Finish a simulated match now with a score (admins; demo mode only)');
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
    ]);
    expect(Object.keys(paths).some((path) => path.startsWith('/internal'))).toBe(false);
  });
});

describe('Finish now on a real feed', () => {
  let football: FootballApp;

  beforeAll(async () => {
    football = await startFootball({
      env: {
        FOOTBALL_PROVIDER: 'football-data',
        FOOTBALL_DATA_API_KEY: 'unused-the-poller-is-off',
        FOOTBALL_DATA_BASE_URL: 'http://127.0.0.1:9/v4',
      },
    });
  });

  afterAll(async () => {
    await football?.close();
  });

  it('does not exist: 404 Route not found, token or not, on both routes', async () => {
    const body = { home: 1, away: 0, reason: 'Demo' };
    const id = randomUUID();

    const asAdminAnswer = await football
      .api()
      .post(`/api/football/matches/${id}/finish`)
      .set(asAdmin)
      .send(body);
    const asGuest = await football.api().post(`/api/football/matches/${id}/finish`).send(body);
    const internal = await request(football.app.getHttpServer())
      .post(`/internal/matches/${id}/finish`)
      .set('x-internal-token', TEST_INTERNAL_TOKEN)
      .send({ ...body, finishedBy: randomUUID() });

    for (const answer of [asAdminAnswer, asGuest, internal]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Route not found' });
    }
    expect((await football.api().get('/api/football/feed')).body.data).toEqual({
      provider: 'football-data',
      simulated: false,
    });
  });
});
