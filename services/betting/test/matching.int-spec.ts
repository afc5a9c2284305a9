import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Bettor, bettor } from './factories/bettor.factory';
import { scheduleMatch, updateMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

const MINUTE_MS = 60_000;

describe('Matching an offer', () => {
  let app: BettingApp;

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const offerRow = async (offerId: string) =>
    (await app.db().query(`SELECT status, bet_id FROM offers WHERE id = $1`, [offerId]))[0];
  const betsOn = async (offerId: string) =>
    app.db().query(`SELECT id, taker_id FROM bets WHERE offer_id = $1`, [offerId]);
  const anOffer = async (
    maker: Bettor = bettor(app),
    offer: { betSelection?: string; betAmount?: string } = {},
  ) => {
    const match = await scheduleMatch(app);
    return createOffer(app, maker, { matchId: match.matchId, ...offer });
  };

  it("creates the peer bet, holds the taker's stake and names the opponent", async () => {
    const maker = bettor(app, '100.00', { name: 'Grace Hopper' });
    const taker = bettor(app, '100.00', { name: 'Alan Turing' });
    const offerId = await anOffer(maker, { betAmount: '30.00' });

    const response = await app
      .api()
      .post(`/api/p2p-betting/offers/${offerId}/match`)
      .set(taker.auth)
      .send({ counterSelection: 'draw', description: 'A tight game' });

    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Betting against Grace Hopper');
    const bet = response.body.data;
    expect(bet).toMatchObject({
      offerId,
      betAmount: '30.00',
      status: 'matched',
      settledAt: null,
      description: 'A tight game',
      match: { homeTeam: 'Arsenal', awayTeam: 'Chelsea', status: 'Scheduled' },
      userA: { id: maker.id, username: maker.username, name: 'Grace Hopper', selection: 'home_win' },
      userB: { id: taker.id, username: taker.username, name: 'Alan Turing', selection: 'draw' },
      currentUser: { selection: 'draw', isWinner: null, isUserA: false, result: null },
    });
    expect(await offerRow(offerId)).toEqual({ status: 'matched', bet_id: bet.id });
    expect(app.wallet.balance(taker.id)).toEqual({ available: '70.00', held: '30.00' });
    expect(app.wallet.holdState(`bet:${bet.id}`)).toBe('held');
    await app.settle();
    expect(app.published('betting.OfferMatched').map((event) => event.payload)).toContainEqual({
      offerId,
      betId: bet.id,
      matchId: bet.match.id,
      makerId: maker.id,
      takerId: taker.id,
      stake: '30.00',
      makerSelection: 'home_win',
      takerSelection: 'draw',
    });
  });

  it.each([
    ['home_win', ['away_win', 'draw', 'away']],
    ['away_win', ['home_win', 'draw', 'home']],
    ['draw', ['home_win', 'away_win']],
    ['over_2.5', ['under_2.5']],
    ['under_2.5', ['over_2.5']],
  ])('lets a %s offer be taken with each allowed counter-selection', async (selection, counters) => {
    for (const counterSelection of counters) {
      const offerId = await anOffer(bettor(app), { betSelection: selection });

      const response = await matchOffer(app, bettor(app), offerId, counterSelection);

      expect(response.status).toBe(201);
    }
  });

  it.each([
    ['home_win', ['home_win', 'home', 'over_2.5', 'under_2.5']],
    ['away_win', ['away_win', 'away', 'over_2.5']],
    ['draw', ['draw', 'under_2.5']],
    ['over_2.5', ['over_2.5', 'home_win', 'draw']],
    ['under_2.5', ['under_2.5', 'away_win']],
  ])('refuses a %s offer taken with the same or another market', async (selection, counters) => {
    const offerId = await anOffer(bettor(app), { betSelection: selection });
    const taker = bettor(app);

    for (const counterSelection of counters) {
      const response = await matchOffer(app, taker, offerId, counterSelection);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Invalid counter selection' });
    }
    expect((await offerRow(offerId)).status).toBe('open');
  });

  it.each([
    ['no counter-selection', {}, 'Please select a prediction'],
    ['an unknown counter-selection', { counterSelection: 'banker' }, 'Invalid counter selection'],
    [
      'a long description',
      { counterSelection: 'draw', description: 'x'.repeat(501) },
      'Description cannot exceed 500 characters',
    ],
    ['an unknown field', { counterSelection: 'draw', stake: 5 }, 'property stake should not exist'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const offerId = await anOffer();

    const response = await app
      .api()
      .post(`/api/p2p-betting/offers/${offerId}/match`)
      .set(bettor(app).auth)
      .send(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });

  it('asks a guest to log in', async () => {
    const offerId = await anOffer();

    const response = await app
      .api()
      .post(`/api/p2p-betting/offers/${offerId}/match`)
      .send({ counterSelection: 'draw' });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: 'Please login to match bet offers' });
  });

  it('forbids matching your own offer', async () => {
    const maker = bettor(app);
    const offerId = await anOffer(maker);

    const response = await matchOffer(app, maker, offerId, 'draw');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: 'You cannot match your own bet offer' });
    expect(app.wallet.heldKeys(maker.id)).toEqual([`offer:${offerId}`]);
  });

  it.each([randomUUID(), 'nope'])('answers 404 for the offer %s', async (offerId) => {
    const response = await matchOffer(app, bettor(app), offerId, 'draw');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Bet offer not found' });
  });

  it('answers 409 "Bet offer is no longer available" for a matched or cancelled offer', async () => {
    const maker = bettor(app);
    const matched = await anOffer(maker);
    await matchOffer(app, bettor(app), matched).expect(201);
    const cancelled = await anOffer(maker);
    await app.api().delete(`/api/p2p-betting/offers/${cancelled}`).set(maker.auth).expect(200);

    for (const offerId of [matched, cancelled]) {
      const response = await matchOffer(app, bettor(app), offerId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: 'Bet offer is no longer available' });
    }
  });

  it('answers 409 "Bet offer has expired" once betting on the match closed, before and after the sweep', async () => {
    const match = await scheduleMatch(app);
    const offerId = await createOffer(app, bettor(app), { matchId: match.matchId });
    await updateMatch(app, match, { kickoffAt: new Date(Date.now() + 4 * MINUTE_MS).toISOString() });

    const beforeSweep = await matchOffer(app, bettor(app), offerId);
    await app.sweep();
    const afterSweep = await matchOffer(app, bettor(app), offerId);

    for (const response of [beforeSweep, afterSweep]) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: 'Bet offer has expired' });
    }
    expect((await offerRow(offerId)).status).toBe('expired');
  });

  it('keeps the offer open when the taker cannot cover the stake', async () => {
    const offerId = await anOffer(bettor(app), { betAmount: '50.00' });
    const poor = bettor(app, '49.99');

    const response = await matchOffer(app, poor, offerId);

    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, message: 'Insufficient balance' });
    expect(await offerRow(offerId)).toEqual({ status: 'open', bet_id: null });
    expect(app.wallet.balance(poor.id)).toEqual({ available: '49.99', held: '0.00' });
    await matchOffer(app, bettor(app), offerId).expect(201);
  });

  it.each(['down', 'lose-answers'] as const)(
    'answers 503 when the wallet is %s, keeps the offer open and leaves no hold on the taker',
    async (mode) => {
      const offerId = await anOffer();
      const taker = bettor(app, '100.00');
      app.wallet.mode = mode;

      const response = await matchOffer(app, taker, offerId);
      app.wallet.mode = 'up';

      expect(response.status).toBe(503);
      expect(response.body.message).toBe('Wallet is temporarily unavailable, please try again');
      expect(await offerRow(offerId)).toEqual({ status: 'open', bet_id: null });
      // The claim's ClaimAbandoned, written as it was given up, has the wallet release whatever landed.
      await app.settle();
      const [abandoned] = app.published('betting.ClaimAbandoned').filter((event) => event.key === offerId);
      expect(app.wallet.holdState(`bet:${abandoned.payload.betId}`)).toBe(
        mode === 'down' ? 'tombstone' : 'released',
      );
      expect(app.wallet.balance(taker.id)).toEqual({ available: '100.00', held: '0.00' });
      await matchOffer(app, bettor(app), offerId).expect(201);
    },
  );

  it('gives an offer to exactly one of 50 concurrent takers; no loser reaches the wallet', async () => {
    const offerId = await anOffer(bettor(app), { betAmount: '20.00' });
    const takers = Array.from({ length: 50 }, () => bettor(app, '20.00'));
    const betHoldsBefore = app.wallet.holdCallCount('bet:');

    const responses = await Promise.all(takers.map((taker) => matchOffer(app, taker, offerId)));

    const winners = responses.filter((response) => response.status === 201);
    const losers = responses.filter((response) => response.status !== 201);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(49);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.body).toEqual({ success: false, message: 'Bet offer is no longer available' });
    }
    const bets = await betsOn(offerId);
    expect(bets).toHaveLength(1);
    for (const taker of takers) {
      const won = taker.id === bets[0].taker_id;
      expect(app.wallet.balance(taker.id)).toEqual(
        won ? { available: '0.00', held: '20.00' } : { available: '20.00', held: '0.00' },
      );
    }
    expect(app.wallet.holdCallCount('bet:') - betHoldsBefore).toBe(1);
    expect(app.wallet.holdState(`bet:${bets[0].id}`)).toBe('held');
  });

  it('ends each of 200 offers raced by a cancel and a match in exactly one state, with no orphan hold', async () => {
    const match = await scheduleMatch(app);
    const maker = bettor(app, '2000.00');
    const taker = bettor(app, '2000.00');
    const outcomes: Array<{ offerId: string; cancel: number; take: number; betId?: string }> = [];

    for (let round = 0; round < 200; round++) {
      const offerId = await createOffer(app, maker, { matchId: match.matchId, betAmount: '5.00' });
      const [cancel, take] = await Promise.all([
        app.api().delete(`/api/p2p-betting/offers/${offerId}`).set(maker.auth),
        matchOffer(app, taker, offerId),
      ]);
      outcomes.push({ offerId, cancel: cancel.status, take: take.status, betId: take.body.data?.id });
    }
    await app.settle();

    for (const outcome of outcomes) {
      const row = await offerRow(outcome.offerId);
      const bets = await betsOn(outcome.offerId);
      if (outcome.cancel === 200) {
        expect(outcome.take).toBe(409);
        expect(row.status).toBe('cancelled');
        expect(bets).toHaveLength(0);
        expect(app.wallet.holdState(`offer:${outcome.offerId}`)).toBe('released');
      } else {
        expect([outcome.cancel, outcome.take]).toEqual([409, 201]);
        expect(row.status).toBe('matched');
        expect(bets).toEqual([{ id: outcome.betId, taker_id: taker.id }]);
        expect(app.wallet.holdState(`offer:${outcome.offerId}`)).toBe('held');
        expect(app.wallet.holdState(`bet:${outcome.betId}`)).toBe('held');
      }
    }
    const matched = outcomes.filter((outcome) => outcome.take === 201).length;
    // Every held dollar belongs to a matched bet: 5 from each side.
    expect(app.wallet.balance(maker.id).held).toBe(`${matched * 5}.00`);
    expect(app.wallet.balance(taker.id).held).toBe(`${matched * 5}.00`);
    const matchedKeys = outcomes.filter((outcome) => outcome.take === 201);
    expect(app.wallet.heldKeys(taker.id).sort()).toEqual(
      matchedKeys.map((outcome) => `bet:${outcome.betId}`).sort(),
    );
    expect(app.wallet.heldKeys(maker.id).sort()).toEqual(
      matchedKeys.map((outcome) => `offer:${outcome.offerId}`).sort(),
    );
  });
});
