import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { admin, Bettor, registeredBettor } from './factories/bettor.factory';
import { scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

describe('Private offers (issue 23)', () => {
  let app: BettingApp;
  const base = '/api/p2p-betting';

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const registered = (name: string, dollars = '1000.00') => registeredBettor(app, name, dollars);

  function create(maker: Bettor, body: object) {
    return app
      .api()
      .post(`${base}/offers`)
      .set(maker.auth)
      .send({ betAmount: '25.00', betSelection: 'home_win', ...body });
  }

  /** Every list, stat and count a private offer must stay out of, as the given viewer sees them. */
  async function everyListSeenBy(viewer: Bettor, maker: Bettor, matchId: string): Promise<string[]> {
    const answers = await Promise.all([
      app.api().get(`${base}/offers/public`),
      app.api().get(`${base}/offers`).set(viewer.auth),
      app.api().get(`${base}/offers/public?search=${maker.username}`),
      app.api().get(`${base}/matches/${matchId}/offers`),
      app.api().get(`${base}/offers/user/${maker.username}`).set(viewer.auth),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    return answers.flatMap((answer) => (answer.body.data as Array<{ id: string }>).map((offer) => offer.id));
  }

  describe('for one named user', () => {
    it('is in no list and no stat, and only the named user (besides its maker) sees or takes it', async () => {
      const maker = await registered('Alice Maker', '100.00');
      const friend = await registered('Bob Friend', '100.00');
      const stranger = await registered('Carol Stranger');
      const match = await scheduleMatch(app);
      const before = (await app.api().get(`${base}/matches/${match.matchId}/offers`)).body.stats;

      const created = await create(maker, {
        matchId: match.matchId,
        visibility: 'user',
        privateTo: `@${friend.username}`,
      });
      expect(created.status).toBe(201);
      const offerId = created.body.data.id as string;
      expect(created.body.data).toMatchObject({
        status: 'open',
        visibility: 'user',
        privateTo: { username: friend.username, name: 'Bob Friend' },
        link: null,
      });

      expect(await everyListSeenBy(stranger, maker, match.matchId)).not.toContain(offerId);
      expect(await everyListSeenBy(friend, maker, match.matchId)).not.toContain(offerId);
      expect((await app.api().get(`${base}/matches/${match.matchId}/offers`)).body.stats).toEqual(before);

      // Direct reads: 404 to guests and strangers, the offer to its maker, the friend and admins.
      expect((await app.api().get(`${base}/offers/${offerId}`)).status).toBe(404);
      const strangerRead = await app.api().get(`${base}/offers/${offerId}`).set(stranger.auth);
      expect(strangerRead.status).toBe(404);
      expect(strangerRead.body).toEqual({ success: false, message: 'Bet offer not found' });
      for (const viewer of [maker, friend, admin()])
        expect((await app.api().get(`${base}/offers/${offerId}`).set(viewer.auth)).status).toBe(200);

      // The friend's dashboard list has it; nobody else's does.
      const forFriend = await app.api().get(`${base}/offers/for-me`).set(friend.auth);
      expect(forFriend.body).toMatchObject({ success: true, count: 1 });
      expect(forFriend.body.data.map((offer: { id: string }) => offer.id)).toEqual([offerId]);
      expect((await app.api().get(`${base}/offers/for-me`).set(stranger.auth)).body.count).toBe(0);
      // The maker's own lists show it, marked private.
      const mine = await app.api().get(`${base}/my-offers`).set(maker.auth);
      expect(mine.body.data.find((offer: { id: string }) => offer.id === offerId)).toMatchObject({
        visibility: 'user',
        privateTo: { username: friend.username },
      });

      const strangerTake = await matchOffer(app, stranger, offerId);
      expect(strangerTake.status).toBe(404);
      expect(strangerTake.body).toEqual({ success: false, message: 'Bet offer not found' });
      expect(app.wallet.balance(stranger.id)).toEqual({ available: '1000.00', held: '0.00' });

      const taken = await matchOffer(app, friend, offerId);
      expect(taken.status).toBe(201);
      expect(app.wallet.balance(friend.id)).toEqual({ available: '75.00', held: '25.00' });
    });

    it('is announced to whoever it is for, and trending is told it is private', async () => {
      const maker = await registered('Dan Maker');
      const friend = await registered('Erin Friend');
      const match = await scheduleMatch(app);

      const created = await create(maker, {
        matchId: match.matchId,
        visibility: 'user',
        privateTo: friend.username,
      });
      await app.settle();

      const event = app
        .published('betting.OfferCreated')
        .find((e) => e.payload.offerId === created.body.data.id);
      expect(event?.payload).toMatchObject({
        visibility: 'user',
        privateToUserId: friend.id,
        userId: maker.id,
      });
    });

    it.each([
      [{ visibility: 'user' }, 400, 'Choose the friend this offer is for'],
      [{ visibility: 'user', privateTo: '  ' }, 400, 'Choose the friend this offer is for'],
      [{ visibility: 'user', privateTo: 'nobody_by_this_name' }, 404, 'User not found'],
      [{ visibility: 'public', privateTo: 'someone' }, 400, 'Only an offer for a friend names a friend'],
      [{ visibility: 'link', privateTo: 'someone' }, 400, 'Only an offer for a friend names a friend'],
      [{ visibility: 'friends' }, 400, 'Visibility must be public, user or link'],
      [{ visibility: 'user', privateTo: 42 }, 400, 'Choose the friend this offer is for'],
    ])('refuses %j with %i %s, holding nothing', async (privacy, status, message) => {
      const maker = await registered('Fay Maker', '50.00');
      const match = await scheduleMatch(app);

      const response = await create(maker, { matchId: match.matchId, ...privacy });

      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ success: false, message });
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
      const [{ count }] = await app
        .db()
        .query(`SELECT count(*)::int AS count FROM offers WHERE user_id = $1`, [maker.id]);
      expect(count).toBe(0);
    });

    it('refuses an offer for oneself', async () => {
      const maker = await registered('Gus Maker');
      const match = await scheduleMatch(app);

      const response = await create(maker, {
        matchId: match.matchId,
        visibility: 'user',
        privateTo: maker.username,
      });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('You cannot make a private offer to yourself');
    });
  });

  describe('for whoever holds the link', () => {
    it('gives the maker a 256-bit link, stored only as its hash, that opens the offer for a guest', async () => {
      const maker = await registered('Hal Maker');
      const match = await scheduleMatch(app);

      const created = await create(maker, { matchId: match.matchId, visibility: 'link' });

      expect(created.status).toBe(201);
      const { id: offerId, link } = created.body.data;
      expect(link).toEqual({
        offerId,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        path: `/offer-link/${link.token}`,
      });
      expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
      const [row] = await app.db().query(`SELECT link_token_hash FROM offers WHERE id = $1`, [offerId]);
      expect(row.link_token_hash).toEqual(createHash('sha256').update(link.token).digest());
      expect(
        JSON.stringify(await app.db().query(`SELECT * FROM offers WHERE id = $1`, [offerId])),
      ).not.toContain(link.token);

      const opened = await app.api().get(`${base}/offer-links/${link.token}`);
      expect(opened.status).toBe(200);
      expect(opened.body.data).toMatchObject({
        id: offerId,
        visibility: 'link',
        betAmount: '25.00',
        selection: 'home_win',
        user: { username: maker.username },
        match: { id: match.matchId },
      });
      expect(JSON.stringify(opened.body)).not.toContain('link_token');

      const stranger = await registered('Ivy Stranger');
      expect(await everyListSeenBy(stranger, maker, match.matchId)).not.toContain(offerId);
      expect((await app.api().get(`${base}/offers/${offerId}`).set(stranger.auth)).status).toBe(404);
    });

    it('is taken with the link only, under every rule of a public offer', async () => {
      const maker = await registered('Jay Maker');
      const holder = await registered('Kim Holder', '20.00');
      const match = await scheduleMatch(app);
      const { id: offerId, link } = (await create(maker, { matchId: match.matchId, visibility: 'link' })).body
        .data;

      const withoutLink = await matchOffer(app, holder, offerId);
      expect(withoutLink.status).toBe(404);
      const wrongLink = await app
        .api()
        .post(`${base}/offers/${offerId}/match`)
        .set(holder.auth)
        .send({ counterSelection: 'away_win', linkToken: 'A'.repeat(43) });
      expect(wrongLink.status).toBe(404);

      // The stake rules hold through a link too: 20 dollars cannot cover a 25 dollar offer.
      const short = await app
        .api()
        .post(`${base}/offers/${offerId}/match`)
        .set(holder.auth)
        .send({ counterSelection: 'away_win', linkToken: link.token });
      expect(short.status).toBe(422);
      expect(short.body.message).toBe('Insufficient balance');
      expect(app.wallet.balance(holder.id)).toEqual({ available: '20.00', held: '0.00' });
      const ownTake = await app
        .api()
        .post(`${base}/offers/${offerId}/match`)
        .set(maker.auth)
        .send({ counterSelection: 'away_win', linkToken: link.token });
      expect(ownTake.status).toBe(403);

      const funded = await registered('Lee Holder');
      const taken = await app
        .api()
        .post(`${base}/offers/${offerId}/match`)
        .set(funded.auth)
        .send({ counterSelection: 'draw', linkToken: link.token });
      expect(taken.status).toBe(201);
      expect(app.wallet.balance(funded.id)).toEqual({ available: '975.00', held: '25.00' });
    });

    it('can be replaced: the old link answers 404 and the new one opens and takes the offer', async () => {
      const maker = await registered('Max Maker');
      const holder = await registered('Ned Holder');
      const match = await scheduleMatch(app);
      const { id: offerId, link: old } = (await create(maker, { matchId: match.matchId, visibility: 'link' }))
        .body.data;

      const others = await app.api().post(`${base}/offers/${offerId}/link`).set(holder.auth);
      expect(others.status).toBe(403);
      const renewed = await app.api().post(`${base}/offers/${offerId}/link`).set(maker.auth);
      expect(renewed.status).toBe(200);
      expect(renewed.body.message).toBe('New link created. The old link no longer works.');
      const fresh = renewed.body.data;
      expect(fresh.token).not.toBe(old.token);

      const oldOpen = await app.api().get(`${base}/offer-links/${old.token}`);
      expect(oldOpen.status).toBe(404);
      expect(oldOpen.body).toEqual({ success: false, message: 'Bet offer not found' });
      const oldTake = await app
        .api()
        .post(`${base}/offers/${offerId}/match`)
        .set(holder.auth)
        .send({ counterSelection: 'away_win', linkToken: old.token });
      expect(oldTake.status).toBe(404);

      expect((await app.api().get(`${base}/offer-links/${fresh.token}`)).status).toBe(200);
      const taken = await app
        .api()
        .post(`${base}/offers/${offerId}/match`)
        .set(holder.auth)
        .send({ counterSelection: 'away_win', linkToken: fresh.token });
      expect(taken.status).toBe(201);

      // Taken: no new link for an offer nobody can take any more.
      const late = await app.api().post(`${base}/offers/${offerId}/link`).set(maker.auth);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This offer can no longer be taken');
    });

    it.each(['short', 'A'.repeat(43), `${'A'.repeat(42)}!`])('answers 404 for the link %s', async (token) => {
      const response = await app.api().get(`${base}/offer-links/${encodeURIComponent(token)}`);

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Bet offer not found' });
    });

    it('has no link to renew when public', async () => {
      const maker = await registered('Oda Maker');
      const match = await scheduleMatch(app);
      const offerId = await createOffer(app, maker, { matchId: match.matchId });

      const response = await app.api().post(`${base}/offers/${offerId}/link`).set(maker.auth);

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Only a link offer has a link');
    });
  });
});
