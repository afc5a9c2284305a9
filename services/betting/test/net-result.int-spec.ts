import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { INVALID_SINCE } from '../src/limits/dto/net-result.query';
import { CLOCK, type Clock } from '@p2p/service-kit';
import { Bettor, bettor } from './factories/bettor.factory';
import { finishMatch, scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

const DAY_MS = 86_400_000;
type Outcome = 'won' | 'lost' | 'push' | 'void';
/** The final score of a match the maker (home_win) wins, loses or draws against away_win: a push. */
const SCORES: Record<Exclude<Outcome, 'void'>, [number, number]> = {
  won: [2, 0],
  lost: [0, 2],
  push: [1, 1],
};

/** The reality check's figure (issue 22): the caller's bets settled since a time, as the loss limits count them. */
describe('GET /api/p2p-betting/net-result', () => {
  let app: BettingApp;

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const netResult = (user: Bettor, since: string) =>
    app.api().get('/api/p2p-betting/net-result').query({ since }).set(user.auth);
  const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

  /** A bet `user` makes on home_win for `stake` a side, taken by `opponent`, then settled with `outcome` for the maker. */
  async function settledBet(
    user: Bettor,
    stake: string,
    outcome: Outcome,
    opponent = bettor(app),
  ): Promise<string> {
    const match = await scheduleMatch(app);
    const offerId = await createOffer(app, user, { matchId: match.matchId, betAmount: stake });
    const taken = await matchOffer(app, opponent, offerId);
    expect(taken.status).toBe(201);
    if (outcome === 'void') {
      await app.publish('football.MatchVoided', match.matchId, {
        matchId: match.matchId,
        status: 'Postponed',
        reason: 'Waterlogged pitch',
      });
    } else {
      await finishMatch(app, match.matchId, ...SCORES[outcome]);
    }
    await app.settle();
    return taken.body.data.id as string;
  }

  it('counts winnings won minus stakes lost; a push or a void moves nothing but is a settled bet', async () => {
    const user = bettor(app);
    const since = aMinuteAgo();
    const loser = bettor(app);
    const winner = bettor(app);
    await settledBet(user, '10.00', 'won', loser);
    await settledBet(user, '25.00', 'lost', winner);
    await settledBet(user, '5.00', 'push');
    await settledBet(user, '7.00', 'void');

    const response = await netResult(user, since);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { since, net: '-15.00', settled: 4 } });
    expect((await netResult(loser, since)).body.data).toEqual({ since, net: '-10.00', settled: 1 });
    expect((await netResult(winner, since)).body.data).toEqual({ since, net: '25.00', settled: 1 });
  });

  it("counts neither open stakes nor other users' bets", async () => {
    const user = bettor(app);
    const since = aMinuteAgo();
    const match = await scheduleMatch(app);
    await createOffer(app, user, { matchId: match.matchId, betAmount: '40.00' });
    expect(
      (await matchOffer(app, user, await createOffer(app, bettor(app), { matchId: match.matchId }))).status,
    ).toBe(201);
    await settledBet(bettor(app), '50.00', 'lost');

    expect((await netResult(user, since)).body.data).toEqual({ since, net: '0.00', settled: 0 });
  });

  it('counts a bet settled at `since` itself and none settled before', async () => {
    const user = bettor(app);
    const atSince = await settledBet(user, '12.00', 'lost');
    const justBefore = await settledBet(user, '30.00', 'won');
    const since = new Date(Date.now() - 60 * 60_000);
    await app.db().query(`UPDATE bets SET settled_at = $2 WHERE id = $1`, [atSince, since]);
    await app
      .db()
      .query(`UPDATE bets SET settled_at = $2 WHERE id = $1`, [justBefore, new Date(since.getTime() - 1)]);

    const response = await netResult(user, since.toISOString());

    expect(response.body.data).toEqual({ since: since.toISOString(), net: '-12.00', settled: 1 });
  });

  describe('refuses a bad `since` with 400', () => {
    const user = () => bettor(app);

    it.each([[''], ['yesterday'], ['2026-13-01T00:00:00Z'], ['1700000000000']])('%j', async (since) => {
      const response = await netResult(user(), since);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: INVALID_SINCE });
    });

    it('without one', async () => {
      const response = await app.api().get('/api/p2p-betting/net-result').set(user().auth);

      expect(response.status).toBe(400);
      expect(response.body.message).toBe(INVALID_SINCE);
    });

    it('in the future, or more than 31 days ago (31 days exactly passes)', async () => {
      const now = new Date('2026-11-27T10:00:00.000Z');
      const clock = app.app.get<Clock>(CLOCK);
      const spy = jest.spyOn(clock, 'now').mockImplementation(() => now);
      try {
        const future = await netResult(user(), new Date(now.getTime() + 1000).toISOString());
        const tooOld = await netResult(user(), new Date(now.getTime() - 31 * DAY_MS - 1).toISOString());
        const oldest = await netResult(user(), new Date(now.getTime() - 31 * DAY_MS).toISOString());
        const rightNow = await netResult(user(), now.toISOString());

        expect([future.status, future.body.message]).toEqual([400, 'Since cannot be in the future']);
        expect([tooOld.status, tooOld.body.message]).toEqual([400, 'Since can be at most 31 days ago']);
        expect([oldest.status, rightNow.status]).toEqual([200, 200]);
      } finally {
        spy.mockRestore();
      }
    });
  });

  it('answers 401 without a token', async () => {
    const response = await app.api().get('/api/p2p-betting/net-result').query({ since: aMinuteAgo() });

    expect(response.status).toBe(401);
  });
});
