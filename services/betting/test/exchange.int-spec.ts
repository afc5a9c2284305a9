import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { betHoldKey, Money, offerHoldKey, partHoldKey, placeHoldRequest } from '@p2p/contracts';
import { Metrics } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { SettlementService } from '../src/settlement/settlement.service';
import { WalletClient } from '../src/wallet/wallet.client';
import { Bettor, bettor } from './factories/bettor.factory';
import { finishMatch, scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

/** 5%: large enough that every figure below moves with it. */
const EXCHANGE_COMMISSION_BPS_FOR_TESTS = 500;

interface ExchangeOfferRequest {
  matchId: string;
  selection?: string;
  side?: string;
  odds?: unknown;
  stake?: unknown;
}

describe('The exchange (issue 35): offers at a price, taken in parts', () => {
  let app: BettingApp;
  let matchId: string;

  beforeAll(async () => {
    app = await startBettingApp({
      extraEnv: { EXCHANGE_COMMISSION_BPS: String(EXCHANGE_COMMISSION_BPS_FOR_TESTS) },
    });
    matchId = (await scheduleMatch(app)).matchId;
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (maker: Bettor, offer: ExchangeOfferRequest) =>
    app
      .api()
      .post('/api/p2p-betting/exchange/offers')
      .set(maker.auth)
      .send({ selection: 'home_win', side: 'back', odds: '3.0', stake: '50.00', ...offer });
  const postOffer = async (maker: Bettor, offer: ExchangeOfferRequest) => {
    const response = await post(maker, offer);
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  };
  const take = (taker: Bettor, offerId: string, amount: string) =>
    app.api().post(`/api/p2p-betting/exchange/offers/${offerId}/take`).set(taker.auth).send({ amount });
  const offerRow = async (offerId: string) =>
    (
      await app
        .db()
        .query(`SELECT status, unmatched_cents::text AS unmatched FROM offers WHERE id = $1`, [offerId])
    )[0];
  const parts = async (offerId: string) =>
    (await app.db().query(
      `SELECT status, count(*)::int AS n, sum(stake_cents)::text AS stake FROM offer_parts
               WHERE offer_id = $1 GROUP BY status ORDER BY status`,
      [offerId],
    )) as Array<{
      status: string;
      n: number;
      stake: string;
    }>;
  const balance = (user: Bettor) => app.wallet.balance(user.id);

  describe('prices', () => {
    it.each([
      ['3.01', '3.01 is not a price on the ladder: the nearest are 3.0 and 3.05'],
      ['1.005', 'Odds must be a decimal price such as 2.5'],
      ['1000.5', 'Odds must be between 1.01 and 1000'],
      ['1001', 'Odds must be between 1.01 and 1000'],
      ['1', 'Odds must be between 1.01 and 1000'],
      ['abc', 'Odds must be a decimal price such as 2.5'],
      [{ price: 3 }, 'Odds must be a decimal price such as 2.5'],
    ])('refuses odds %j: %s', async (odds, message) => {
      const maker = bettor(app, '100.00');
      const response = await post(maker, { matchId, odds });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(balance(maker)).toEqual({ available: '100.00', held: '0.00' });
    });

    it('refuses a side that is neither back nor lay, and a stake below the minimum', async () => {
      const maker = bettor(app, '100.00');
      expect((await post(maker, { matchId, side: 'both' })).body.message).toBe('Side must be back or lay');
      expect((await post(maker, { matchId, stake: '0.50' })).body.message).toBe('Minimum bet amount is $1');
    });

    it('holds the stake to back and the liability to lay, and shows the price and the fill', async () => {
      const backer = bettor(app, '200.00');
      const layer = bettor(app, '200.00');
      const back = await post(backer, { matchId, side: 'back', odds: '3.0', stake: '50.00' });
      const lay = await post(layer, { matchId, side: 'lay', odds: '2.52', stake: '50.00' });
      expect(back.body.data.exchange).toEqual({
        side: 'back',
        odds: '3.0',
        stake: '50.00',
        matched: '0.00',
        unmatched: '50.00',
      });
      expect(lay.body.data.exchange).toMatchObject({ side: 'lay', odds: '2.52', unmatched: '50.00' });
      expect(balance(backer)).toEqual({ available: '150.00', held: '50.00' });
      // Laying $50 at 2.52 risks $76.00.
      expect(balance(layer)).toEqual({ available: '124.00', held: '76.00' });
    });
  });

  describe('the ladder', () => {
    it("marks the viewer's own offers, and nobody else's", async () => {
      const match = await scheduleMatch(app);
      const alice = bettor(app, '100.00');
      const bob = bettor(app, '100.00');
      const mine = await postOffer(alice, { matchId: match.matchId, stake: '10.00', odds: '2.0' });
      const theirs = await postOffer(bob, { matchId: match.matchId, stake: '5.00', odds: '2.0' });
      const path = `/api/p2p-betting/exchange/matches/${match.matchId}/book`;
      const offersAt2 = (body: { data: { selections: Array<{ selection: string; toLay: unknown[] }> } }) =>
        (
          body.data.selections.find((entry) => entry.selection === 'home_win')?.toLay[0] as {
            offers: unknown;
          }
        ).offers;

      expect(offersAt2((await app.api().get(path).set(alice.auth)).body)).toEqual([
        { id: mine, unmatched: '10.00', mine: true },
        { id: theirs, unmatched: '5.00' },
      ]);
      expect(offersAt2((await app.api().get(path).set(bob.auth)).body)).toEqual([
        { id: mine, unmatched: '10.00' },
        { id: theirs, unmatched: '5.00', mine: true },
      ]);
      expect(offersAt2((await app.api().get(path)).body)).toEqual([
        { id: mine, unmatched: '10.00' },
        { id: theirs, unmatched: '5.00' },
      ]);
    });
  });

  describe('taking parts', () => {
    it('fills one offer from several takers, each part its own bet holding both sides', async () => {
      const alice = bettor(app, '100.00', { name: 'Alice' });
      const bob = bettor(app, '100.00');
      const carol = bettor(app, '100.00');
      const offerId = await postOffer(alice, { matchId, stake: '50.00', odds: '3.0' });

      const bobs = await take(bob, offerId, '20.00');
      expect(bobs.status).toBe(201);
      expect(bobs.body.message).toBe('Matched $20.00 at 3.0 against Alice');
      expect(bobs.body.data.exchange).toEqual({
        odds: '3.0',
        makerSide: 'back',
        makerStake: '20.00',
        takerStake: '40.00',
        commission: null,
      });
      const offer = await app.api().get(`/api/p2p-betting/offers/${offerId}`).set(alice.auth);
      expect(offer.body.data.exchange).toMatchObject({ matched: '20.00', unmatched: '30.00' });

      expect((await take(carol, offerId, '30.00')).status).toBe(201);
      expect(await offerRow(offerId)).toEqual({ status: 'open', unmatched: '0' });
      expect((await take(bettor(app), offerId, '1.00')).body.message).toBe(
        'Bet offer is no longer available',
      );

      await app.settle();
      expect(balance(alice)).toEqual({ available: '50.00', held: '50.00' });
      expect(balance(bob)).toEqual({ available: '60.00', held: '40.00' });
      expect(balance(carol)).toEqual({ available: '40.00', held: '60.00' });
      const betIds = (await app.db().query(`SELECT id FROM bets WHERE offer_id = $1`, [offerId])).map(
        (row: { id: string }) => row.id,
      );
      expect(betIds).toHaveLength(2);
      for (const betId of betIds) {
        expect(app.wallet.holdState(partHoldKey(betId))).toBe('held');
        expect(app.wallet.holdState(betHoldKey(betId))).toBe('held');
      }
      expect(
        app.published('betting.OfferMatched').filter((event) => event.payload.offerId === offerId),
      ).toHaveLength(2);
    });

    it('refuses a part larger than what is left, naming it, and a part below $1.00 unless it is all that is left', async () => {
      const maker = bettor(app, '100.00');
      const offerId = await postOffer(maker, { matchId, stake: '10.50' });
      expect((await take(bettor(app), offerId, '10.00')).status).toBe(201);
      const tooLarge = await take(bettor(app), offerId, '1.00');
      expect(tooLarge.status).toBe(409);
      expect(tooLarge.body.message).toBe('Only $0.50 of this offer is still unmatched');
      expect((await take(bettor(app), offerId, '0.40')).body.message).toBe(
        'The smallest part you can take is $1.00, or all that is left if less',
      );
      expect((await take(bettor(app), offerId, '0.50')).status).toBe(201);
      expect(await offerRow(offerId)).toEqual({ status: 'open', unmatched: '0' });
    });

    it('refuses your own offer, an even-money take of an exchange offer and a part of an even-money offer', async () => {
      const maker = bettor(app, '100.00');
      const offerId = await postOffer(maker, { matchId, stake: '10.00' });
      expect((await take(maker, offerId, '5.00')).body.message).toBe('You cannot match your own bet offer');
      expect((await matchOffer(app, bettor(app), offerId)).body.message).toBe(
        'This offer is at a price: take a part of it on the exchange',
      );
      const even = await createOffer(app, maker, { matchId, betAmount: '10.00' });
      expect((await take(bettor(app), even, '5.00')).body.message).toBe(
        'This offer is even money: take it whole with a different outcome',
      );
      expect(await offerRow(offerId)).toEqual({ status: 'open', unmatched: '1000' });
    });

    it('gives the part back when the taker cannot hold their liability', async () => {
      const maker = bettor(app, '100.00');
      const poor = bettor(app, '10.00');
      const offerId = await postOffer(maker, { matchId, stake: '20.00', odds: '3.0' });
      const refused = await take(poor, offerId, '10.00');
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Insufficient balance');
      await app.settle();
      expect(await offerRow(offerId)).toEqual({ status: 'open', unmatched: '2000' });
      expect(await parts(offerId)).toEqual([{ status: 'abandoned', n: 1, stake: '1000' }]);
      expect(balance(maker)).toEqual({ available: '80.00', held: '20.00' });
      expect(balance(poor)).toEqual({ available: '10.00', held: '0.00' });
      // The maker's share went back into the offer's hold: the whole stake can still be taken.
      expect((await take(bettor(app), offerId, '20.00')).status).toBe(201);
    });

    it('lets twenty racing takers fill exactly the stake: no part overfills, each is held once', async () => {
      const maker = bettor(app, '100.00');
      const offerId = await postOffer(maker, { matchId, stake: '50.00', odds: '3.0' });
      const takers = Array.from({ length: 20 }, () => bettor(app, '100.00'));
      const amounts = takers.map((_, index) => ['5.00', '3.00', '7.50', '1.00'][index % 4]);
      const answers = await Promise.all(takers.map((taker, index) => take(taker, offerId, amounts[index])));
      await app.settle();

      const taken = answers.flatMap((answer, index) =>
        answer.status === 201 ? [Money.toCents(amounts[index])] : [],
      );
      const matched = taken.reduce((sum, cents) => sum + cents, 0n);
      const { unmatched } = await offerRow(offerId);
      expect(matched + BigInt(unmatched)).toBe(5000n);
      for (const answer of answers.filter((answer) => answer.status !== 201)) {
        expect(answer.status).toBe(409);
      }
      const bets = await app.db().query(`SELECT count(*)::int AS n FROM bets WHERE offer_id = $1`, [offerId]);
      expect(bets[0].n).toBe(taken.length);
      // The maker holds exactly the parts matched plus the remainder; each taker twice their part at 3.0.
      expect(balance(maker)).toEqual({ available: '50.00', held: '50.00' });
      takers.forEach((taker, index) => {
        const held = answers[index].status === 201 ? Money.toCents(amounts[index]) * 2n : 0n;
        expect(balance(taker).held).toBe(Money.format(held));
      });
    });

    it('leaves held = matched when a cancel races the takes', async () => {
      const maker = bettor(app, '100.00');
      const offerId = await postOffer(maker, { matchId, stake: '50.00', odds: '2.0' });
      const takers = Array.from({ length: 10 }, () => bettor(app, '100.00'));
      const cancel = app.api().delete(`/api/p2p-betting/offers/${offerId}`).set(maker.auth);
      const answers = await Promise.all([
        ...takers.slice(0, 5).map((taker) => take(taker, offerId, '5.00')),
        cancel,
        ...takers.slice(5).map((taker) => take(taker, offerId, '5.00')),
      ]);
      expect(answers[5].status).toBe(200);
      await app.settle();

      const [{ matched }] = await app
        .db()
        .query(`SELECT COALESCE(sum(amount_cents), 0)::text AS matched FROM bets WHERE offer_id = $1`, [
          offerId,
        ]);
      expect(balance(maker).held).toBe(Money.format(BigInt(matched)));
      expect(Money.toCents(balance(maker).available) + BigInt(matched)).toBe(10000n);
      expect(app.wallet.holdState(offerHoldKey(offerId))).toBe('released');
      expect((await offerRow(offerId)).status).toBe('cancelled');
      expect((await parts(offerId)).find((part) => part.status === 'claimed')).toBeUndefined();
    });

    it('takes back a part whose take never finished: the stake is on offer again and both holds go back', async () => {
      const maker = bettor(app, '100.00');
      const taker = bettor(app, '100.00');
      const offerId = await postOffer(maker, { matchId, stake: '20.00', odds: '3.0' });
      // A take that died after its claim and its holds: the part is claimed, nothing else happened.
      const betId = randomUUID();
      await app.db().query(
        `WITH taken AS (UPDATE offers SET unmatched_cents = unmatched_cents - 1000 WHERE id = $1 RETURNING id)
         INSERT INTO offer_parts (bet_id, offer_id, taker_id, stake_cents, status, claimed_at)
         SELECT $2, id, $3, 1000, 'claimed', now() - interval '1 minute' FROM taken`,
        [offerId, betId, taker.id],
      );
      const held = await app.app
        .get(WalletClient)
        .holdAll([
          placeHoldRequest(betHoldKey(betId), taker.id, 2000n),
          placeHoldRequest(partHoldKey(betId), maker.id, 1000n, offerHoldKey(offerId)),
        ]);
      expect(held).toEqual([undefined, undefined]);
      expect(balance(taker)).toEqual({ available: '80.00', held: '20.00' });

      const stuckParts = async () =>
        Number(
          /^betting_offers_stuck\{state="part"[^}]*\} (\d+)$/m.exec(await app.app.get(Metrics).scrape())?.[1],
        );
      expect(await stuckParts()).toBe(1);
      expect((await app.sweep()).partsTakenBack).toBe(1);
      expect(await stuckParts()).toBe(0);
      await app.settle();
      expect(await offerRow(offerId)).toEqual({ status: 'open', unmatched: '2000' });
      expect(app.published('betting.ClaimAbandoned').map((event) => event.payload)).toContainEqual({
        offerId,
        betId,
        makerPart: true,
      });
      expect(app.wallet.holdState(partHoldKey(betId))).toBe('returned');
      expect(balance(taker)).toEqual({ available: '100.00', held: '0.00' });
      expect(balance(maker)).toEqual({ available: '80.00', held: '20.00' });
      // The maker's share is back in the offer's hold: the whole stake can be taken again.
      expect((await take(taker, offerId, '20.00')).status).toBe(201);
      expect((await app.sweep()).partsTakenBack).toBe(0);
    });
  });

  describe('limits on liabilities', () => {
    it('counts what a layer risks against their stake limit, not the stake', async () => {
      const layer = bettor(app, '500.00');
      expect(
        (await app.api().put('/api/p2p-betting/limits/stake-offer').set(layer.auth).send({ amount: '50.00' }))
          .status,
      ).toBe(200);
      // Laying $30 at 3.0 risks $60.
      const lay = await post(layer, { matchId, side: 'lay', odds: '3.0', stake: '30.00' });
      expect(lay.status).toBe(422);
      expect(lay.body.message).toMatch(/^This stake would pass your .* of \$50\.00/);
      expect((await post(layer, { matchId, side: 'back', odds: '3.0', stake: '30.00' })).status).toBe(201);

      const backOffer = await postOffer(bettor(app, '100.00'), {
        matchId,
        side: 'back',
        odds: '3.0',
        stake: '50.00',
      });
      const tooMuch = await take(layer, backOffer, '30.00');
      expect(tooMuch.status).toBe(lay.status);
      expect(tooMuch.body.message).toBe(lay.body.message);
      expect((await take(layer, backOffer, '25.00')).status).toBe(201);
    });
  });

  describe('settlement at the price, with commission on net winnings per market', () => {
    it('pays alice at 3.0 less commission on her net, and every trail sums', async () => {
      const match = await scheduleMatch(app);
      const alice = bettor(app, '100.00', { name: 'Alice' });
      const bob = bettor(app, '100.00');
      const carol = bettor(app, '100.00');
      const before = app.wallet.totalMoney();
      const offerId = await postOffer(alice, { matchId: match.matchId, stake: '50.00', odds: '3.0' });
      expect((await take(bob, offerId, '20.00')).status).toBe(201);
      expect((await take(carol, offerId, '30.00')).status).toBe(201);

      await finishMatch(app, match.matchId, 2, 1);
      await app.settle();

      // Alice won $100.00 net; the commission is on that, once.
      const commission = (10000n * BigInt(EXCHANGE_COMMISSION_BPS_FOR_TESTS)) / 10000n;
      expect(balance(alice)).toEqual({ available: Money.format(20000n - commission), held: '0.00' });
      expect(balance(bob)).toEqual({ available: '60.00', held: '0.00' });
      expect(balance(carol)).toEqual({ available: '40.00', held: '0.00' });
      expect(app.wallet.totalMoney()).toBe(before);
      const settled = app
        .published('betting.BetSettled')
        .filter((event) => event.payload.offerId === offerId);
      expect(settled).toHaveLength(2);
      const charged = settled.reduce(
        (sum, event) => sum + Money.toCents(event.payload.exchange?.commission ?? '0'),
        0n,
      );
      expect(charged).toBe(commission);
      for (const event of settled) {
        expect(event.payload).toMatchObject({ result: 'won', winnerId: alice.id });
        expect(event.payload.exchange).toMatchObject({
          odds: 300,
          makerSide: 'back',
          commissionBps: EXCHANGE_COMMISSION_BPS_FOR_TESTS,
        });
      }
      const history = await app.api().get('/api/bets/history').set(alice.auth);
      const bets = history.body.data.filter(
        (entry: { originalData: { kind: string } }) => entry.originalData.kind === 'bet',
      );
      const offer = history.body.data.find(
        (entry: { originalData: { kind: string; offerId: string } }) =>
          entry.originalData.kind === 'offer' && entry.originalData.offerId === offerId,
      );
      expect(offer).toMatchObject({
        stake: '50.00',
        potentialWinnings: '150.00',
        odds: 3,
        exchange: { side: 'back', odds: '3.0', matched: '50.00', commission: null },
      });
      const payouts = bets.reduce(
        (sum: bigint, entry: { payout: string }) => sum + Money.toCents(entry.payout),
        0n,
      );
      expect(payouts).toBe(15000n - commission);
    });

    it('pays the layers when the selection loses, each on their own net', async () => {
      const match = await scheduleMatch(app);
      const alice = bettor(app, '100.00');
      const bob = bettor(app, '100.00');
      const carol = bettor(app, '100.00');
      const offerId = await postOffer(alice, { matchId: match.matchId, stake: '50.00', odds: '3.0' });
      await take(bob, offerId, '20.00');
      await take(carol, offerId, '30.00');

      await finishMatch(app, match.matchId, 0, 0);
      await app.settle();

      const fee = (cents: bigint) => (cents * BigInt(EXCHANGE_COMMISSION_BPS_FOR_TESTS)) / 10000n;
      expect(balance(alice)).toEqual({ available: '50.00', held: '0.00' });
      expect(balance(bob)).toEqual({ available: Money.format(12000n - fee(2000n)), held: '0.00' });
      expect(balance(carol)).toEqual({ available: Money.format(13000n - fee(3000n)), held: '0.00' });
    });

    it('refunds every part when the match is voided, with no commission', async () => {
      const match = await scheduleMatch(app);
      const alice = bettor(app, '100.00');
      const bob = bettor(app, '100.00');
      // Laying $20 at 4.0 holds $60; bob backs $15 of it, holding $15 against alice's $45.
      const offerId = await postOffer(alice, {
        matchId: match.matchId,
        stake: '20.00',
        odds: '4.0',
        side: 'lay',
      });
      expect(balance(alice)).toEqual({ available: '40.00', held: '60.00' });
      expect((await take(bob, offerId, '15.00')).status).toBe(201);
      await app.settle();
      expect(balance(bob)).toEqual({ available: '85.00', held: '15.00' });

      await app.publish('football.MatchVoided', match.matchId, {
        matchId: match.matchId,
        status: 'Postponed',
        reason: 'Waterlogged pitch',
      });
      await app.settle();
      // The part is refunded, and the offer's remainder released as it expires with its match.
      expect(balance(bob)).toEqual({ available: '100.00', held: '0.00' });
      expect(balance(alice)).toEqual({ available: '100.00', held: '0.00' });
      expect((await offerRow(offerId)).status).toBe('expired');
      const settled = app.published('betting.BetSettled').find((event) => event.payload.offerId === offerId);
      expect(settled?.payload).toMatchObject({ result: 'void', winnerId: null });
      expect(settled?.payload.exchange).toMatchObject({
        commission: '0.00',
        makerStake: '45.00',
        takerStake: '15.00',
      });
    });

    it('settles an admin ruling of push on one part: both holds back, no commission', async () => {
      const match = await scheduleMatch(app);
      const alice = bettor(app, '100.00');
      const bob = bettor(app, '100.00');
      const offerId = await postOffer(alice, { matchId: match.matchId, stake: '10.00', odds: '2.0' });
      const betId = (await take(bob, offerId, '10.00')).body.data.id as string;
      await app.app
        .get(SettlementService)
        .settleBet(betId, 'push', { adminId: 'admin-1', reason: 'Abandoned feed' });
      await app.settle();
      expect(balance(alice)).toEqual({ available: '100.00', held: '0.00' });
      expect(balance(bob)).toEqual({ available: '100.00', held: '0.00' });
    });
  });

  describe('both teams to score', () => {
    it('is offered on the exchange only: an even-money offer naming it is refused, by the API and the schema', async () => {
      const maker = bettor(app, '100.00');
      const response = await app
        .api()
        .post('/api/p2p-betting/offers')
        .set(maker.auth)
        .send({ matchId, betAmount: '10.00', betSelection: 'btts_yes' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid bet selection');
      expect(balance(maker)).toEqual({ available: '100.00', held: '0.00' });

      const even = await createOffer(app, maker, { matchId, betAmount: '10.00' });
      await expect(
        app.db().query(`UPDATE offers SET selection = 'btts_yes' WHERE id = $1`, [even]),
      ).rejects.toThrow(/offers_even_money_selection/);
    });

    it('shows both selections on the ladder and settles each market on its own net', async () => {
      const match = await scheduleMatch(app);
      const alice = bettor(app, '100.00');
      const bob = bettor(app, '100.00');
      const home = await postOffer(alice, { matchId: match.matchId, stake: '10.00', odds: '3.0' });
      const btts = await postOffer(alice, {
        matchId: match.matchId,
        selection: 'btts_yes',
        stake: '10.00',
        odds: '2.0',
      });
      const book = await app.api().get(`/api/p2p-betting/exchange/matches/${match.matchId}/book`);
      expect(book.status).toBe(200);
      expect(book.body.data.selections.map((entry: { selection: string }) => entry.selection)).toEqual(
        expect.arrayContaining(['btts_yes', 'btts_no']),
      );
      expect(
        book.body.data.selections.find((entry: { selection: string }) => entry.selection === 'btts_yes')
          .toLay,
      ).toEqual([{ odds: '2.0', available: '10.00', offers: [{ id: btts, unmatched: '10.00' }] }]);

      expect((await take(bob, home, '10.00')).status).toBe(201);
      expect((await take(bob, btts, '10.00')).status).toBe(201);
      // Bob lays $10 at 3.0 ($20 held) and $10 at 2.0 ($10 held).
      expect(balance(bob)).toEqual({ available: '70.00', held: '30.00' });

      // 1-0: home wins and both teams did not score. Alice is up $20 on the match result and down $10
      // on both teams to score; bob the other way round. Each pays commission on their winning market.
      await finishMatch(app, match.matchId, 1, 0);
      await app.settle();

      const fee = (cents: bigint) => (cents * BigInt(EXCHANGE_COMMISSION_BPS_FOR_TESTS)) / 10000n;
      expect(balance(alice)).toEqual({ available: Money.format(11000n - fee(2000n)), held: '0.00' });
      expect(balance(bob)).toEqual({ available: Money.format(9000n - fee(1000n)), held: '0.00' });
      const settled = app.published('betting.BetSettled').find((event) => event.payload.offerId === btts);
      expect(settled?.payload).toMatchObject({ result: 'won', winnerId: bob.id });
    });

    it('takes an admin ruling in its own market and refuses one of another', async () => {
      const match = await scheduleMatch(app);
      const alice = bettor(app, '100.00');
      const bob = bettor(app, '100.00');
      const offerId = await postOffer(alice, {
        matchId: match.matchId,
        selection: 'btts_no',
        side: 'lay',
        stake: '10.00',
        odds: '2.0',
      });
      const betId = (await take(bob, offerId, '10.00')).body.data.id as string;
      const settlement = app.app.get(SettlementService);
      const admin = { adminId: 'admin-1', reason: 'Feed lost the score' };
      await expect(settlement.settleBet(betId, 'draw', admin)).rejects.toThrow(
        'Result does not apply to this bet',
      );

      await settlement.settleBet(betId, 'btts_no', admin);
      await app.settle();
      // Bob backed "not both to score" and it came true: he wins alice's $10 less commission.
      const fee = (1000n * BigInt(EXCHANGE_COMMISSION_BPS_FOR_TESTS)) / 10000n;
      expect(balance(bob)).toEqual({ available: Money.format(11000n - fee), held: '0.00' });
      expect(balance(alice)).toEqual({ available: '90.00', held: '0.00' });
    });
  });
});
