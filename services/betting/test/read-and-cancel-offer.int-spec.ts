import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { bettor } from './factories/bettor.factory';
import { scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

describe('Reading and cancelling an offer', () => {
  let app: BettingApp;
  const offers = '/api/p2p-betting/offers';

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const offerStatus = async (offerId: string) =>
    (await app.db().query(`SELECT status FROM offers WHERE id = $1`, [offerId]))[0]?.status;

  describe('GET /api/p2p-betting/offers/:id', () => {
    it('shows an offer to anyone, guests included', async () => {
      const match = await scheduleMatch(app);
      const offerId = await createOffer(app, bettor(app), { matchId: match.matchId });

      const response = await app.api().get(`${offers}/${offerId}`);

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id: offerId, status: 'open', betAmount: '10.00' });
    });

    it('shows the opponent of a matched offer', async () => {
      const match = await scheduleMatch(app);
      const offerId = await createOffer(app, bettor(app), { matchId: match.matchId });
      const taker = bettor(app);
      await matchOffer(app, taker, offerId).expect(201);

      const response = await app.api().get(`${offers}/${offerId}`);

      expect(response.body.data).toMatchObject({
        status: 'matched',
        isMatched: true,
        opponent: { username: taker.username },
      });
    });

    it.each([randomUUID(), 'not-a-uuid'])('answers 404 for %s', async (offerId) => {
      const response = await app.api().get(`${offers}/${offerId}`);

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Bet offer not found' });
    });
  });

  describe('DELETE /api/p2p-betting/offers/:id', () => {
    it('lets the owner cancel an open offer and the wallet releases the stake', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '100.00');
      const offerId = await createOffer(app, maker, { matchId: match.matchId, betAmount: '40.00' });

      const response = await app.api().delete(`${offers}/${offerId}`).set(maker.auth);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Bet offer cancelled successfully!' });
      expect(await offerStatus(offerId)).toBe('cancelled');
      await app.settle();
      expect(app.published('betting.OfferCancelled').map((event) => event.payload)).toContainEqual({
        offerId,
        userId: maker.id,
        stake: '40.00',
      });
      expect(app.wallet.balance(maker.id)).toEqual({ available: '100.00', held: '0.00' });
    });

    it('refuses a guest', async () => {
      const response = await app.api().delete(`${offers}/${randomUUID()}`);

      expect(response.status).toBe(401);
    });

    it("forbids cancelling someone else's offer", async () => {
      const match = await scheduleMatch(app);
      const offerId = await createOffer(app, bettor(app), { matchId: match.matchId });

      const response = await app.api().delete(`${offers}/${offerId}`).set(bettor(app).auth);

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, message: 'You can only cancel your own bet offers' });
      expect(await offerStatus(offerId)).toBe('open');
    });

    it('answers 404 for an unknown offer', async () => {
      const response = await app.api().delete(`${offers}/${randomUUID()}`).set(bettor(app).auth);

      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Bet offer not found');
    });

    it('answers 409 for an offer that is no longer open', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app);
      const cancelled = await createOffer(app, maker, { matchId: match.matchId });
      await app.api().delete(`${offers}/${cancelled}`).set(maker.auth).expect(200);
      const matched = await createOffer(app, maker, { matchId: match.matchId });
      await matchOffer(app, bettor(app), matched).expect(201);

      for (const offerId of [cancelled, matched]) {
        const response = await app.api().delete(`${offers}/${offerId}`).set(maker.auth);
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ success: false, message: 'Only open bet offers can be cancelled' });
      }
      await app.settle();
      expect(
        app.published('betting.OfferCancelled').filter((event) => event.payload.offerId === cancelled),
      ).toHaveLength(1);
    });
  });
});
