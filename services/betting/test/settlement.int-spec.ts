import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, Topics } from '@p2p/contracts';
import { TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { Bettor, bettor } from './factories/bettor.factory';
import { finishMatch, matchFinished, scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

type Winner = 'maker' | 'taker' | 'push';

/**
 * Every pair of selections a bet can have against every kind of result, with the expected winner
 * written out by hand (not computed by the rule under test).
 */
const CASES: Array<[maker: string, taker: string, home: number, away: number, winner: Winner]> = [
  ['home_win', 'away_win', 2, 1, 'maker'],
  ['home_win', 'away_win', 1, 1, 'push'],
  ['home_win', 'away_win', 0, 2, 'taker'],
  ['home_win', 'draw', 3, 0, 'maker'],
  ['home_win', 'draw', 0, 0, 'taker'],
  ['home_win', 'draw', 1, 2, 'push'],
  ['away_win', 'home_win', 2, 0, 'taker'],
  ['away_win', 'home_win', 2, 2, 'push'],
  ['away_win', 'home_win', 1, 4, 'maker'],
  ['away_win', 'draw', 1, 0, 'push'],
  ['away_win', 'draw', 3, 3, 'taker'],
  ['away_win', 'draw', 0, 1, 'maker'],
  ['draw', 'home_win', 1, 0, 'taker'],
  ['draw', 'home_win', 2, 2, 'maker'],
  ['draw', 'home_win', 0, 3, 'push'],
  ['draw', 'away_win', 5, 1, 'push'],
  ['draw', 'away_win', 0, 0, 'maker'],
  ['draw', 'away_win', 1, 2, 'taker'],
  ['over_2.5', 'under_2.5', 2, 1, 'maker'],
  ['over_2.5', 'under_2.5', 1, 1, 'taker'],
  ['over_2.5', 'under_2.5', 0, 0, 'taker'],
  ['under_2.5', 'over_2.5', 3, 0, 'taker'],
  ['under_2.5', 'over_2.5', 1, 0, 'maker'],
  ['under_2.5', 'over_2.5', 4, 4, 'taker'],
];

describe('Settlement', () => {
  let app: BettingApp;

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A matched bet of $25 a side on a new match; both bettors start with $100. */
  async function matchedBet(makerSelection = 'home_win', takerSelection = 'away_win') {
    const match = await scheduleMatch(app);
    const maker = bettor(app, '100.00');
    const taker = bettor(app, '100.00');
    const offerId = await createOffer(app, maker, {
      matchId: match.matchId,
      betAmount: '25.00',
      betSelection: makerSelection,
    });
    const response = await matchOffer(app, taker, offerId, takerSelection);
    expect(response.status).toBe(201);
    return { match, maker, taker, offerId, betId: response.body.data.id as string };
  }

  const betRow = async (betId: string) =>
    (
      await app.db().query(`SELECT status, result, winner_id, settled_by FROM bets WHERE id = $1`, [betId])
    )[0];
  const settledEvents = (betId: string) =>
    app.published('betting.BetSettled').filter((event) => event.payload.betId === betId);
  const available = (user: Bettor) => app.wallet.balance(user.id);

  it.each(CASES)(
    'settles %s against %s at %i-%i: %s',
    async (makerSelection, takerSelection, home, away, winner) => {
      const { match, maker, taker, offerId, betId } = await matchedBet(makerSelection, takerSelection);

      await finishMatch(app, match.matchId, home, away);
      await app.settle();

      const winnerId = winner === 'maker' ? maker.id : winner === 'taker' ? taker.id : null;
      expect(await betRow(betId)).toEqual({
        status: 'settled',
        result: winner === 'push' ? 'push' : 'won',
        winner_id: winnerId,
        settled_by: 'football',
      });
      expect(settledEvents(betId).map((event) => event.payload)).toEqual([
        {
          betId,
          offerId,
          matchId: match.matchId,
          makerId: maker.id,
          takerId: taker.id,
          winnerId,
          stake: '25.00',
          result: winner === 'push' ? 'push' : 'won',
        },
      ]);
      const expected = {
        maker: winner === 'maker' ? '125.00' : winner === 'taker' ? '75.00' : '100.00',
        taker: winner === 'taker' ? '125.00' : winner === 'maker' ? '75.00' : '100.00',
      };
      expect(available(maker)).toEqual({ available: expected.maker, held: '0.00' });
      expect(available(taker)).toEqual({ available: expected.taker, held: '0.00' });
      const offer = await app.api().get(`/api/p2p-betting/offers/${offerId}`);
      expect(offer.body.data.status).toBe('settled');
      const makerView = await app.api().get(`/api/p2p-betting/bets/${betId}`).set(maker.auth);
      expect(makerView.body.data.currentUser).toEqual({
        selection: makerSelection,
        isWinner: winner === 'push' ? null : winner === 'maker',
        isUserA: true,
        result: winner === 'push' ? 'push' : winner === 'maker' ? 'won' : 'lost',
      });
    },
  );

  it('voids every matched bet of a voided match and refunds both sides', async () => {
    const { match, maker, taker, offerId, betId } = await matchedBet();
    const open = await createOffer(app, bettor(app, '10.00'), { matchId: match.matchId, betAmount: '10.00' });

    await app.publish('football.MatchVoided', match.matchId, {
      matchId: match.matchId,
      status: 'Postponed',
      reason: 'Waterlogged pitch',
    });
    await app.settle();

    expect(await betRow(betId)).toEqual({
      status: 'void',
      result: 'void',
      winner_id: null,
      settled_by: 'football',
    });
    expect(settledEvents(betId).map((event) => event.payload)).toEqual([
      expect.objectContaining({ betId, offerId, winnerId: null, stake: '25.00', result: 'void' }),
    ]);
    expect(available(maker)).toEqual({ available: '100.00', held: '0.00' });
    expect(available(taker)).toEqual({ available: '100.00', held: '0.00' });
    const [offerStatus] = await app.db().query(`SELECT status FROM offers WHERE id = $1`, [offerId]);
    expect(offerStatus.status).toBe('void');
    expect(app.published('betting.OfferExpired').map((event) => event.payload.offerId)).toContain(open);
    expect(app.wallet.holdState(`offer:${open}`)).toBe('released');
  });

  it('pays once when MatchFinished is delivered five times, as one event or five', async () => {
    const first = await matchedBet();
    const second = await matchedBet();
    const sameEvent = createEvent(
      'football.MatchFinished',
      first.match.matchId,
      matchFinished(first.match.matchId, 2, 0),
    );

    await app.bus.publish(Topics.football, [sameEvent, sameEvent, sameEvent, sameEvent, sameEvent]);
    for (let delivery = 0; delivery < 5; delivery++) await finishMatch(app, second.match.matchId, 2, 0);
    await app.settle();

    for (const bet of [first, second]) {
      expect(settledEvents(bet.betId)).toHaveLength(1);
      expect(available(bet.maker)).toEqual({ available: '125.00', held: '0.00' });
      expect(available(bet.taker)).toEqual({ available: '75.00', held: '0.00' });
    }
  });

  it('expires the open offers of a finished match and releases their holds', async () => {
    const match = await scheduleMatch(app);
    const maker = bettor(app, '30.00');
    const offerId = await createOffer(app, maker, { matchId: match.matchId, betAmount: '30.00' });

    await finishMatch(app, match.matchId, 1, 0);
    await app.settle();

    expect(
      app.published('betting.OfferExpired').filter((event) => event.payload.offerId === offerId),
    ).toHaveLength(1);
    expect(available(maker)).toEqual({ available: '30.00', held: '0.00' });
  });

  it('settles every bet on a match, whatever the number', async () => {
    const match = await scheduleMatch(app);
    const makers = Array.from({ length: 8 }, () => bettor(app, '10.00'));
    const takers = Array.from({ length: 8 }, () => bettor(app, '10.00'));
    for (let index = 0; index < makers.length; index++) {
      const offerId = await createOffer(app, makers[index], { matchId: match.matchId, betAmount: '10.00' });
      await matchOffer(app, takers[index], offerId, 'draw').expect(201);
    }

    await finishMatch(app, match.matchId, 0, 0);
    await app.settle();

    for (const taker of takers) expect(available(taker)).toEqual({ available: '20.00', held: '0.00' });
    for (const maker of makers) expect(available(maker)).toEqual({ available: '0.00', held: '0.00' });
  });

  describe('POST /internal/bets/:id/settle (the admin service)', () => {
    const settle = (betId: string, body: object, token = TEST_INTERNAL_TOKEN) =>
      app.api().post(`/internal/bets/${betId}/settle`).set('x-internal-token', token).send(body);

    it('settles a bet by the selection that came true and answers the bet', async () => {
      const { maker, taker, betId } = await matchedBet('home_win', 'draw');

      const response = await settle(betId, {
        result: 'draw',
        settledBy: 'admin-7',
        reason: '  Feed reported the wrong score  ',
      });
      await app.settle();

      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Bet settled successfully');
      expect(response.body.data).toMatchObject({ id: betId, status: 'settled', currentUser: null });
      expect(await betRow(betId)).toEqual({
        status: 'settled',
        result: 'won',
        winner_id: taker.id,
        settled_by: 'admin:admin-7',
      });
      expect(available(taker)).toEqual({ available: '125.00', held: '0.00' });
      expect(available(maker)).toEqual({ available: '75.00', held: '0.00' });
    });

    it('names the admin and their reason in the BetSettled it records, and keeps the reason', async () => {
      const { maker, taker, betId, offerId, match } = await matchedBet('home_win', 'draw');

      await settle(betId, {
        result: 'home_win',
        settledBy: 'admin-7',
        reason: 'Feed reported the wrong score',
      });
      await app.settle();

      expect(settledEvents(betId).map((event) => event.payload)).toEqual([
        {
          betId,
          offerId,
          matchId: match.matchId,
          makerId: maker.id,
          takerId: taker.id,
          winnerId: maker.id,
          stake: '25.00',
          result: 'won',
          settledBy: { adminId: 'admin-7', reason: 'Feed reported the wrong score' },
        },
      ]);
      const [row] = await app.db().query(`SELECT settlement_reason FROM bets WHERE id = $1`, [betId]);
      expect(row.settlement_reason).toBe('Feed reported the wrong score');
    });

    it('settles a bet once when ten rulings arrive at the same time, and answers 409 to the rest', async () => {
      const { maker, betId } = await matchedBet('home_win', 'draw');

      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          settle(betId, { result: 'home_win', settledBy: `admin-${index}`, reason: 'Manual review' }),
        ),
      );
      await app.settle();

      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
      for (const refused of responses.filter((response) => response.status === 409)) {
        expect(refused.body).toEqual({ success: false, message: 'Bet is already settled' });
      }
      expect(settledEvents(betId)).toHaveLength(1);
      expect(available(maker)).toEqual({ available: '125.00', held: '0.00' });
    });

    it.each([
      ['push', 'settled', 'push'],
      ['void', 'void', 'void'],
      ['away_win', 'settled', 'push'],
    ])('refunds both sides on the ruling %s', async (result, status, stored) => {
      const { maker, taker, betId } = await matchedBet('home_win', 'draw');

      const response = await settle(betId, { result, reason: 'Match abandoned after the feed stopped' });
      await app.settle();

      expect(response.status).toBe(200);
      expect(await betRow(betId)).toMatchObject({ status, result: stored, winner_id: null });
      expect(available(maker)).toEqual({ available: '100.00', held: '0.00' });
      expect(available(taker)).toEqual({ available: '100.00', held: '0.00' });
    });

    it('refuses a bet that is already settled, and football cannot settle it again', async () => {
      const { match, betId } = await matchedBet();
      await settle(betId, { result: 'home_win', reason: 'Manual review' }).expect(200);

      const again = await settle(betId, { result: 'away_win', reason: 'Manual review' });
      await finishMatch(app, match.matchId, 0, 3);
      await app.settle();

      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, message: 'Bet is already settled' });
      expect(settledEvents(betId)).toHaveLength(1);
    });

    it.each([
      ['no result', { reason: 'Manual review' }, 'Result is required'],
      ['an unknown result', { result: 'banker', reason: 'Manual review' }, 'Invalid result'],
      [
        "a result of another market than the bet's",
        { result: 'over_2.5', reason: 'Manual review' },
        'Result does not apply to this bet',
      ],
      ['no reason', { result: 'draw' }, 'A reason is required'],
      ['a blank reason', { result: 'draw', reason: '   ' }, 'A reason is required'],
    ])('refuses %s with 400', async (_case, body, message) => {
      const { betId } = await matchedBet();

      const response = await settle(betId, body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('answers 404 for an unknown bet', async () => {
      const response = await settle(randomUUID(), { result: 'draw', reason: 'Manual review' });

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Bet not found' });
    });

    it('refuses a caller without the internal token', async () => {
      const { betId } = await matchedBet();

      const response = await settle(
        betId,
        { result: 'draw', reason: 'Manual review' },
        'not-the-internal-token',
      );

      expect(response.status).toBe(401);
      expect(await betRow(betId)).toMatchObject({ status: 'matched' });
    });
  });
});
