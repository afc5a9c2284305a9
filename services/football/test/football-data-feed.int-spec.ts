import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MatchFinished, MatchScheduled, MatchUpdated, MatchVoided } from '@p2p/contracts';
import { InMemoryEventBus } from '@p2p/messaging';
import { accessToken, eventually, testUser } from '@p2p/testing';
import request from 'supertest';
import { FeedPoller } from '../src/feeds/feed-poller.service';
import type { FeedTask } from '../src/feeds/football-data/feed-scheduler';
import { matchIdOf, matchRef } from '../src/feeds/football-data/football-data.mapping';
import { LiveClockService } from '../src/live-clock/live-clock.service';
import { DataSource } from 'typeorm';
import { BettingBeside, startBettingBeside } from './support/betting-beside';
import { FootballApp, startFootball } from './support/football-app';
import { FootballDataServer, TEST_API_KEY } from './support/football-data-server';
import { recorded } from './support/recorded-answers';
import { TestClock } from '@p2p/testing';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const FD_ID = 538311;
const MATCH_ID = matchIdOf(matchRef(FD_ID));

/**
 * The service on the real feed's adapter, against a local server playing football-data.org's
 * recorded answers over time, with the betting service on the same bus: a match goes from
 * scheduled to live to finished, MatchFinished is emitted exactly once, and a bet on it is settled.
 * Betting closes offers by the real time, so the match kicks off half an hour from now; the
 * football clock starts at now and is moved by hand.
 */
describe('football-data.org feed: fixtures, live scores and results that settle bets', () => {
  const bus = new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });
  const start = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE);
  const kickoff = new Date(start.getTime() + 30 * MINUTE);
  const clock = new TestClock(start);
  let feed: FootballDataServer;
  let football: FootballApp;
  let betting: BettingBeside;
  const poller = () => football.app.get(FeedPoller);
  const admin = { authorization: `Bearer ${accessToken(testUser({ role: 'admin' }))}` };

  /** Polls as the timer does, a second apart, until a task of that kind ran; answers the tasks run. */
  async function pollUntil(done: (task: FeedTask) => boolean, maxPolls = 120): Promise<FeedTask[]> {
    const ran: FeedTask[] = [];
    for (let poll = 0; poll < maxPolls; poll++) {
      const task = await poller().poll();
      clock.advance(SECOND);
      if (!task) continue;
      ran.push(task);
      if (done(task)) return ran;
    }
    throw new Error(`No such task in ${maxPolls} polls; ran ${JSON.stringify(ran)}`);
  }
  const results = (task: FeedTask) => task.kind === 'results';
  const ourMatch = async () =>
    (
      await football.api().get(`/api/football/matches?date=${kickoff.toISOString().slice(0, 10)}`)
    ).body.data.find((match: { id: string }) => match.id === MATCH_ID);
  const feedHealth = async () =>
    (await request(football.app.getHttpServer()).get('/health/ready')).body.details.footballFeed;

  beforeAll(async () => {
    feed = await FootballDataServer.start();
    feed.play(FD_ID, { utcDate: kickoff, status: 'TIMED' });
    football = await startFootball({
      bus,
      clock,
      env: {
        FOOTBALL_PROVIDER: 'football-data',
        FOOTBALL_DATA_API_KEY: TEST_API_KEY,
        FOOTBALL_DATA_BASE_URL: feed.baseUrl,
        FOOTBALL_DATA_REQUESTS_PER_MINUTE: '10',
        FOOTBALL_FEED_VOID_AFTER_MINUTES: '120',
      },
    });
    betting = await startBettingBeside(bus);
  });

  afterAll(async () => {
    await betting?.close();
    await football?.close();
    await bus.close();
    await feed?.close();
  });

  it('loads the clubs with their crests, then the fixtures, and betting learns of the match', async () => {
    const ran = await pollUntil((task) => task.kind === 'fixtures' && task.code === 'PL');

    expect(ran.map((task) => task.kind)).toEqual(['catalog', 'fixtures']);
    expect(feed.requests.every((served) => served.path.startsWith('/v4/'))).toBe(true);
    const match = await ourMatch();
    expect(match).toMatchObject({
      status: 'Scheduled',
      startTime: kickoff.toISOString(),
      league: { id: 'premier-league', name: 'Premier League' },
      homeTeam: {
        id: 'arsenal-57',
        name: 'Arsenal',
        shortName: 'ARS',
        logo: '/api/football/teams/arsenal-57/crest.svg',
      },
      awayTeam: { id: 'chelsea-61', name: 'Chelsea', score: null },
      round: 'Matchday 29',
    });
    const crest = await football.api().get('/api/football/teams/arsenal-57/crest.svg');
    expect(crest.status).toBe(302);
    expect(crest.headers.location).toBe('https://crests.football-data.org/57.png');
    await eventually(() => expect(football.published('football.MatchScheduled', MATCH_ID)).toHaveLength(1));
    expect(
      (football.published('football.MatchScheduled', MATCH_ID)[0].payload as MatchScheduled).kickoffAt,
    ).toBe(kickoff.toISOString());
    expect((await football.api().get('/api/football/feed')).body.data).toEqual({
      provider: 'football-data',
      simulated: false,
    });
  });

  let betId: string;
  let maker: ReturnType<BettingBeside['bettor']>;
  let taker: ReturnType<BettingBeside['bettor']>;

  it('takes a bet on it through betting, as on any match', async () => {
    maker = betting.bettor('100.00');
    taker = betting.bettor('100.00');
    const offer = await eventually(async () => {
      const created = await betting.api().post('/api/p2p-betting/offers').set(maker.auth).send({
        matchId: MATCH_ID,
        betAmount: '25.00',
        betSelection: 'home_win',
        description: 'Arsenal at home',
      });
      expect(created.status).toBe(201);
      return created.body.data.id as string;
    });
    const matched = await betting
      .api()
      .post(`/api/p2p-betting/offers/${offer}/match`)
      .set(taker.auth)
      .send({ counterSelection: 'away_win' });

    expect(matched.status).toBe(201);
    betId = matched.body.data.id;
  });

  it('never simulates a feed match: the live clock leaves it to the feed', async () => {
    clock.set(new Date(kickoff.getTime() + 10 * MINUTE));
    await football.app.get(LiveClockService).tick();

    expect((await ourMatch()).status).toBe('Scheduled');
  });

  it('follows the match live from the feed: kick-off, the score, half time', async () => {
    feed.play(FD_ID, { utcDate: kickoff, status: 'IN_PLAY', score: [1, 0] });
    clock.set(new Date(kickoff.getTime() + 28 * MINUTE + 20 * SECOND));
    await pollUntil(results);

    expect(await ourMatch()).toMatchObject({ status: 'Live', isLive: true, minute: 29 });
    expect((await ourMatch()).homeTeam.score).toBe(1);

    feed.play(FD_ID, { utcDate: kickoff, status: 'PAUSED', score: [1, 0] });
    clock.set(new Date(kickoff.getTime() + 50 * MINUTE));
    await pollUntil(results);

    expect(await ourMatch()).toMatchObject({ status: 'Half Time', minute: 45 });
    await eventually(() => {
      const updates = football
        .published('football.MatchUpdated', MATCH_ID)
        .map((event) => event.payload as MatchUpdated);
      expect(updates.map(({ status, homeScore, awayScore }) => [status, homeScore, awayScore])).toEqual([
        ['Live', 1, 0],
        ['Half Time', 1, 0],
      ]);
    });
  });

  it('finishes once with the final score, and betting settles the bet on it', async () => {
    feed.play(FD_ID, { utcDate: kickoff, status: 'FINISHED', score: [2, 1] });
    clock.set(new Date(kickoff.getTime() + 115 * MINUTE));
    await pollUntil(results);

    expect(await ourMatch()).toMatchObject({ status: 'Finished', minute: 90, progress: 100 });
    await eventually(() => expect(football.published('football.MatchFinished', MATCH_ID)).toHaveLength(1));
    expect(football.published('football.MatchFinished', MATCH_ID)[0].payload as MatchFinished).toEqual({
      matchId: MATCH_ID,
      result: 'home_win',
      score: { home: 2, away: 1 },
    });
    await eventually(async () => {
      const [bet] = await betting
        .db()
        .query(`SELECT status, result, winner_id FROM bets WHERE id = $1`, [betId]);
      expect(bet).toEqual({ status: 'settled', result: 'won', winner_id: maker.id });
    });
    await eventually(() =>
      expect(betting.wallet.balance(maker.id)).toEqual({ available: '125.00', held: '0.00' }),
    );
    expect(betting.wallet.balance(taker.id)).toEqual({ available: '75.00', held: '0.00' });
  });

  it('records a correction after the finish for admins, and never finishes the match again', async () => {
    const resultPolls = feed.requestsTo('/v4/matches').length;
    feed.play(FD_ID, { utcDate: kickoff, status: 'FINISHED', score: [2, 2] });
    // A finished match is no longer polled live; the fixtures refresh brings the feed's new word.
    clock.advance(31 * MINUTE);
    await pollUntil((task) => task.kind === 'fixtures' && task.code === 'PL');

    expect(feed.requestsTo('/v4/matches').length).toBe(resultPolls);
    const corrections = await football.api().get('/api/football/feed/corrections').set(admin);
    expect(corrections.status).toBe(200);
    expect(corrections.body.data).toEqual([
      expect.objectContaining({
        matchId: MATCH_ID,
        homeTeam: 'Arsenal',
        awayTeam: 'Chelsea',
        recorded: { status: 'Finished', home: 2, away: 1 },
        feed: { status: 'FINISHED', home: 2, away: 2 },
        timesSeen: 1,
      }),
    ]);
    const asBettor = await football.api().get('/api/football/feed/corrections').set(maker.auth);
    expect(asBettor.status).toBe(403);
    expect(await ourMatch()).toMatchObject({ status: 'Finished' });
    expect((await ourMatch()).awayTeam.score).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the outbox relay's passes
    expect(football.published('football.MatchFinished', MATCH_ID)).toHaveLength(1);
    expect((await feedHealth()).scoreCorrections).toBe(1);
  });

  it('shows the feed in health, backs off on a 429 until the reset, and keeps going after errors', async () => {
    expect(await feedHealth()).toMatchObject({
      provider: 'football-data',
      state: 'ok',
      lastGoodAnswerAt: expect.any(String),
      requests: { limitPerMinute: 10 },
    });
    feed.failNext(recorded('error-429'));
    clock.advance(31 * MINUTE);
    const before = feed.requests.length;
    await poller().poll();

    expect(feed.requests.length).toBe(before + 1);
    expect(await feedHealth()).toMatchObject({
      state: 'backing-off',
      backingOffUntil: new Date(clock.now().getTime() + 32 * SECOND).toISOString(),
      lastError: { message: expect.stringContaining('You reached your request limit') },
    });
    for (let second = 0; second < 31; second++) {
      clock.advance(SECOND);
      expect(await poller().poll()).toBeNull();
    }
    expect(feed.requests.length).toBe(before + 1);

    feed.failNext({ status: 500, headers: {}, body: { message: 'Internal error' } });
    clock.advance(2 * SECOND);
    await poller().poll();
    expect((await feedHealth()).state).toBe('degraded');
    await pollUntil(() => true);
    expect((await feedHealth()).state).toBe('ok');
  });

  it('voids a postponed match once, and abandons a suspended one after the configured wait', async () => {
    const [postponedId, suspendedId] = [538312, 538320];
    const base = clock.now().getTime();
    feed.play(postponedId, { utcDate: new Date(base + 3 * 60 * MINUTE), status: 'TIMED' });
    feed.play(suspendedId, { utcDate: new Date(base + 10 * MINUTE), status: 'TIMED' });
    clock.advance(31 * MINUTE);
    await pollUntil((task) => task.kind === 'fixtures' && task.code === 'PL');
    const [postponed, suspended] = [postponedId, suspendedId].map((fdId) => matchIdOf(matchRef(fdId)));
    const row = async (id: string) =>
      (
        await football.app
          .get(DataSource)
          .query(`SELECT status, minute, void_reason, suspended_at FROM matches WHERE id = $1`, [id])
      )[0];
    expect(await row(postponed)).toMatchObject({ status: 'Scheduled' });

    feed.play(postponedId, { utcDate: new Date(base + 3 * 60 * MINUTE), status: 'POSTPONED' });
    feed.play(suspendedId, { utcDate: new Date(base + 10 * MINUTE), status: 'IN_PLAY', score: [0, 1] });
    await pollUntil(results);
    expect(await row(suspended)).toMatchObject({ status: 'Live', minute: 22, suspended_at: null });

    feed.play(suspendedId, { utcDate: new Date(base + 10 * MINUTE), status: 'SUSPENDED', score: [0, 1] });
    clock.advance(10 * SECOND);
    await pollUntil(results);
    expect(await row(suspended)).toMatchObject({ status: 'Live', suspended_at: expect.any(Date) });

    // Two hours on: the suspension has lasted too long, and the postponed match is about to start.
    clock.advance(120 * MINUTE);
    await pollUntil(results);
    expect(await row(suspended)).toMatchObject({
      status: 'Abandoned',
      void_reason: 'Suspended and not resumed within 120 minutes',
    });
    expect(await row(postponed)).toMatchObject({ status: 'Postponed', void_reason: 'Postponed' });
    await pollUntil(() => true);
    await eventually(() => {
      const voided = [postponed, suspended].map((id) =>
        football.published('football.MatchVoided', id).map((event) => (event.payload as MatchVoided).status),
      );
      expect(voided).toEqual([['Postponed'], ['Abandoned']]);
    });
  });
});
