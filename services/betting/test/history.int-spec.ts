import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Bettor, bettor } from './factories/bettor.factory';
import { finishMatch, scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

describe('GET /api/bets/history', () => {
  let app: BettingApp;
  let me: Bettor;
  let opponent: Bettor;
  const entries: Record<string, string> = {};

  const history = (query: Record<string, string> = {}, user: Bettor = me) =>
    app.api().get('/api/bets/history').query(query).set(user.auth);
  const idsOf = (body: { data: Array<{ id: string }> }) => body.data.map((entry) => entry.id);

  beforeAll(async () => {
    app = await startBettingApp();
    me = bettor(app, '1000.00', { name: 'Me Myself' });
    opponent = bettor(app, '1000.00', { username: 'the_opponent' });
    const won = await scheduleMatch(app);
    const pushed = await scheduleMatch(app);
    const voided = await scheduleMatch(app);
    const pending = await scheduleMatch(app);
    const closing = await scheduleMatch(app);

    // Oldest first: the history answers newest first.
    entries.won = (
      await matchOffer(app, me, await createOffer(app, opponent, { matchId: won.matchId }), 'away_win')
    ).body.data.id;
    entries.push = (
      await matchOffer(app, me, await createOffer(app, opponent, { matchId: pushed.matchId }), 'away_win')
    ).body.data.id;
    entries.lost = (
      await matchOffer(
        app,
        opponent,
        await createOffer(app, me, { matchId: won.matchId, betSelection: 'draw' }),
        'away_win',
      )
    ).body.data.id;
    entries.void = (
      await matchOffer(app, opponent, await createOffer(app, me, { matchId: voided.matchId }), 'draw')
    ).body.data.id;
    entries.matched = (
      await matchOffer(app, opponent, await createOffer(app, me, { matchId: pending.matchId }), 'draw')
    ).body.data.id;
    entries.cancelled = await createOffer(app, me, { matchId: pending.matchId });
    await app.api().delete(`/api/p2p-betting/offers/${entries.cancelled}`).set(me.auth).expect(200);
    entries.expired = await createOffer(app, me, { matchId: closing.matchId });
    entries.open = await createOffer(app, me, {
      matchId: pending.matchId,
      betSelection: 'over_2.5',
      betAmount: '12.50',
    });

    await finishMatch(app, won.matchId, 0, 2);
    await finishMatch(app, pushed.matchId, 1, 1);
    await app.publish('football.MatchVoided', voided.matchId, {
      matchId: voided.matchId,
      status: 'Abandoned',
      reason: 'Floodlights',
    });
    await app.db().query(`UPDATE matches SET kickoff_at = now() WHERE id = $1`, [closing.matchId]);
    await app.sweep();
  });

  afterAll(async () => {
    await app?.close();
  });

  it("lists the user's offers and bets, newest first, in the history entry shape", async () => {
    const response = await history();

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Bet history retrieved successfully',
      count: 8,
    });
    expect(idsOf(response.body)).toEqual(
      ['open', 'expired', 'cancelled', 'matched', 'void', 'lost', 'push', 'won'].map((name) => entries[name]),
    );
    const won = response.body.data.find((entry: { id: string }) => entry.id === entries.won);
    expect(won).toEqual({
      id: entries.won,
      date: expect.any(String),
      event: 'Arsenal vs Chelsea',
      selection: 'away_win',
      stake: '10.00',
      payout: '20.00',
      potentialWinnings: '20.00',
      odds: null,
      status: 'settled',
      type: 'peerbet',
      betType: 'Match Result',
      league: 'Premier League',
      opponent: 'the_opponent',
      result: 'won',
      profit: '10.00',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      matchDate: expect.any(String),
      originalData: {
        kind: 'bet',
        offerId: expect.any(String),
        betId: entries.won,
        matchId: expect.any(String),
      },
    });
  });

  it.each([
    ['lost', { status: 'settled', result: 'lost', payout: '0.00', profit: '-10.00' }],
    ['push', { status: 'settled', result: 'push', payout: '10.00', profit: '0.00' }],
    ['void', { status: 'void', result: 'push', payout: '10.00', profit: '0.00' }],
    ['matched', { status: 'matched', result: null, payout: null, profit: null, opponent: 'the_opponent' }],
    [
      'open',
      {
        status: 'open',
        result: null,
        payout: null,
        opponent: null,
        stake: '12.50',
        betType: 'Total Goals 2.5',
      },
    ],
    ['cancelled', { status: 'cancelled', result: null, payout: null }],
    ['expired', { status: 'expired', result: null, payout: null }],
  ])('shows the %s entry', async (name, expected) => {
    const response = await history();

    expect(response.body.data.find((entry: { id: string }) => entry.id === entries[name])).toMatchObject(
      expected,
    );
  });

  it.each([
    ['open', ['open']],
    ['matched', ['matched']],
    ['settled', ['void', 'lost', 'push', 'won']],
    ['cancelled', ['expired', 'cancelled']],
    ['all', ['open', 'expired', 'cancelled', 'matched', 'void', 'lost', 'push', 'won']],
  ])('filters the tab %s', async (status, expected) => {
    const response = await history({ status });

    expect(idsOf(response.body)).toEqual(expected.map((name) => entries[name]));
    expect(response.body.count).toBe(expected.length);
  });

  it('filters by period: today, the last 7 days, the last 30 days', async () => {
    const user = bettor(app);
    const match = await scheduleMatch(app);
    const today = await createOffer(app, user, { matchId: match.matchId });
    const lastWeek = await createOffer(app, user, { matchId: match.matchId });
    const lastMonth = await createOffer(app, user, { matchId: match.matchId });
    const older = await createOffer(app, user, { matchId: match.matchId });
    const backdate = (offerId: string, days: number) =>
      app
        .db()
        .query(`UPDATE offers SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [
          offerId,
          days,
        ]);
    await backdate(lastWeek, 3);
    await backdate(lastMonth, 20);
    await backdate(older, 45);

    const period = async (value: string) => idsOf((await history({ period: value }, user)).body);

    expect(await period('today')).toEqual([today]);
    expect(await period('last_7_days')).toEqual([today, lastWeek]);
    expect(await period('last_30_days')).toEqual([today, lastWeek, lastMonth]);
    expect(await period('all')).toEqual([today, lastWeek, lastMonth, older]);
  });

  it('pages with page and limit', async () => {
    const first = await history({ limit: '3' });
    const second = await history({ limit: '3', page: '2' });

    expect(idsOf(first.body)).toEqual(['open', 'expired', 'cancelled'].map((name) => entries[name]));
    expect(idsOf(second.body)).toEqual(['matched', 'void', 'lost'].map((name) => entries[name]));
    expect(second.body.count).toBe(8);
  });

  it('shows the other side the same bet from its own side', async () => {
    const response = await history({ status: 'settled' }, opponent);

    const won = response.body.data.find((entry: { id: string }) => entry.id === entries.won);
    expect(won).toMatchObject({
      selection: 'home_win',
      result: 'lost',
      payout: '0.00',
      opponent: me.username,
    });
  });

  it('asks a guest to log in', async () => {
    const response = await app.api().get('/api/bets/history');

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: 'Please log in to view your bet history' });
  });

  it.each([
    ['an unknown tab', { status: 'won' }, 'Invalid status filter'],
    ['an unknown period', { period: 'yesterday' }, 'Invalid period'],
  ])('refuses %s with 400', async (_case, query, message) => {
    const response = await history(query);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });
});
