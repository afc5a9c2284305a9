import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createEvent, ExclusionKind, Topics } from '@p2p/contracts';
import { CLOCK, type Clock } from '@p2p/service-kit';
import { eventually } from '@p2p/testing';
import { reinstate, suspend } from './factories/account-status.factory';
import { Bettor, bettor } from './factories/bettor.factory';
import { scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

const HOUR_MS = 60 * 60_000;

/** A time-out or self-exclusion (auth.UserExcluded, issue 22): no stake until it ends. */
describe('Users on a break from betting (auth.UserExcluded)', () => {
  let app: BettingApp;
  let matchId: string;

  beforeAll(async () => {
    app = await startBettingApp();
    matchId = (await scheduleMatch(app)).matchId;
  });

  afterAll(async () => {
    await app?.close();
  });

  const excluded = (user: Bettor, kind: ExclusionKind, endsAt: Date | null) => ({
    userId: user.id,
    kind,
    startedAt: new Date().toISOString(),
    endsAt: endsAt?.toISOString() ?? null,
  });
  const takeBreak = (user: Bettor, kind: ExclusionKind, endsAt: Date | null) =>
    app.publish('auth.UserExcluded', user.id, excluded(user, kind, endsAt));
  const create = (maker: Bettor) =>
    app
      .api()
      .post('/api/p2p-betting/offers')
      .set(maker.auth)
      .send({ matchId, betAmount: '10.00', betSelection: 'home_win' });
  const offerStatus = async (offerId: string) =>
    (await app.db().query(`SELECT status FROM offers WHERE id = $1`, [offerId]))[0].status;
  const liveOffersOf = async (user: Bettor) =>
    app
      .db()
      .query(
        `SELECT id, status FROM offers WHERE user_id = $1 AND status IN ('pending', 'open', 'matching')`,
        [user.id],
      );
  const inAnHour = () => new Date(Date.now() + HOUR_MS);
  const minute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

  it('cancels the open offers once however often the event comes, and leaves matched bets and others alone', async () => {
    const maker = bettor(app, '100.00');
    const other = bettor(app, '100.00');
    const open = await createOffer(app, maker, { matchId });
    const taken = await createOffer(app, maker, { matchId });
    await matchOffer(app, bettor(app), taken).expect(201);
    const othersOffer = await createOffer(app, other, { matchId });
    const event = createEvent('auth.UserExcluded', maker.id, excluded(maker, 'time-out', inAnHour()));

    await app.bus.publish(Topics.auth, [event, event, event]);
    await app.settle();

    expect(await offerStatus(open)).toBe('cancelled');
    expect(app.published('betting.OfferCancelled').filter((e) => e.payload.offerId === open)).toHaveLength(1);
    expect(await offerStatus(taken)).toBe('matched');
    expect(await offerStatus(othersOffer)).toBe('open');
    expect(app.wallet.balance(maker.id)).toEqual({ available: '90.00', held: '10.00' });
  });

  it('refuses offers and takes with the end of a time-out; the refused take holds nothing', async () => {
    const resting = bettor(app, '100.00');
    const maker = bettor(app, '100.00');
    const offerId = await createOffer(app, maker, { matchId });
    const endsAt = inAnHour();
    await takeBreak(resting, 'time-out', endsAt);

    const message = `You are on a time-out until ${minute(endsAt)}: no betting until then`;
    expect((await create(resting)).body).toEqual({ success: false, message });
    const refused = await matchOffer(app, resting, offerId);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(message);
    await app.sweep();
    expect(await offerStatus(offerId)).toBe('open');
    expect(app.wallet.balance(resting.id)).toEqual({ available: '100.00', held: '0.00' });
  });

  it('names a self-exclusion with its end, or none when permanent', async () => {
    const yearLong = bettor(app, '100.00');
    const forGood = bettor(app, '100.00');
    const endsAt = new Date(Date.now() + 365 * 24 * HOUR_MS);
    await takeBreak(yearLong, 'self-exclusion', endsAt);
    await takeBreak(forGood, 'self-exclusion', null);

    expect((await create(yearLong).expect(403)).body.message).toBe(
      `You have excluded yourself from betting until ${minute(endsAt)}`,
    );
    expect((await create(forGood).expect(403)).body.message).toBe(
      'You have excluded yourself from betting permanently',
    );
  });

  it('keeps the break that ends last, whatever order the events arrive in', async () => {
    const user = bettor(app, '100.00');
    await takeBreak(user, 'self-exclusion', null);
    await takeBreak(user, 'time-out', inAnHour());
    expect((await create(user).expect(403)).body.message).toBe(
      'You have excluded yourself from betting permanently',
    );

    const other = bettor(app, '100.00');
    const week = new Date(Date.now() + 7 * 24 * HOUR_MS);
    await takeBreak(other, 'time-out', week);
    await takeBreak(other, 'time-out', inAnHour());
    expect((await create(other).expect(403)).body.message).toContain(minute(week));
  });

  it('lets the user bet again once the break is over', async () => {
    const user = bettor(app, '100.00');
    const endsAt = inAnHour();
    await takeBreak(user, 'time-out', endsAt);
    await create(user).expect(403);

    const clock = app.app.get<Clock>(CLOCK);
    const moved = jest.spyOn(clock, 'now').mockImplementation(() => new Date(endsAt.getTime() - 1));
    try {
      await create(user).expect(403);
      moved.mockImplementation(() => endsAt);
      await create(user).expect(201);
    } finally {
      moved.mockRestore();
    }
  });

  it('is not lifted by reinstating a suspended account', async () => {
    const user = bettor(app, '100.00');
    await takeBreak(user, 'time-out', inAnHour());
    await suspend(app, user);
    expect((await create(user).expect(403)).body.message).toBe('Your account is suspended');

    await reinstate(app, user);

    expect((await create(user).expect(403)).body.message).toMatch(/^You are on a time-out until /);
  });

  it('leaves no offer open and no stake held when a time-out lands while offers are being made', async () => {
    for (let round = 0; round < 5; round++) {
      const maker = bettor(app, '1000.00');
      const holdCalls = app.wallet.holdCallCount('offer:');

      const made = Promise.all(Array.from({ length: 12 }, () => create(maker)));
      // Lands while the first stakes are being held, so some offers are between their hold and their opening.
      await eventually(() => expect(app.wallet.holdCallCount('offer:')).toBeGreaterThan(holdCalls));
      await takeBreak(maker, 'time-out', inAnHour());
      const responses = await made;
      await app.settle();
      await app.sweep();
      await app.settle();

      // A 503 ("try again": the hold call timed out, or PostgreSQL ended a transaction that lost a lock
      // race) was seen once on a CI rehearsal's overloaded machine. Whatever each maker was told, no
      // offer may stay open and no stake may stay held: that is what this test guards.
      for (const response of responses) expect([201, 403, 503]).toContain(response.status);
      expect(await liveOffersOf(maker)).toEqual([]);
      expect(app.wallet.heldKeys(maker.id)).toEqual([]);
      expect(app.wallet.balance(maker.id)).toEqual({ available: '1000.00', held: '0.00' });
    }
  });

  it('cancels nothing for a break already over when it arrives', async () => {
    const user = bettor(app, '100.00');
    const offerId = await createOffer(app, user, { matchId });

    await takeBreak(user, 'time-out', new Date(Date.now() - HOUR_MS));

    expect(await offerStatus(offerId)).toBe('open');
    await create(user).expect(201);
  });
});
