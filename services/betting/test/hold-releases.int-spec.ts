import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { betHoldKey, offerHoldKey } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import { HoldReleases, RELEASE_MAX_ATTEMPTS, releaseBackoffMs } from '../src/wallet/hold-releases';
import { suspend } from './factories/account-status.factory';
import { bettor } from './factories/bettor.factory';
import { scheduleMatch, updateMatch } from './factories/match.factory';
import { createOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Each hold is released through one channel: an offer's by the wallet on the event that takes the
 * offer out of the book, a given-up claim's by betting's queue, retried on a backoff and
 * dead-lettered after RELEASE_MAX_ATTEMPTS.
 */
describe('Hold releases', () => {
  let app: BettingApp;
  let releases: HoldReleases;

  beforeAll(async () => {
    app = await startBettingApp();
    releases = app.app.get(HoldReleases);
  });

  afterEach(() => {
    app.wallet.mode = 'up';
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Every release owed now is paid, whatever its backoff, and every event applied. */
  const settleEverything = async () => {
    await app.settle();
    await app.sweep({ releasesDueBy: new Date(Date.now() + DAY_MS) });
  };
  const queued = async (key: string) =>
    (
      await app
        .db()
        .query(
          `SELECT attempts, next_attempt_at, dead_lettered_at, last_error FROM hold_releases WHERE hold_key = $1`,
          [key],
        )
    )[0] as
      | { attempts: number; next_attempt_at: Date; dead_lettered_at: Date | null; last_error: string | null }
      | undefined;
  const owe = (key: string) => app.db().transaction((manager) => releases.enqueue(manager, key, 'a test'));

  describe('exactly once', () => {
    it('releases an offer rejected when the wallet did not answer once, by OfferRejected', async () => {
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
      await settleEverything();

      const [offer] = await app.db().query(`SELECT id, status FROM offers WHERE user_id = $1`, [maker.id]);
      expect(offer.status).toBe('rejected');
      expect(app.wallet.releaseCount(offerHoldKey(offer.id))).toBe(1);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('releases a cancelled offer once', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      const offerId = await createOffer(app, maker, { matchId: match.matchId, betAmount: '20.00' });

      await app.api().delete(`/api/p2p-betting/offers/${offerId}`).set(maker.auth).expect(200);
      await settleEverything();

      expect(app.wallet.releaseCount(offerHoldKey(offerId))).toBe(1);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('releases an expired offer once', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      const offerId = await createOffer(app, maker, { matchId: match.matchId, betAmount: '20.00' });
      await updateMatch(app, match, { kickoffAt: new Date(Date.now() + 4 * MINUTE_MS).toISOString() });

      await app.sweep();
      await settleEverything();

      expect(app.wallet.releaseCount(offerHoldKey(offerId))).toBe(1);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('releases the pending offer of a suspended maker once', async () => {
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
      await settleEverything();

      expect(app.wallet.releaseCount(offerHoldKey(offerId))).toBe(1);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });
  });

  describe('owed by betting', () => {
    it('waits 5 s after a first failure, doubling, at most an hour', () => {
      expect([1, 2, 3, 4, 10, 11, 20].map(releaseBackoffMs)).toEqual([
        5_000, 10_000, 20_000, 40_000, 2_560_000, 3_600_000, 3_600_000,
      ]);
    });

    it('retries a failed release only once it is due, and pays it when the wallet is back', async () => {
      const taker = bettor(app, '20.00');
      const key = betHoldKey(randomUUID());
      await app.wallet.holdDirectly(key, taker.id, '20.00');
      await owe(key);
      const start = new Date(Date.now() + DAY_MS);
      app.wallet.mode = 'down';

      expect(await releases.releaseNow(key, start)).toBe(false);
      expect(await queued(key)).toMatchObject({
        attempts: 1,
        next_attempt_at: new Date(start.getTime() + 5_000),
        dead_lettered_at: null,
      });
      await releases.flush(new Date(start.getTime() + 4_999));
      expect(await queued(key)).toMatchObject({ attempts: 1 });
      await releases.flush(new Date(start.getTime() + 5_000));
      expect(await queued(key)).toMatchObject({
        attempts: 2,
        next_attempt_at: new Date(start.getTime() + 5_000 + 10_000),
      });
      app.wallet.mode = 'up';
      await releases.flush(new Date(start.getTime() + 5_000 + 9_999));
      expect(app.wallet.balance(taker.id)).toEqual({ available: '0.00', held: '20.00' });
      await releases.flush(new Date(start.getTime() + 5_000 + 10_000));

      expect(await queued(key)).toBeUndefined();
      expect(app.wallet.releaseCount(key)).toBe(1);
      expect(app.wallet.balance(taker.id)).toEqual({ available: '20.00', held: '0.00' });
    });

    it('dead-letters a release after its last attempt and shows it in the metrics and health', async () => {
      const before = await releases.backlog();
      const key = betHoldKey(randomUUID());
      await owe(key);
      app.wallet.mode = 'down';

      let now = new Date(Date.now() + DAY_MS);
      for (let attempt = 1; attempt <= RELEASE_MAX_ATTEMPTS; attempt++) {
        await releases.flush(now);
        const row = await queued(key);
        expect(row?.attempts).toBe(attempt);
        now = row?.next_attempt_at as Date;
      }
      await releases.flush(new Date(now.getTime() + 365 * DAY_MS));
      app.wallet.mode = 'up';
      await releases.flush(new Date(now.getTime() + 365 * DAY_MS));

      expect(await queued(key)).toMatchObject({
        attempts: RELEASE_MAX_ATTEMPTS,
        dead_lettered_at: expect.any(Date),
        last_error: expect.stringContaining('Wallet is temporarily unavailable'),
      });
      expect(app.wallet.releaseCount(key)).toBe(0);
      const backlog = { owed: before.owed, deadLettered: before.deadLettered + 1 };
      const metrics = await app.api().get('/metrics').expect(200);
      expect(metrics.text).toContain(
        `hold_releases_dead_lettered{service="betting"} ${backlog.deadLettered}`,
      );
      expect(metrics.text).toContain(`hold_releases_owed{service="betting"} ${backlog.owed}`);
      const health = await app.api().get('/health/ready').expect(200);
      expect(health.body.details).toEqual({ holdReleases: backlog });
    });
  });
});
