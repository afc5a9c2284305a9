import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Bettor, bettor } from './factories/bettor.factory';
import { scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

const MINUTE_MS = 60_000;

describe('Offer lists', () => {
  let app: BettingApp;
  const publicList = '/api/p2p-betting/offers/public';

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A league of its own per test, so its filtered list and stats hold only what the test made. */
  const aLeague = () => ({
    leagueId: `league-${randomUUID().slice(0, 8)}`,
    leagueName: `League ${randomUUID().slice(0, 6)}`,
  });
  const ids = (body: { data: Array<{ id: string }> }) => body.data.map((offer) => offer.id);

  describe('GET /offers/public and /offers', () => {
    it('lists open offers newest first with the count and the stat cards', async () => {
      const league = aLeague();
      const first = await scheduleMatch(app, league);
      const second = await scheduleMatch(app, league);
      const alice = bettor(app);
      const bob = bettor(app);
      const a = await createOffer(app, alice, { matchId: first.matchId, betAmount: '10.00' });
      const b = await createOffer(app, alice, { matchId: second.matchId, betAmount: '15.50' });
      const c = await createOffer(app, bob, { matchId: second.matchId, betAmount: '4.50' });

      const response = await app.api().get(`${publicList}?league=${league.leagueId}`);

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        count: 3,
        page: 1,
        pageSize: 12,
        totalPages: 1,
        stats: { availableOffers: 3, totalValue: '30.00', activeUsers: 2, matches: 2 },
      });
      expect(ids(response.body)).toEqual([c, b, a]);
      expect(response.body.data[0]).toMatchObject({
        id: c,
        status: 'open',
        user: { username: bob.username },
      });
    });

    it('serves the same list to a signed-in user and refuses /offers to a guest', async () => {
      const league = aLeague();
      const match = await scheduleMatch(app, league);
      const offerId = await createOffer(app, bettor(app), { matchId: match.matchId });

      const signedIn = await app
        .api()
        .get(`/api/p2p-betting/offers?league=${league.leagueId}`)
        .set(bettor(app).auth);
      const guest = await app.api().get(`/api/p2p-betting/offers?league=${league.leagueId}`);

      expect(ids(signedIn.body)).toEqual([offerId]);
      expect(guest.status).toBe(401);
    });

    it('leaves out offers that are matched, cancelled, or on a match closed for betting', async () => {
      const league = aLeague();
      const match = await scheduleMatch(app, league);
      const soon = await scheduleMatch(app, {
        ...league,
        kickoffAt: new Date(Date.now() + 6 * MINUTE_MS).toISOString(),
      });
      const maker = bettor(app);
      const open = await createOffer(app, maker, { matchId: match.matchId });
      const matched = await createOffer(app, maker, { matchId: match.matchId });
      await matchOffer(app, bettor(app), matched).expect(201);
      const cancelled = await createOffer(app, maker, { matchId: match.matchId });
      await app.api().delete(`/api/p2p-betting/offers/${cancelled}`).set(maker.auth).expect(200);
      await createOffer(app, maker, { matchId: soon.matchId });
      await app
        .db()
        .query(`UPDATE matches SET kickoff_at = now() + interval '4 minutes' WHERE id = $1`, [soon.matchId]);

      const response = await app.api().get(`${publicList}?league=${league.leagueId}`);

      expect(ids(response.body)).toEqual([open]);
      expect(response.body.stats.availableOffers).toBe(1);
    });

    it('searches team names, usernames and names, ignoring case and treating % literally', async () => {
      const league = aLeague();
      const derby = await scheduleMatch(app, {
        ...league,
        homeTeam: { id: 'liv', name: 'Liverpool', shortName: 'LIV', logo: '/liv.svg' },
        awayTeam: { id: 'eve', name: 'Everton', shortName: 'EVE', logo: '/eve.svg' },
      });
      const other = await scheduleMatch(app, league);
      const ada = bettor(app, '100.00', { username: `ada_${randomUUID().slice(0, 6)}`, name: 'Ada Byron' });
      const bob = bettor(app, '100.00', { name: 'Bob Stone' });
      const onDerby = await createOffer(app, bob, { matchId: derby.matchId });
      const byAda = await createOffer(app, ada, { matchId: other.matchId });

      const search = async (text: string) =>
        ids((await app.api().get(publicList).query({ league: league.leagueId, search: text })).body);

      expect(await search('everTON')).toEqual([onDerby]);
      expect(await search(ada.username.toUpperCase())).toEqual([byAda]);
      expect(await search('byron')).toEqual([byAda]);
      expect(await search('%')).toEqual([]);
      expect((await search('o')).sort()).toEqual([onDerby, byAda].sort());
    });

    it('filters by league name or id, and "all" means every league', async () => {
      const league = aLeague();
      const match = await scheduleMatch(app, league);
      const offerId = await createOffer(app, bettor(app), { matchId: match.matchId });

      const byName = await app.api().get(publicList).query({ league: league.leagueName.toUpperCase() });
      const all = await app.api().get(publicList).query({ league: 'all', limit: 100 });

      expect(ids(byName.body)).toEqual([offerId]);
      expect(all.body.count).toBeGreaterThan(1);
    });

    it('filters by bet type, aliases included', async () => {
      const league = aLeague();
      const match = await scheduleMatch(app, league);
      const maker = bettor(app);
      const home = await createOffer(app, maker, { matchId: match.matchId, betSelection: 'home_win' });
      const draw = await createOffer(app, maker, { matchId: match.matchId, betSelection: 'draw' });

      const byType = async (betType: string) =>
        ids((await app.api().get(publicList).query({ league: league.leagueId, betType })).body);

      expect(await byType('home_win')).toEqual([home]);
      expect(await byType('home')).toEqual([home]);
      expect(await byType('draw')).toEqual([draw]);
      expect(await byType('all')).toEqual([draw, home]);
    });

    it('sorts by newest, oldest, highest and lowest amount', async () => {
      const league = aLeague();
      const match = await scheduleMatch(app, league);
      const maker = bettor(app);
      const ten = await createOffer(app, maker, { matchId: match.matchId, betAmount: '10.00' });
      const thirty = await createOffer(app, maker, { matchId: match.matchId, betAmount: '30.00' });
      const twenty = await createOffer(app, maker, { matchId: match.matchId, betAmount: '20.00' });

      const sorted = async (sort: string) =>
        ids((await app.api().get(publicList).query({ league: league.leagueId, sort })).body);

      expect(await sorted('newest')).toEqual([twenty, thirty, ten]);
      expect(await sorted('oldest')).toEqual([ten, thirty, twenty]);
      expect(await sorted('amount_high')).toEqual([thirty, twenty, ten]);
      expect(await sorted('amount_low')).toEqual([ten, twenty, thirty]);
    });

    it('pages by 12', async () => {
      const league = aLeague();
      const match = await scheduleMatch(app, league);
      const maker = bettor(app);
      const created: string[] = [];
      for (let index = 0; index < 14; index++)
        created.push(await createOffer(app, maker, { matchId: match.matchId }));

      const first = await app.api().get(publicList).query({ league: league.leagueId });
      const second = await app.api().get(publicList).query({ league: league.leagueId, page: 2 });
      const beyond = await app.api().get(publicList).query({ league: league.leagueId, page: 3 });

      expect(first.body).toMatchObject({ count: 14, page: 1, pageSize: 12, totalPages: 2 });
      expect(ids(first.body)).toEqual(created.slice(2).reverse());
      expect(ids(second.body)).toEqual(created.slice(0, 2).reverse());
      expect(beyond.body).toMatchObject({ data: [], count: 14, page: 3 });
    });

    it.each([
      ['an unknown sort', { sort: 'cheapest' }, 'Invalid sort option'],
      ['an unknown bet type', { betType: 'btts' }, 'Invalid bet type'],
      ['page 0', { page: '0' }, 'Page must be a positive whole number'],
      ['a page that is not a number', { page: 'two' }, 'Page must be a positive whole number'],
      ['a limit over 100', { limit: '101' }, 'Limit must be a whole number between 1 and 100'],
      ['a search of 101 characters', { search: 'x'.repeat(101) }, 'Search cannot exceed 100 characters'],
      ['an unknown parameter', { colour: 'red' }, 'property colour should not exist'],
    ])('refuses %s with 400', async (_case, query, message) => {
      const response = await app.api().get(publicList).query(query);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });

  describe('GET /matches/:matchId/offers', () => {
    it("lists one match's open offers", async () => {
      const match = await scheduleMatch(app);
      const other = await scheduleMatch(app);
      const maker = bettor(app);
      const mine = await createOffer(app, maker, { matchId: match.matchId });
      await createOffer(app, maker, { matchId: other.matchId });

      const response = await app.api().get(`/api/p2p-betting/matches/${match.matchId}/offers`);

      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual([mine]);
      expect(response.body.count).toBe(1);
    });

    it('answers 404 for an unknown match', async () => {
      const response = await app.api().get('/api/p2p-betting/matches/unknown-match/offers');

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Match not found' });
    });
  });

  describe('GET /matches/offers', () => {
    const matchesOffers = '/api/p2p-betting/matches/offers';

    it("answers each asked match's first offers, newest first, with its count, in the order asked", async () => {
      const [busy, quiet, empty] = [
        await scheduleMatch(app),
        await scheduleMatch(app),
        await scheduleMatch(app),
      ];
      const maker = bettor(app, '1000.00');
      const busyOffers: string[] = [];
      for (let made = 0; made < 4; made++)
        busyOffers.push(await createOffer(app, maker, { matchId: busy.matchId }));
      const quietOffer = await createOffer(app, maker, { matchId: quiet.matchId });
      const taken = await createOffer(app, maker, { matchId: quiet.matchId });
      await matchOffer(app, bettor(app), taken).expect(201);

      const response = await app
        .api()
        .get(`${matchesOffers}?matchIds=${empty.matchId},${busy.matchId},${quiet.matchId}&limit=3`);

      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(
        response.body.data.map((entry: { matchId: string; count: number; data: Array<{ id: string }> }) => ({
          matchId: entry.matchId,
          count: entry.count,
          ids: entry.data.map((offer) => offer.id),
        })),
      ).toEqual([
        { matchId: empty.matchId, count: 0, ids: [] },
        { matchId: busy.matchId, count: 4, ids: busyOffers.slice(1).reverse() },
        { matchId: quiet.matchId, count: 1, ids: [quietOffer] },
      ]);
    });

    it('leaves private offers out, and answers an unknown match as one with no offers', async () => {
      const match = await scheduleMatch(app);
      await app
        .api()
        .post('/api/p2p-betting/offers')
        .set(bettor(app).auth)
        .send({ matchId: match.matchId, betAmount: '10.00', betSelection: 'home_win', visibility: 'link' })
        .expect(201);

      const response = await app.api().get(`${matchesOffers}?matchIds=${match.matchId},unknown-match`);

      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([
        { matchId: match.matchId, data: [], count: 0 },
        { matchId: 'unknown-match', data: [], count: 0 },
      ]);
    });

    it("counts a match's exchange offers with stake left apart from its even-money offers", async () => {
      const match = await scheduleMatch(app);
      const exchangeOffer = (stake: string) =>
        app
          .api()
          .post('/api/p2p-betting/exchange/offers')
          .set(bettor(app).auth)
          .send({ matchId: match.matchId, selection: 'btts_yes', side: 'back', odds: '2.0', stake })
          .expect(201)
          .then((response) => response.body.data.id as string);
      await exchangeOffer('10.00');
      await exchangeOffer('20.00');
      const taken = await exchangeOffer('5.00');
      await app
        .api()
        .post(`/api/p2p-betting/exchange/offers/${taken}/take`)
        .set(bettor(app).auth)
        .send({ amount: '5.00' })
        .expect(201);

      const response = await app.api().get(`${matchesOffers}?matchIds=${match.matchId}`);

      // The fully taken one has nothing left to take; none of them is an even-money offer.
      expect(response.body.data).toEqual([{ matchId: match.matchId, data: [], count: 0, exchangeOffers: 2 }]);
    });

    it.each([
      ['no match id', '', 'At least one match id is required'],
      [
        '51 match ids',
        `?matchIds=${Array.from({ length: 51 }, (_, index) => `m${index}`).join(',')}`,
        'At most 50 matches can be read at once',
      ],
      ['a limit of 0', '?matchIds=m1&limit=0', 'Limit must be a whole number between 1 and 100'],
      ['a limit of 101', '?matchIds=m1&limit=101', 'Limit must be a whole number between 1 and 100'],
    ])('refuses %s with 400 and the reason', async (_case, query, message) => {
      const response = await app.api().get(`${matchesOffers}${query}`);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });

  describe('GET /offers/user/:username', () => {
    let maker: Bettor;
    const offers: Record<string, string> = {};

    beforeAll(async () => {
      maker = bettor(app, '1000.00', { username: `maker_${randomUUID().slice(0, 6)}` });
      const match = await scheduleMatch(app);
      const closing = await scheduleMatch(app);
      offers.open = await createOffer(app, maker, { matchId: match.matchId });
      offers.matched = await createOffer(app, maker, { matchId: match.matchId });
      await matchOffer(app, bettor(app), offers.matched).expect(201);
      offers.cancelled = await createOffer(app, maker, { matchId: match.matchId });
      await app.api().delete(`/api/p2p-betting/offers/${offers.cancelled}`).set(maker.auth).expect(200);
      offers.expired = await createOffer(app, maker, { matchId: closing.matchId });
      await app.db().query(`UPDATE matches SET kickoff_at = now() WHERE id = $1`, [closing.matchId]);
      await app.sweep();
    });

    const ofUser = (username: string, status?: string) =>
      app
        .api()
        .get(`/api/p2p-betting/offers/user/${username}`)
        .query(status ? { status } : {})
        .set(bettor(app).auth);

    it.each([
      ['every offer by default', undefined, ['expired', 'cancelled', 'matched', 'open']],
      ['every offer on All', 'all', ['expired', 'cancelled', 'matched', 'open']],
      ['the open offer on Open', 'open', ['open']],
      ['the matched offer on Matched', 'matched', ['matched']],
      ['the expired offer on Expired', 'expired', ['expired']],
    ])('shows %s', async (_tab, status, expected) => {
      const response = await ofUser(maker.username, status);

      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual(expected.map((name) => offers[name]));
      expect(response.body.count).toBe(expected.length);
    });

    it('finds the user by another case and with a leading @', async () => {
      const response = await ofUser(`@${maker.username.toUpperCase()}`, 'open');

      expect(ids(response.body)).toEqual([offers.open]);
    });

    it('follows a rename announced by auth', async () => {
      const renamed = `renamed_${randomUUID().slice(0, 6)}`;
      await app.publish('auth.UserUpdated', maker.id, {
        userId: maker.id,
        username: renamed,
        name: 'Renamed Maker',
        email: 'maker@example.test',
        role: 'user',
        isEmailVerified: true,
      });

      const response = await ofUser(renamed, 'open');

      expect(ids(response.body)).toEqual([offers.open]);
      expect(response.body.data[0].user).toEqual({ id: maker.id, username: renamed, name: 'Renamed Maker' });
    });

    it('answers an empty list for a username nobody has', async () => {
      const response = await ofUser('nobody_at_all');

      expect(response.body).toMatchObject({ success: true, data: [], count: 0 });
    });

    it('asks a guest to log in', async () => {
      const response = await app.api().get(`/api/p2p-betting/offers/user/${maker.username}`);

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Please log in to view user offers' });
    });

    it('refuses an unknown tab', async () => {
      const response = await ofUser(maker.username, 'won');

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Invalid status filter' });
    });
  });

  describe('GET /my-offers', () => {
    it("lists only the caller's offers, by status", async () => {
      const match = await scheduleMatch(app);
      const me = bettor(app);
      const open = await createOffer(app, me, { matchId: match.matchId });
      const cancelled = await createOffer(app, me, { matchId: match.matchId });
      await app.api().delete(`/api/p2p-betting/offers/${cancelled}`).set(me.auth).expect(200);
      await createOffer(app, bettor(app), { matchId: match.matchId });

      const all = await app.api().get('/api/p2p-betting/my-offers').set(me.auth);
      const onlyOpen = await app.api().get('/api/p2p-betting/my-offers?status=open').set(me.auth);

      expect(ids(all.body)).toEqual([cancelled, open]);
      expect(all.body.count).toBe(2);
      expect(ids(onlyOpen.body)).toEqual([open]);
    });

    it('refuses a guest and an unknown status', async () => {
      const guest = await app.api().get('/api/p2p-betting/my-offers');
      const unknown = await app.api().get('/api/p2p-betting/my-offers?status=lost').set(bettor(app).auth);

      expect(guest.status).toBe(401);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Invalid status filter');
    });
  });
});
