import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { betSettled, matchScheduled, offerMatched, userRegistered } from './factories/events';
import { admin } from './factories/people';
import { AdminApp, startAdminApp } from './support/admin-app';

describe('Peer bets: the read model, the list and settlement by hand', () => {
  let app: AdminApp;
  const boss = admin();

  beforeAll(async () => {
    app = await startAdminApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(async () => {
    app.betting.reset();
    await app.db().query('TRUNCATE bets, users, matches');
  });

  const list = (query = '') => app.api().get(`/api/admin/peer-bets${query}`).set(boss.auth);
  const settle = (betId: string, body: object) =>
    app.api().post(`/api/admin/peer-bets/${betId}/settle`).set(boss.auth).send(body);

  it('shows a matched bet with its match, both sides and their usernames', async () => {
    const maker = userRegistered({ username: 'maker_one' });
    const taker = userRegistered({ username: 'taker_one' });
    await app.publish('auth.UserRegistered', maker.userId, maker);
    await app.publish('auth.UserRegistered', taker.userId, taker);
    const match = matchScheduled({ leagueName: 'La Liga' });
    await app.publish('football.MatchScheduled', match.matchId, match);
    const bet = offerMatched({
      matchId: match.matchId,
      makerId: maker.userId,
      takerId: taker.userId,
      stake: '12.50',
    });
    const matched = await app.publish('betting.OfferMatched', bet.offerId, bet);

    const response = await list();

    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      items: [
        {
          id: bet.betId,
          offerId: bet.offerId,
          matchId: match.matchId,
          match: { homeTeam: 'Arsenal', awayTeam: 'Chelsea', league: 'La Liga', startTime: match.kickoffAt },
          maker: { id: maker.userId, username: 'maker_one' },
          taker: { id: taker.userId, username: 'taker_one' },
          makerSelection: 'home_win',
          takerSelection: 'away_win',
          stake: '12.50',
          status: 'matched',
          result: null,
          winnerId: null,
          settledBy: null,
          matchedAt: matched.occurredAt,
          settledAt: null,
        },
      ],
      page: 1,
      limit: 20,
      total: 1,
    });
  });

  it('shows a bet whose match and sides it does not know yet, without their names', async () => {
    const bet = offerMatched();
    await app.publish('betting.OfferMatched', bet.offerId, bet);

    const [item] = (await list()).body.data.items;

    expect(item.match).toEqual({ homeTeam: null, awayTeam: null, league: null, startTime: null });
    expect(item.maker).toEqual({ id: bet.makerId, username: null });
  });

  it('settles, voids and records who settled by hand, and filters by status', async () => {
    const won = offerMatched();
    const voided = offerMatched();
    const open = offerMatched();
    for (const bet of [won, voided, open]) await app.publish('betting.OfferMatched', bet.offerId, bet);
    const settledAt = await app.publish('betting.BetSettled', won.offerId, betSettled(won));
    await app.publish(
      'betting.BetSettled',
      voided.offerId,
      betSettled(voided, {
        result: 'void',
        winnerId: null,
        settledBy: { adminId: boss.id, reason: 'Abandoned' },
      }),
    );

    const settled = (await list('?status=settled')).body.data.items;
    const voids = (await list('?status=void')).body.data.items;
    const matched = (await list('?status=matched')).body.data.items;

    expect(settled).toEqual([
      expect.objectContaining({
        id: won.betId,
        status: 'settled',
        result: 'won',
        winnerId: won.makerId,
        settledBy: null,
        settledAt: settledAt.occurredAt,
      }),
    ]);
    expect(voids).toEqual([
      expect.objectContaining({
        id: voided.betId,
        status: 'void',
        result: 'void',
        winnerId: null,
        settledBy: { adminId: boss.id, reason: 'Abandoned' },
      }),
    ]);
    expect(matched.map((bet: { id: string }) => bet.id)).toEqual([open.betId]);
    expect((await list('?status=all')).body.data.total).toBe(3);
    expect((await list('?status=lost')).body).toEqual({
      success: false,
      message: 'Status must be one of all, matched, settled, void',
    });
  });

  it("sends betting's settle command with the reason and the admin as settledBy", async () => {
    const betId = randomUUID();

    const response = await settle(betId, { result: 'home_win', reason: '  Feed missed the late goal ' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: { id: betId, result: 'home_win' },
      message: 'Bet settled successfully',
    });
    expect(app.betting.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/internal/bets/${betId}/settle`,
        body: { result: 'home_win', reason: 'Feed missed the late goal', settledBy: boss.id },
        headers: expect.objectContaining({ 'x-internal-token': TEST_INTERNAL_TOKEN }),
      }),
    ]);
  });

  it.each(['btts_yes', 'btts_no', 'under_2.5', 'home', 'push'])(
    'passes a ruling of %s on to betting, which checks it against the bet’s market',
    async (result) => {
      const betId = randomUUID();
      const response = await settle(betId, { result, reason: 'Checked the score' });

      expect(response.status).toBe(200);
      expect(app.betting.calls).toEqual([
        expect.objectContaining({ body: expect.objectContaining({ result }) }),
      ]);
    },
  );

  it.each([
    ['A reason is required to settle a bet by hand', { result: 'void' }],
    ['A reason is required to settle a bet by hand', { result: 'void', reason: '  ' }],
    ['Result is required', { reason: 'Abandoned' }],
    ['Invalid result', { result: 'maker_wins', reason: 'Abandoned' }],
  ])('refuses a settlement body: %s', async (message, body) => {
    const response = await settle(randomUUID(), body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(app.betting.calls).toEqual([]);
  });

  it.each([
    [409, 'Bet is already settled'],
    [404, 'Bet not found'],
    [400, 'Result does not apply to this bet'],
  ])("passes betting's %i and its message through", async (status, message) => {
    app.betting.answer(() => ({ status, body: { success: false, message } }));

    const response = await settle(randomUUID(), { result: 'draw', reason: 'Checked the score' });

    expect(response.status).toBe(status);
    expect(response.body).toEqual({ success: false, message });
  });

  it('answers 404 for a bet id that is not one, without asking betting', async () => {
    const response = await settle('42', { result: 'draw', reason: 'Checked' });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Bet not found' });
    expect(app.betting.calls).toEqual([]);
  });

  it('answers 503 when betting is unreachable', async () => {
    const offline = await startAdminApp({ extraEnv: { SERVICE_URL_BETTING: 'http://127.0.0.1:9' } });
    try {
      const response = await offline
        .api()
        .post(`/api/admin/peer-bets/${randomUUID()}/settle`)
        .set(boss.auth)
        .send({ result: 'void', reason: 'Abandoned' });

      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        message: 'Failed to settle bet: the betting service is unavailable, please try again',
      });
    } finally {
      await offline.close();
    }
  });
});
