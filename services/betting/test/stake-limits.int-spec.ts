import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CLOCK, type Clock } from '@p2p/service-kit';
import { Bettor, bettor } from './factories/bettor.factory';
import { finishMatch, scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

const HOUR_MS = 60 * 60_000;
/** A Wednesday noon: the day, the week (from Monday) and the month all have room on both sides. */
const WEDNESDAY_NOON = '2026-11-25T12:00:00.000Z';
const INVALID_LIMIT = 'Limit must be a positive amount in dollars, at most two decimals';

describe('Stake and loss limits (issue 22)', () => {
  let app: BettingApp;
  let matchId: string;
  let now = new Date(WEDNESDAY_NOON);

  beforeAll(async () => {
    app = await startBettingApp();
    matchId = (await scheduleMatch(app)).matchId;
    const clock = app.app.get<Clock>(CLOCK);
    jest.spyOn(clock, 'now').mockImplementation(() => now);
  });

  afterEach(() => {
    now = new Date(WEDNESDAY_NOON);
  });

  afterAll(async () => {
    await app?.close();
  });

  const limits = (user: Bettor) => app.api().get('/api/p2p-betting/limits').set(user.auth);
  const setLimit = async (user: Bettor, kind: string, amount: unknown) =>
    app.api().put(`/api/p2p-betting/limits/${kind}`).set(user.auth).send({ amount });
  const makeOffer = (maker: Bettor, betAmount: string, onMatch = matchId) =>
    app
      .api()
      .post('/api/p2p-betting/offers')
      .set(maker.auth)
      .send({ matchId: onMatch, betAmount, betSelection: 'home_win' });
  /** An open offer of `amount` by a new maker, for the user under test to take. */
  const offerToTake = (amount: string, onMatch = matchId) =>
    createOffer(app, bettor(app), { matchId: onMatch, betAmount: amount });
  const limitOf = async (user: Bettor, kind: string) =>
    (await limits(user)).body.data.find((limit: { kind: string }) => limit.kind === kind);
  /** Stakes, bets and settlements are dated by the database; the clock that decides the windows is betting's. */
  const backdateStakes = async (user: Bettor, to: Date) => {
    await app.db().query(`UPDATE offers SET created_at = $2 WHERE user_id = $1`, [user.id, to]);
    await app.db().query(`UPDATE bets SET created_at = $2 WHERE taker_id = $1`, [user.id, to]);
  };
  /** A settled bet of `stake` a side on a new match: `user` makes it on home_win, and wins or loses. */
  async function settledBet(user: Bettor, stake: string, outcome: 'won' | 'lost'): Promise<void> {
    const match = await scheduleMatch(app);
    const offerId = await createOffer(app, user, { matchId: match.matchId, betAmount: stake });
    expect((await matchOffer(app, bettor(app), offerId)).status).toBe(201);
    await finishMatch(app, match.matchId, outcome === 'won' ? 2 : 0, outcome === 'won' ? 0 : 2);
    await app.settle();
  }

  it('has no limits at first, and shows each window with what is used and when it resets', async () => {
    const user = bettor(app);

    const response = await limits(user);

    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      { kind: 'stake-offer', amount: null, used: null, resetsAt: null, pending: null },
      { kind: 'stake-day', amount: null, used: '0.00', resetsAt: '2026-11-26T00:00:00.000Z', pending: null },
      { kind: 'loss-week', amount: null, used: '0.00', resetsAt: '2026-11-30T00:00:00.000Z', pending: null },
      { kind: 'loss-month', amount: null, used: '0.00', resetsAt: '2026-12-01T00:00:00.000Z', pending: null },
    ]);
  });

  describe('the stake limit per offer', () => {
    it('passes an offer made or taken of exactly the limit and refuses a cent over', async () => {
      const user = bettor(app);
      expect((await setLimit(user, 'stake-offer', '25.00')).status).toBe(200);

      const over = await makeOffer(user, '25.01');
      expect(over.status).toBe(422);
      expect(over.body).toEqual({
        success: false,
        message: 'This stake would pass your stake limit per offer of $25.00.',
        kind: 'stake-offer',
        period: 'offer',
        limit: '25.00',
        used: null,
        resetsAt: null,
      });
      expect((await matchOffer(app, user, await offerToTake('25.01'))).body.message).toBe(
        'This stake would pass your stake limit per offer of $25.00.',
      );

      expect((await makeOffer(user, '25.00')).status).toBe(201);
      expect((await matchOffer(app, user, await offerToTake('25.00'))).status).toBe(201);
    });

    it('refuses a take before claiming it: no claim, no hold', async () => {
      const taker = bettor(app);
      await setLimit(taker, 'stake-offer', '10.00');
      const offerId = await offerToTake('10.01');
      const holdsBefore = app.wallet.holdCallCount('bet:');

      expect((await matchOffer(app, taker, offerId)).status).toBe(422);

      expect(app.wallet.holdCallCount('bet:')).toBe(holdsBefore);
      const [offer] = await app.db().query(`SELECT status, bet_id FROM offers WHERE id = $1`, [offerId]);
      expect(offer).toEqual({ status: 'open', bet_id: null });
    });
  });

  describe('the daily stake limit', () => {
    it('counts offers made and taken, passes exactly the limit and refuses a cent over', async () => {
      const user = bettor(app);
      await setLimit(user, 'stake-day', '50.00');
      expect((await makeOffer(user, '30.00')).status).toBe(201);

      const message =
        'This stake would pass your daily stake limit of $50.00 ($30.00 staked so far). It resets on 2026-11-26 00:00 UTC.';
      const over = await makeOffer(user, '20.01');
      expect(over.status).toBe(422);
      expect(over.body).toEqual({
        success: false,
        message,
        kind: 'stake-day',
        period: 'day',
        limit: '50.00',
        used: '30.00',
        resetsAt: '2026-11-26T00:00:00.000Z',
      });
      const takenOver = await matchOffer(app, user, await offerToTake('20.01'));
      expect(takenOver.status).toBe(422);
      expect(takenOver.body.message).toBe(message);

      expect((await matchOffer(app, user, await offerToTake('20.00'))).status).toBe(201);
      expect(await limitOf(user, 'stake-day')).toMatchObject({ amount: '50.00', used: '50.00' });
      expect((await makeOffer(user, '1.00')).body.message).toBe(
        'This stake would pass your daily stake limit of $50.00 ($50.00 staked so far). It resets on 2026-11-26 00:00 UTC.',
      );
    });

    it("frees a cancelled offer's room, and does not count yesterday's stakes", async () => {
      const user = bettor(app);
      await setLimit(user, 'stake-day', '50.00');
      const offer = await makeOffer(user, '50.00');
      expect((await makeOffer(user, '1.00')).status).toBe(422);

      await app.api().delete(`/api/p2p-betting/offers/${offer.body.data.id}`).set(user.auth).expect(200);
      expect((await makeOffer(user, '50.00')).status).toBe(201);

      await backdateStakes(user, new Date('2026-11-24T23:59:59Z'));
      expect(await limitOf(user, 'stake-day')).toMatchObject({ used: '0.00' });
      expect((await makeOffer(user, '50.00')).status).toBe(201);
    });

    it('lets six takes at once through only while they fit: never past the limit', async () => {
      const taker = bettor(app, '1000.00');
      await setLimit(taker, 'stake-day', '100.00');
      const offers = await Promise.all(Array.from({ length: 6 }, () => offerToTake('40.00')));

      const answers = await Promise.all(offers.map((offerId) => matchOffer(app, taker, offerId)));

      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
      await app.settle();
      // The refused claims were given back and their holds released.
      expect(app.wallet.balance(taker.id)).toEqual({ available: '920.00', held: '80.00' });
      const [{ open }] = await app
        .db()
        .query(`SELECT count(*)::int AS open FROM offers WHERE id = ANY($1::uuid[]) AND status = 'open'`, [
          offers,
        ]);
      expect(open).toBe(4);
    });

    it('lets six offers at once through only while they fit', async () => {
      const maker = bettor(app, '1000.00');
      await setLimit(maker, 'stake-day', '100.00');

      const answers = await Promise.all(Array.from({ length: 6 }, () => makeOffer(maker, '40.00')));

      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
      expect(await limitOf(maker, 'stake-day')).toMatchObject({ used: '80.00' });
    });
  });

  describe('the loss limits', () => {
    it('refuses a stake that could take the net loss of the week a cent past the limit', async () => {
      const user = bettor(app);
      await settledBet(user, '30.00', 'lost');
      await setLimit(user, 'loss-week', '50.00');

      const over = await makeOffer(user, '20.01');
      expect(over.status).toBe(422);
      expect(over.body).toEqual({
        success: false,
        message:
          'This stake would pass your weekly loss limit of $50.00 ($30.00 net loss so far, open stakes counted as lost). ' +
          'It resets on 2026-11-30 00:00 UTC.',
        kind: 'loss-week',
        period: 'week',
        limit: '50.00',
        used: '30.00',
        resetsAt: '2026-11-30T00:00:00.000Z',
      });

      expect((await makeOffer(user, '20.00')).status).toBe(201);
      // The open offer counts as lost until it settles: nothing is left for a take.
      expect(await limitOf(user, 'loss-week')).toMatchObject({ amount: '50.00', used: '50.00' });
      expect((await matchOffer(app, user, await offerToTake('1.00'))).status).toBe(422);
    });

    it('takes winnings off the net loss of the month, and counts only bets settled in it', async () => {
      const user = bettor(app);
      await settledBet(user, '30.00', 'lost');
      await settledBet(user, '40.00', 'won');
      await setLimit(user, 'loss-month', '20.00');
      expect(await limitOf(user, 'loss-month')).toMatchObject({ used: '-10.00' });

      expect((await makeOffer(user, '30.01')).body.message).toBe(
        'This stake would pass your monthly loss limit of $20.00 (-$10.00 net loss so far, open stakes counted as lost). ' +
          'It resets on 2026-12-01 00:00 UTC.',
      );
      expect((await matchOffer(app, user, await offerToTake('30.00'))).status).toBe(201);
      expect((await makeOffer(user, '1.00')).status).toBe(422);

      // Last month's win no longer offsets anything.
      await app
        .db()
        .query(`UPDATE bets SET settled_at = $2 WHERE winner_id = $1`, [
          user.id,
          new Date('2026-10-31T23:00:00Z'),
        ]);
      expect(await limitOf(user, 'loss-month')).toMatchObject({ used: '60.00' });
    });
  });

  describe('changing a limit', () => {
    it('applies a lower limit at once and a higher one only 24 hours later, as the clock moves', async () => {
      const user = bettor(app);
      await setLimit(user, 'stake-day', '100.00');

      const lowered = await setLimit(user, 'stake-day', '40.00');
      expect(lowered.body.message).toBe('Daily stake limit set: it applies now.');
      expect(lowered.body.data[1]).toMatchObject({ kind: 'stake-day', amount: '40.00', pending: null });

      const raised = await setLimit(user, 'stake-day', '500.00');
      expect(raised.status).toBe(200);
      expect(raised.body.message).toBe(
        'Daily stake limit change saved: it applies on 2026-11-26 12:00 UTC, 24 hours from now.',
      );
      expect(raised.body.data[1]).toMatchObject({
        amount: '40.00',
        pending: { amount: '500.00', effectiveAt: '2026-11-26T12:00:00.000Z' },
      });
      expect((await makeOffer(user, '40.01')).status).toBe(422);

      now = new Date(Date.parse('2026-11-26T12:00:00.000Z') - 1);
      expect((await makeOffer(user, '40.01')).status).toBe(422);

      now = new Date('2026-11-26T12:00:00.000Z');
      expect(await limitOf(user, 'stake-day')).toMatchObject({ amount: '500.00', pending: null });
      expect((await makeOffer(user, '40.01')).status).toBe(201);
    });

    it('drops a raise still waiting when the limit is lowered, and delays a removal like a raise', async () => {
      const user = bettor(app);
      await setLimit(user, 'stake-offer', 100);
      await setLimit(user, 'stake-offer', 1000);
      const lowered = await setLimit(user, 'stake-offer', 80);
      expect(lowered.body.message).toBe('Stake limit per offer set: it applies now.');
      now = new Date(now.getTime() + 25 * HOUR_MS);
      expect(await limitOf(user, 'stake-offer')).toMatchObject({ amount: '80.00', pending: null });

      const removed = await setLimit(user, 'stake-offer', null);
      expect(removed.body.data[0]).toMatchObject({
        amount: '80.00',
        pending: { amount: null, effectiveAt: new Date(now.getTime() + 24 * HOUR_MS).toISOString() },
      });
      expect((await makeOffer(user, '80.01')).status).toBe(422);
      now = new Date(now.getTime() + 24 * HOUR_MS);
      expect(await limitOf(user, 'stake-offer')).toMatchObject({ amount: null, pending: null });
      expect((await makeOffer(user, '80.01')).status).toBe(201);
    });

    it("keeps one user's limits from another's", async () => {
      const [careful, other] = [bettor(app), bettor(app)];
      await setLimit(careful, 'stake-offer', 10);

      expect((await makeOffer(other, '500.00')).status).toBe(201);
      expect((await limits(other)).body.data.every((limit: { amount: null }) => limit.amount === null)).toBe(
        true,
      );
    });
  });

  it.each([
    ['stake-day', '0', INVALID_LIMIT],
    ['loss-week', '-5', INVALID_LIMIT],
    ['stake-offer', '10.001', INVALID_LIMIT],
    ['loss-month', 'ten', INVALID_LIMIT],
    ['stake-year', '10', 'Kind must be stake-offer, stake-day, loss-week or loss-month'],
  ])('refuses %s %s with 400 %s', async (kind, amount, message) => {
    const response = await setLimit(bettor(app), kind, amount);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
  });

  it('answers 401 without a token', async () => {
    expect((await app.api().get('/api/p2p-betting/limits')).status).toBe(401);
    expect((await app.api().put('/api/p2p-betting/limits/stake-day').send({ amount: 5 })).status).toBe(401);
  });
});
