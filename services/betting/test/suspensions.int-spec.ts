import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, Topics } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import { reinstate, statusChanged, suspend } from './factories/account-status.factory';
import { Bettor, bettor } from './factories/bettor.factory';
import { scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

describe('Suspended users (auth.UserStatusChanged)', () => {
  let app: BettingApp;
  let matchId: string;

  beforeAll(async () => {
    app = await startBettingApp();
    matchId = (await scheduleMatch(app)).matchId;
  });

  afterAll(async () => {
    await app?.close();
  });

  const offerRow = async (offerId: string) =>
    (await app.db().query(`SELECT status, rejection_reason FROM offers WHERE id = $1`, [offerId]))[0];
  const liveOffersOf = async (user: Bettor) =>
    app
      .db()
      .query(`SELECT id FROM offers WHERE user_id = $1 AND status IN ('pending', 'open', 'matching')`, [
        user.id,
      ]);
  const eventsFor = (type: 'betting.OfferCancelled' | 'betting.OfferRejected', offerId: string) =>
    app.published(type).filter((event) => event.payload.offerId === offerId);
  const create = (maker: Bettor) =>
    app
      .api()
      .post('/api/p2p-betting/offers')
      .set(maker.auth)
      .send({ matchId, betAmount: '10.00', betSelection: 'home_win' });

  describe('when a user is suspended', () => {
    it('cancels each of their open offers once, however often the event is delivered', async () => {
      const maker = bettor(app, '100.00');
      const other = bettor(app, '100.00');
      const open = [await createOffer(app, maker, { matchId }), await createOffer(app, maker, { matchId })];
      const taken = await createOffer(app, maker, { matchId });
      await matchOffer(app, bettor(app), taken).expect(201);
      const othersOffer = await createOffer(app, other, { matchId });
      const event = createEvent('auth.UserStatusChanged', maker.id, statusChanged(maker, 'suspended'));

      await app.bus.publish(Topics.auth, [event, event, event, event, event]);
      for (let again = 0; again < 4; again++) await suspend(app, maker);
      await app.settle();

      for (const offerId of open) {
        expect(await offerRow(offerId)).toMatchObject({ status: 'cancelled' });
        expect(eventsFor('betting.OfferCancelled', offerId).map((cancelled) => cancelled.payload)).toEqual([
          { offerId, userId: maker.id, stake: '10.00' },
        ]);
      }
      expect(await offerRow(taken)).toMatchObject({ status: 'matched' });
      expect(await offerRow(othersOffer)).toMatchObject({ status: 'open' });
      expect(app.wallet.balance(maker.id)).toEqual({ available: '90.00', held: '10.00' });
    });

    it('rejects their pending offers and owes the release of a hold that may be on its way', async () => {
      const maker = bettor(app, '100.00');
      const offerId = randomUUID();
      await app.db().query(
        `INSERT INTO offers (id, user_id, username, user_name, match_id, amount_cents, selection, status)
         VALUES ($1, $2, $3, $4, $5, 2000, 'home_win', 'pending')`,
        [offerId, maker.id, maker.username, maker.name, matchId],
      );
      expect(await app.wallet.holdDirectly(`offer:${offerId}`, maker.id, '20.00')).toBe(200);

      await suspend(app, maker);
      await app.settle();
      await app.sweep();

      expect(await offerRow(offerId)).toEqual({ status: 'rejected', rejection_reason: 'Account suspended' });
      expect(eventsFor('betting.OfferRejected', offerId)).toHaveLength(1);
      expect(app.wallet.holdState(`offer:${offerId}`)).toBe('released');
      expect(app.wallet.balance(maker.id)).toEqual({ available: '100.00', held: '0.00' });
    });

    it("cancels an offer a taker is claiming right now, and the taker's hold is released", async () => {
      const maker = bettor(app, '100.00');
      const taker = bettor(app, '20.00');
      const offerId = await createOffer(app, maker, { matchId, betAmount: '20.00' });
      const betId = randomUUID();
      await app
        .db()
        .query(`UPDATE offers SET status = 'matching', bet_id = $2, claimed_at = now() WHERE id = $1`, [
          offerId,
          betId,
        ]);
      expect(await app.wallet.holdDirectly(`bet:${betId}`, taker.id, '20.00')).toBe(200);

      await suspend(app, maker);
      await app.settle();
      await app.sweep();

      expect(await offerRow(offerId)).toMatchObject({ status: 'cancelled' });
      expect(eventsFor('betting.OfferCancelled', offerId)).toHaveLength(1);
      expect(app.wallet.balance(taker.id)).toEqual({ available: '20.00', held: '0.00' });
      expect(app.wallet.balance(maker.id)).toEqual({ available: '100.00', held: '0.00' });
    });

    it('leaves no offer of theirs alive when the suspension races their offers being made', async () => {
      const maker = bettor(app, '1000.00');

      const [responses] = await Promise.all([
        Promise.all(Array.from({ length: 10 }, () => create(maker))),
        suspend(app, maker),
      ]);
      await app.settle();
      await app.sweep();

      for (const response of responses) expect([201, 403]).toContain(response.status);
      expect(await liveOffersOf(maker)).toEqual([]);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '1000.00', held: '0.00' });
    });
  });

  describe('while a user is suspended', () => {
    it('refuses their new offers with 403', async () => {
      const maker = bettor(app, '100.00');
      await suspend(app, maker);
      const holdCalls = app.wallet.holdCallCount('offer:');

      const response = await create(maker);

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, message: 'Your account is suspended' });
      expect(await liveOffersOf(maker)).toEqual([]);
      expect(app.wallet.holdCallCount('offer:')).toBe(holdCalls);
    });

    it('refuses to let them take an offer with 403, before their stake reaches the wallet', async () => {
      const offerId = await createOffer(app, bettor(app), { matchId });
      const taker = bettor(app, '100.00');
      await suspend(app, taker);
      const holdCalls = app.wallet.holdCallCount('bet:');

      const response = await matchOffer(app, taker, offerId);

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, message: 'Your account is suspended' });
      expect(await offerRow(offerId)).toMatchObject({ status: 'open' });
      expect(app.wallet.holdCallCount('bet:')).toBe(holdCalls);
    });

    it('lets nobody take the offers they had', async () => {
      const maker = bettor(app, '100.00');
      const offerId = await createOffer(app, maker, { matchId });
      await suspend(app, maker);

      const response = await matchOffer(app, bettor(app), offerId);

      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Bet offer is no longer available');
    });
  });

  describe('when a user is reinstated', () => {
    it('lets them make and take offers again', async () => {
      const user = bettor(app, '100.00');
      const offerId = await createOffer(app, bettor(app), { matchId });
      await suspend(app, user);

      await reinstate(app, user);

      await create(user).expect(201);
      await matchOffer(app, user, offerId).expect(201);
    });
  });
});
