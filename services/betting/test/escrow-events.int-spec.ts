import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { betHoldKey, offerHoldKey } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { HoldReleasesByEvent1764400000050 } from '../src/migrations/1764400000050-hold-releases-by-event';
import { suspend } from './factories/account-status.factory';
import { bettor } from './factories/bettor.factory';
import { scheduleMatch, updateMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

const MINUTE_MS = 60_000;

/**
 * Every hold is given up through one channel, an event in the outbox written in the transaction that
 * gives it up: an offer's by the event that takes the offer out of the book, a taker's by the claim's
 * ClaimAbandoned. Each reaches the wallet once (the double counts what it heard).
 */
describe('Holds given up by events', () => {
  let app: BettingApp;

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  describe("the maker's hold", () => {
    it('is released once for an offer rejected when the wallet did not answer, by OfferRejected', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      app.wallet.mode = 'lose-answers';

      await app
        .api()
        .post('/api/p2p-betting/offers')
        .set(maker.auth)
        .send({ matchId: match.matchId, betAmount: '20.00', betSelection: 'draw' })
        .expect(503);
      app.wallet.mode = 'up';
      await app.settle();

      const [offer] = await app.db().query(`SELECT id, status FROM offers WHERE user_id = $1`, [maker.id]);
      expect(offer.status).toBe('rejected');
      expect(app.wallet.releaseCount(offerHoldKey(offer.id))).toBe(1);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('is released once for a cancelled offer', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      const offerId = await createOffer(app, maker, { matchId: match.matchId, betAmount: '20.00' });

      await app.api().delete(`/api/p2p-betting/offers/${offerId}`).set(maker.auth).expect(200);
      await app.settle();

      expect(app.wallet.releaseCount(offerHoldKey(offerId))).toBe(1);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('is released once for an expired offer', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      const offerId = await createOffer(app, maker, { matchId: match.matchId, betAmount: '20.00' });
      await updateMatch(app, match, { kickoffAt: new Date(Date.now() + 4 * MINUTE_MS).toISOString() });

      await app.sweep();
      await app.settle();

      expect(app.wallet.releaseCount(offerHoldKey(offerId))).toBe(1);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('is released once for the pending offer of a suspended maker', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      const offerId = randomUUID();
      await app.db().query(
        `INSERT INTO offers (id, user_id, username, user_name, match_id, amount_cents, selection, status)
         VALUES ($1, $2, $3, $4, $5, 2000, 'home_win', 'pending')`,
        [offerId, maker.id, maker.username, maker.name, match.matchId],
      );
      expect(await app.wallet.holdDirectly(offerHoldKey(offerId), maker.id, '20.00')).toBe(200);

      await suspend(app, maker);
      await app.settle();

      expect(app.wallet.releaseCount(offerHoldKey(offerId))).toBe(1);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });
  });

  describe("the taker's hold", () => {
    /** An offer a taker is claiming right now, their stake already held (the request in flight). */
    async function claimInFlight() {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      const taker = bettor(app, '50.00');
      const offerId = await createOffer(app, maker, { matchId: match.matchId, betAmount: '20.00' });
      const betId = randomUUID();
      await app
        .db()
        .query(`UPDATE offers SET status = 'matching', bet_id = $2, claimed_at = now() WHERE id = $1`, [
          offerId,
          betId,
        ]);
      expect(await app.wallet.holdDirectly(betHoldKey(betId), taker.id, '20.00')).toBe(200);
      return { maker, taker, offerId, betId };
    }

    it("is released once, with the maker's, when a suspension withdraws the offer being claimed", async () => {
      const { maker, taker, offerId, betId } = await claimInFlight();

      await suspend(app, maker);
      await app.settle();

      expect((await app.db().query(`SELECT status FROM offers WHERE id = $1`, [offerId]))[0].status).toBe(
        'cancelled',
      );
      expect(app.published('betting.ClaimAbandoned').filter((event) => event.key === offerId)).toEqual([
        expect.objectContaining({ payload: { offerId, betId } }),
      ]);
      expect(app.wallet.releaseCount(betHoldKey(betId))).toBe(1);
      expect(app.wallet.balance(taker.id)).toEqual({ available: '50.00', held: '0.00' });
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('is never held when the wallet refused it; the refused claim is given up with its event', async () => {
      const match = await scheduleMatch(app);
      const offerId = await createOffer(app, bettor(app, '50.00'), {
        matchId: match.matchId,
        betAmount: '20.00',
      });
      const poor = bettor(app, '5.00');

      await matchOffer(app, poor, offerId).expect(422);
      await app.settle();

      const [abandoned] = app.published('betting.ClaimAbandoned').filter((event) => event.key === offerId);
      expect(app.wallet.holdState(betHoldKey(abandoned.payload.betId))).toBe('refused');
      expect(app.wallet.balance(poor.id)).toEqual({ available: '5.00', held: '0.00' });
    });
  });

  describe(HoldReleasesByEvent1764400000050.name, () => {
    async function migrate(dataSource: DataSource, direction: 'up' | 'down'): Promise<void> {
      await dataSource.transaction((manager) =>
        new HoldReleasesByEvent1764400000050()[direction](manager.queryRunner!),
      );
    }

    it("turns each release betting still owed, dead letters included, into the claim's ClaimAbandoned", async () => {
      const taker = bettor(app, '50.00');
      const [owed, deadLettered]: string[] = [randomUUID(), randomUUID()];
      const offers = [randomUUID(), randomUUID()];
      for (const betId of [owed, deadLettered])
        expect(await app.wallet.holdDirectly(betHoldKey(betId), taker.id, '20.00')).toBe(200);
      await migrate(app.db(), 'down');
      await app.db().query(
        `INSERT INTO hold_releases (hold_key, reason, attempts, dead_lettered_at)
         VALUES ($1, $2, 3, NULL), ($3, $4, 20, now())`,
        [
          betHoldKey(owed),
          `claim of offer ${offers[0]} given up`,
          betHoldKey(deadLettered),
          `claim on offer ${offers[1]} of a maker suspended`,
        ],
      );

      await migrate(app.db(), 'up');
      await app.settle();

      expect(await app.db().query(`SELECT to_regclass('hold_releases') AS table`)).toEqual([{ table: null }]);
      const abandoned = app
        .published('betting.ClaimAbandoned')
        .filter((event) => [owed, deadLettered].includes(event.payload.betId));
      expect(abandoned.map(({ key, payload }) => ({ key, payload }))).toEqual(
        expect.arrayContaining([
          { key: offers[0], payload: { offerId: offers[0], betId: owed } },
          { key: offers[1], payload: { offerId: offers[1], betId: deadLettered } },
        ]),
      );
      expect(app.wallet.balance(taker.id)).toEqual({ available: '50.00', held: '0.00' });
    });
  });
});
