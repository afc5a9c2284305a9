import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Metrics } from '@p2p/service-kit';
import { eventually } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { MatchingService } from '../src/matching/matching.service';
import { SweeperService } from '../src/sweeper/sweeper.service';
import { Bettor, bettor } from './factories/bettor.factory';
import { scheduleMatch, updateMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

const MINUTE_MS = 60_000;

describe('The sweeper', () => {
  let app: BettingApp;

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const offerRow = async (offerId: string) =>
    (await app.db().query(`SELECT status, bet_id, rejection_reason FROM offers WHERE id = $1`, [offerId]))[0];

  /** An offer row as a create request leaves it when the process dies right after inserting it. */
  async function crashedPendingOffer(maker: Bettor, matchId: string, options: { ageMs?: number } = {}) {
    const offerId = randomUUID();
    await app.db().query(
      `INSERT INTO offers (id, user_id, username, user_name, match_id, amount_cents, selection, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 2000, 'home_win', 'pending', now() - make_interval(secs => $6))`,
      [offerId, maker.id, maker.username, maker.name, matchId, (options.ageMs ?? MINUTE_MS) / 1000],
    );
    return offerId;
  }

  /** An offer claimed by a taker whose request died after the hold, before writing the bet. */
  async function crashedClaim(taker: Bettor, options: { holdLanded: boolean }) {
    const match = await scheduleMatch(app);
    const offerId = await createOffer(app, bettor(app), { matchId: match.matchId, betAmount: '20.00' });
    const betId = randomUUID();
    await app
      .db()
      .query(
        `UPDATE offers SET status = 'matching', bet_id = $2, claimed_at = now() - interval '1 minute' WHERE id = $1`,
        [offerId, betId],
      );
    if (options.holdLanded)
      expect(await app.wallet.holdDirectly(`bet:${betId}`, taker.id, '20.00')).toBe(200);
    return { offerId, betId };
  }

  // First in the file: the counts are exact only while no other test has left an offer behind.
  describe('what it still owes, for Prometheus', () => {
    const stuck = async () => {
      const text = await app.app.get(Metrics).scrape();
      const count = (state: string) =>
        Number(new RegExp(`^betting_offers_stuck\\{state="${state}"[^}]*\\} (\\d+)$`, 'm').exec(text)?.[1]);
      return { pending: count('pending'), matching: count('matching') };
    };

    it('counts the offers and claims past the stuck age until a pass finishes them', async () => {
      expect(await stuck()).toEqual({ pending: 0, matching: 0 });
      const match = await scheduleMatch(app);
      await crashedPendingOffer(bettor(app, '50.00'), match.matchId);
      await crashedClaim(bettor(app, '20.00'), { holdLanded: true });

      expect(await stuck()).toEqual({ pending: 1, matching: 1 });

      await app.sweep();
      await app.settle();
      expect(await stuck()).toEqual({ pending: 0, matching: 0 });
    });
  });

  describe('offers a crash left pending', () => {
    it('opens one once the wallet is back, holding the stake once', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      const offerId = await crashedPendingOffer(maker, match.matchId);
      app.wallet.mode = 'down';

      await app.sweep();
      expect((await offerRow(offerId)).status).toBe('pending');
      app.wallet.mode = 'up';
      await app.sweep();
      await app.settle();

      expect((await offerRow(offerId)).status).toBe('open');
      expect(app.wallet.balance(maker.id)).toEqual({ available: '30.00', held: '20.00' });
      expect(
        app.published('betting.OfferCreated').filter((event) => event.payload.offerId === offerId),
      ).toHaveLength(1);
    });

    it('opens one whose hold landed before the crash, without holding twice', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      const offerId = await crashedPendingOffer(maker, match.matchId);
      await app.wallet.holdDirectly(`offer:${offerId}`, maker.id, '20.00');

      await app.sweep();

      expect((await offerRow(offerId)).status).toBe('open');
      expect(app.wallet.balance(maker.id)).toEqual({ available: '30.00', held: '20.00' });
    });

    it('rejects one the maker cannot cover', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '19.99');
      const offerId = await crashedPendingOffer(maker, match.matchId);

      await app.sweep();
      await app.settle();

      expect(await offerRow(offerId)).toEqual({
        status: 'rejected',
        bet_id: null,
        rejection_reason: 'Insufficient balance',
      });
      expect(
        app.published('betting.OfferRejected').filter((event) => event.payload.offerId === offerId),
      ).toHaveLength(1);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '19.99', held: '0.00' });
    });

    it('rejects one whose match closed meanwhile and releases any hold it got', async () => {
      const match = await scheduleMatch(app, {
        kickoffAt: new Date(Date.now() + 2 * MINUTE_MS).toISOString(),
      });
      const maker = bettor(app, '50.00');
      const offerId = await crashedPendingOffer(maker, match.matchId);
      await app.wallet.holdDirectly(`offer:${offerId}`, maker.id, '20.00');

      await app.sweep();
      await app.settle();

      expect(await offerRow(offerId)).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Betting is closed for this match',
      });
      // Released by the wallet on OfferRejected, the one channel for an offer's hold.
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
      expect(app.wallet.releaseCount(`offer:${offerId}`)).toBe(1);
    });

    it('leaves a young pending offer to the request still working on it', async () => {
      const match = await scheduleMatch(app);
      const offerId = await crashedPendingOffer(bettor(app), match.matchId, { ageMs: 0 });

      await app.sweep();

      expect((await offerRow(offerId)).status).toBe('pending');
    });
  });

  describe('claims a crash left matching', () => {
    it("puts the offer back on the market and releases the taker's hold", async () => {
      const taker = bettor(app, '20.00');
      const { offerId, betId } = await crashedClaim(taker, { holdLanded: true });

      const report = await app.sweep();
      await app.settle();

      expect(report.claimsTakenBack).toBeGreaterThanOrEqual(1);
      expect(await offerRow(offerId)).toEqual({ status: 'open', bet_id: null, rejection_reason: null });
      expect(app.wallet.holdState(`bet:${betId}`)).toBe('released');
      expect(app.wallet.balance(taker.id)).toEqual({ available: '20.00', held: '0.00' });
      await matchOffer(app, taker, offerId).expect(201);
    });

    it('refuses a hold that arrives after the claim was taken back', async () => {
      const taker = bettor(app, '20.00');
      const { betId } = await crashedClaim(taker, { holdLanded: false });

      await app.sweep();
      await app.settle();

      expect(await app.wallet.holdDirectly(`bet:${betId}`, taker.id, '20.00')).toBe(409);
      expect(app.wallet.balance(taker.id)).toEqual({ available: '20.00', held: '0.00' });
    });

    it('gives a claim up once when the sweeper and late requests race, with one ClaimAbandoned', async () => {
      const taker = bettor(app, '20.00');
      const { offerId, betId } = await crashedClaim(taker, { holdLanded: true });
      // The release needs no call: the event waits in the outbox and the bus for the wallet's consumer.
      app.wallet.mode = 'down';

      const matching = app.app.get(MatchingService);
      const givenUp = await Promise.all([
        app.sweep().then((report) => report.claimsTakenBack > 0),
        matching.giveUpClaims([{ offerId, betId }]).then((count) => count > 0),
        matching.giveUpClaims([{ offerId, betId }]).then((count) => count > 0),
      ]);
      await app.settle();
      app.wallet.mode = 'up';

      expect(givenUp.filter(Boolean)).toHaveLength(1);
      expect((await offerRow(offerId)).status).toBe('open');
      expect(
        app.published('betting.ClaimAbandoned').filter((event) => event.payload.betId === betId),
      ).toEqual([expect.objectContaining({ key: offerId, payload: { offerId, betId } })]);
      expect(app.wallet.releaseCount(`bet:${betId}`)).toBe(1);
      expect(app.wallet.balance(taker.id)).toEqual({ available: '20.00', held: '0.00' });
    });
  });

  describe('expiry', () => {
    it('expires open offers 5 minutes before kick-off, once, and the wallet releases them', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '20.00');
      const offerId = await createOffer(app, maker, { matchId: match.matchId, betAmount: '20.00' });
      const later = await scheduleMatch(app);
      const untouched = await createOffer(app, bettor(app), { matchId: later.matchId });
      await updateMatch(app, match, { kickoffAt: new Date(Date.now() + 5 * MINUTE_MS - 1000).toISOString() });

      await app.sweep();
      await app.sweep();
      await app.settle();

      expect((await offerRow(offerId)).status).toBe('expired');
      expect((await offerRow(untouched)).status).toBe('open');
      expect(
        app.published('betting.OfferExpired').filter((event) => event.payload.offerId === offerId),
      ).toEqual([expect.objectContaining({ payload: { offerId, userId: maker.id, stake: '20.00' } })]);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '20.00', held: '0.00' });
    });

    it('expires the open offers of a match football postponed', async () => {
      const match = await scheduleMatch(app);
      const offerId = await createOffer(app, bettor(app), { matchId: match.matchId });
      await updateMatch(app, match, { status: 'Postponed' });

      await app.sweep();

      expect((await offerRow(offerId)).status).toBe('expired');
    });

    it('expires each offer once when two replicas sweep at the same time', async () => {
      const replica = await startBettingApp({ env: app.env, wallet: app.wallet });
      await app.wallet.followEvents(replica.bus);
      try {
        const match = await scheduleMatch(app);
        const maker = bettor(app, '1000.00');
        const offerIds: string[] = [];
        for (let index = 0; index < 30; index++) {
          offerIds.push(await createOffer(app, maker, { matchId: match.matchId, betAmount: '10.00' }));
        }
        await updateMatch(app, match, { kickoffAt: new Date(Date.now() + MINUTE_MS).toISOString() });

        await Promise.all([app.sweep(), replica.sweep(), app.sweep(), replica.sweep()]);
        await Promise.all([app.settle(), replica.settle()]);

        const rows: Array<{ key: string; n: number }> = await app
          .db()
          .query(
            `SELECT key, count(*)::int AS n FROM outbox WHERE type = 'betting.OfferExpired' AND key = ANY($1) GROUP BY key`,
            [offerIds],
          );
        expect(rows).toHaveLength(30);
        expect(rows.every((row) => row.n === 1)).toBe(true);
        expect(app.wallet.balance(maker.id)).toEqual({ available: '1000.00', held: '0.00' });
      } finally {
        await replica.close();
      }
    });
  });

  describe('on its timer', () => {
    it('outlives passes that fail, as during a database restart, and sweeps again', async () => {
      const ticking = await startBettingApp({ extraEnv: { SWEEPER_INTERVAL_MS: '20' } });
      try {
        const sweeper = ticking.app.get(SweeperService);
        const sweep = sweeper.sweep.bind(sweeper);
        let failures = 0;
        sweeper.sweep = () =>
          sweep().catch((error: unknown) => {
            failures++;
            throw error;
          });
        const match = await scheduleMatch(ticking);
        const maker = bettor(ticking, '50.00');
        // Every pass fails on its first query while the table is away, as during a database restart.
        await ticking.db().query(`ALTER TABLE offers RENAME TO offers_away`);
        await eventually(() => expect(failures).toBeGreaterThan(1), 30_000);
        await ticking.db().query(`ALTER TABLE offers_away RENAME TO offers`);
        const offerId = randomUUID();
        await ticking.db().query(
          `INSERT INTO offers (id, user_id, username, user_name, match_id, amount_cents, selection, status, created_at)
           VALUES ($1, $2, $3, $4, $5, 2000, 'home_win', 'pending', now() - interval '1 minute')`,
          [offerId, maker.id, maker.username, maker.name, match.matchId],
        );

        await eventually(async () => {
          const [row] = await ticking.db().query(`SELECT status FROM offers WHERE id = $1`, [offerId]);
          expect(row.status).toBe('open');
        }, 30_000);
      } finally {
        await ticking.close();
      }
    });
  });
});
