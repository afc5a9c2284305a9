import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Money, type OfferMatched, type UserRegistered } from '@p2p/contracts';
import {
  betPaidOut,
  betSettled,
  exchangeOffer,
  exchangeOfferCreated,
  matchScheduled,
  offerCreated,
  offerMatched,
  partMatched,
  partPaidOut,
  partSettled,
  userRegistered,
} from './factories/events';
import { admin } from './factories/people';
import { AdminApp, startAdminApp } from './support/admin-app';

describe('Exchange bets: the parts of an offer in the read models, the bet list and the stats', () => {
  let app: AdminApp;
  const boss = admin();

  beforeAll(async () => {
    app = await startAdminApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(async () => {
    await app.db().query('TRUNCATE bets, users, matches, offers, commissions');
  });

  const bets = (query = '') => app.api().get(`/api/admin/peer-bets${query}`).set(boss.auth);
  const userDetail = (userId: string) => app.api().get(`/api/admin/users/${userId}`).set(boss.auth);
  const stats = async () => (await app.api().get('/api/admin/stats').set(boss.auth)).body.data;
  const register = async (username: string): Promise<UserRegistered> => {
    const user = userRegistered({ username });
    await app.publish('auth.UserRegistered', user.userId, user);
    return user;
  };
  const matched = (bet: OfferMatched, minutesAgo = 0) =>
    app.publish('betting.OfferMatched', bet.offerId, bet, {
      occurredAt: new Date(Date.now() - minutesAgo * 60_000),
    });

  /**
   * Alice backs Arsenal at 3.0 for $50.00; bob lays $20.00 of it and carol $30.00, each a bet of its
   * own; dave and erin have an even-money bet of $10.00 each on the same match, matched last.
   */
  async function aliceBacksArsenalInTwoParts() {
    const people: UserRegistered[] = [];
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) people.push(await register(name));
    const [alice, bob, carol, dave, erin] = people;
    const match = matchScheduled();
    await app.publish('football.MatchScheduled', match.matchId, match);
    const offer = exchangeOffer({ makerId: alice.userId, matchId: match.matchId });
    await app.publish('betting.OfferCreated', offer.offerId, exchangeOfferCreated(offer));
    const bobs = partMatched(offer, bob.userId, '20.00');
    const carols = partMatched(offer, carol.userId, '30.00');
    const bobsMatched = await matched(bobs, 3);
    const carolsMatched = await matched(carols, 2);
    const even = offerMatched({
      matchId: match.matchId,
      makerId: dave.userId,
      takerId: erin.userId,
      stake: '10.00',
    });
    await app.publish(
      'betting.OfferCreated',
      even.offerId,
      offerCreated({ offerId: even.offerId, userId: dave.userId, matchId: match.matchId }),
    );
    const evenMatched = await matched(even, 1);
    return {
      alice,
      bob,
      carol,
      dave,
      erin,
      match,
      offer,
      bobs,
      carols,
      even,
      matchedAt: {
        bobs: bobsMatched.occurredAt,
        carols: carolsMatched.occurredAt,
        even: evenMatched.occurredAt,
      },
    };
  }

  /** Arsenal won: alice wins both parts and pays 2% of her $100.00 net, shared out over them. */
  async function arsenalWins(seen: Awaited<ReturnType<typeof aliceBacksArsenalInTwoParts>>) {
    const { alice, bobs, carols, even, dave } = seen;
    await app.publish('betting.BetSettled', bobs.offerId, partSettled(bobs, alice.userId, '0.80'));
    await app.publish('betting.BetSettled', carols.offerId, partSettled(carols, alice.userId, '1.20'));
    await app.publish('betting.BetSettled', even.offerId, betSettled(even, { winnerId: dave.userId }));
    await app.publish('wallet.BetPaidOut', bobs.betId, partPaidOut(bobs, alice.userId, '0.80'));
    await app.publish('wallet.BetPaidOut', carols.betId, partPaidOut(carols, alice.userId, '1.20'));
    await app.publish(
      'wallet.BetPaidOut',
      even.betId,
      betPaidOut(even, { winnerId: dave.userId, commission: '0.50' }),
    );
  }

  it("shows each part with its price, who backed, each side's stake, and the commission once settled", async () => {
    const seen = await aliceBacksArsenalInTwoParts();
    const { alice, bob, carol, bobs, carols, offer, match } = seen;

    const before = (await bets()).body.data;
    await arsenalWins(seen);
    const after = (await bets()).body.data;

    expect(before.total).toBe(3);
    const part = (page: { items: Array<{ id: string }> }, id: string) =>
      page.items.find((bet) => bet.id === id);
    expect(part(before, bobs.betId)).toEqual({
      id: bobs.betId,
      offerId: offer.offerId,
      matchId: match.matchId,
      match: {
        homeTeam: 'Arsenal',
        awayTeam: 'Chelsea',
        league: 'Premier League',
        startTime: match.kickoffAt,
      },
      maker: { id: alice.userId, username: 'alice' },
      taker: { id: bob.userId, username: 'bob' },
      makerSelection: 'home_win',
      takerSelection: 'home_win',
      stake: '20.00',
      status: 'matched',
      result: null,
      winnerId: null,
      settledBy: null,
      matchedAt: seen.matchedAt.bobs,
      settledAt: null,
      exchange: {
        odds: '3.0',
        makerSide: 'back',
        makerStake: '20.00',
        takerStake: '40.00',
        commission: null,
      },
    });
    expect(part(after, bobs.betId)).toMatchObject({
      status: 'settled',
      result: 'won',
      winnerId: alice.userId,
      exchange: {
        odds: '3.0',
        makerSide: 'back',
        makerStake: '20.00',
        takerStake: '40.00',
        commission: '0.80',
      },
    });
    expect(part(after, carols.betId)).toMatchObject({
      taker: { id: carol.userId, username: 'carol' },
      stake: '30.00',
      exchange: {
        odds: '3.0',
        makerSide: 'back',
        makerStake: '30.00',
        takerStake: '60.00',
        commission: '1.20',
      },
    });
  });

  it('answers an even-money bet beside the parts exactly as before, with no exchange terms', async () => {
    const seen = await aliceBacksArsenalInTwoParts();
    const { dave, erin, even, match } = seen;
    await arsenalWins(seen);

    const item = (await bets()).body.data.items.find((bet: { id: string }) => bet.id === even.betId);

    expect(item).toEqual({
      id: even.betId,
      offerId: even.offerId,
      matchId: match.matchId,
      match: {
        homeTeam: 'Arsenal',
        awayTeam: 'Chelsea',
        league: 'Premier League',
        startTime: match.kickoffAt,
      },
      maker: { id: dave.userId, username: 'dave' },
      taker: { id: erin.userId, username: 'erin' },
      makerSelection: 'home_win',
      takerSelection: 'away_win',
      stake: '10.00',
      status: 'settled',
      result: 'won',
      winnerId: dave.userId,
      settledBy: null,
      matchedAt: seen.matchedAt.even,
      settledAt: expect.any(String),
    });
  });

  it("lists one offer's parts together, newest first, with the status filter", async () => {
    const seen = await aliceBacksArsenalInTwoParts();
    const { offer, bobs, carols, alice } = seen;
    await app.publish('betting.BetSettled', bobs.offerId, {
      ...partSettled(bobs, alice.userId, '0.00'),
      result: 'void',
      winnerId: null,
    });

    const parts = (await bets(`?offerId=${offer.offerId}`)).body.data;
    const voided = (await bets(`?offerId=${offer.offerId}&status=void`)).body.data;

    expect(parts.total).toBe(2);
    expect(parts.items.map((bet: { id: string }) => bet.id)).toEqual([carols.betId, bobs.betId]);
    expect(voided.items.map((bet: { id: string }) => bet.id)).toEqual([bobs.betId]);
    expect(voided.total).toBe(1);
  });

  it('refuses an offer id that is not one', async () => {
    const response = await bets('?offerId=offer-1');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Offer id must be a UUID' });
  });

  it("counts each side's own stake in their volume, and shows their parts in their profile", async () => {
    const { alice, bob, carol, bobs, carols, dave } = await aliceBacksArsenalInTwoParts();

    const [aliceDetail, bobDetail, carolDetail, daveDetail] = await Promise.all(
      [alice, bob, carol, dave].map(async (user) => (await userDetail(user.userId)).body.data),
    );

    expect(
      [aliceDetail, bobDetail, carolDetail, daveDetail].map(({ bets, volume }) => ({ bets, volume })),
    ).toEqual([
      { bets: 2, volume: '50.00' },
      { bets: 1, volume: '40.00' },
      { bets: 1, volume: '60.00' },
      { bets: 1, volume: '10.00' },
    ]);
    expect(aliceDetail.recentBets.map((bet: { id: string }) => bet.id)).toEqual([carols.betId, bobs.betId]);
    expect(bobDetail.recentBets[0].exchange).toEqual({
      odds: '3.0',
      makerSide: 'back',
      makerStake: '20.00',
      takerStake: '40.00',
      commission: null,
    });
    expect(daveDetail.recentBets[0]).not.toHaveProperty('exchange');
  });

  it('counts a part once when betting publishes it again under another event id', async () => {
    const { bob, bobs } = await aliceBacksArsenalInTwoParts();

    await matched(bobs);

    expect((await userDetail(bob.userId)).body.data).toMatchObject({ bets: 1, volume: '40.00' });
    expect(await stats()).toMatchObject({ bets: { matched: 3 }, volumeStaked: '170.00', offersOpen: 0 });
  });

  it("sums both sides' stakes, keeps an offer open until its stake is all taken, and counts the parts' commission", async () => {
    const seen = await aliceBacksArsenalInTwoParts();
    // Frank lays the draw at 4.0 for a backer's $30.00 and gina backs $10.00 of it: $20.00 is still on offer.
    const frank = await register('frank');
    const gina = await register('gina');
    const lay = exchangeOffer({
      makerId: frank.userId,
      matchId: seen.match.matchId,
      selection: 'draw',
      side: 'lay',
      odds: 400,
      stake: '30.00',
    });
    await app.publish('betting.OfferCreated', lay.offerId, exchangeOfferCreated(lay));
    const ginas = partMatched(lay, gina.userId, '10.00');
    await matched(ginas);
    await arsenalWins(seen);

    const figures = await stats();

    expect(ginas.exchange).toEqual({ odds: 400, makerSide: 'lay', makerStake: '30.00', takerStake: '10.00' });
    expect(figures).toMatchObject({
      offersOpen: 1,
      bets: { matched: 4, settled: 3 },
      // alice 20 + 30, bob 40, carol 60, dave and erin 10 each, frank 30, gina 10.
      volumeStaked: '210.00',
      commissionEarned: '2.50',
    });
    const sum = (series: Array<{ value: string }>) =>
      Money.format(series.reduce((total, point) => total + Money.toCents(point.value), 0n));
    expect([sum(figures.daily.volumeStaked), sum(figures.daily.commission)]).toEqual(['210.00', '2.50']);
    expect((await userDetail(frank.userId)).body.data).toMatchObject({ bets: 1, volume: '30.00' });
  });

  it('closes an exchange offer cancelled with a part taken, as any offer', async () => {
    const frank = await register('frank');
    const gina = await register('gina');
    const offer = exchangeOffer({ makerId: frank.userId });
    await app.publish('betting.OfferCreated', offer.offerId, exchangeOfferCreated(offer));
    await matched(partMatched(offer, gina.userId, '5.00'));
    const openWithAPart = (await stats()).offersOpen;

    await app.publish('betting.OfferCancelled', offer.offerId, {
      offerId: offer.offerId,
      userId: frank.userId,
      stake: offer.stake,
    });

    expect([openWithAPart, (await stats()).offersOpen]).toEqual([1, 0]);
  });
});
