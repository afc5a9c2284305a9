import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bettor, registeredBettor } from './factories/bettor.factory';
import { scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

describe("The signed-in dashboard's betting answer (issue 32)", () => {
  let app: BettingApp;
  const base = '/api/p2p-betting';

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers each section as its own route does, in one request', async () => {
    const [alice, friend] = [
      await registeredBettor(app, 'Alice Home'),
      await registeredBettor(app, 'Bob Friend'),
    ];
    const match = await scheduleMatch(app);
    const taken = await createOffer(app, alice, { matchId: match.matchId });
    await matchOffer(app, bettor(app), taken).expect(201);
    await createOffer(app, alice, { matchId: match.matchId, betAmount: '12.00' });
    for (let made = 0; made < 7; made++) await createOffer(app, bettor(app), { matchId: match.matchId });
    await app
      .api()
      .post(`${base}/offers`)
      .set(friend.auth)
      .send({
        matchId: match.matchId,
        betAmount: '5.00',
        betSelection: 'draw',
        visibility: 'user',
        privateTo: alice.username,
      })
      .expect(201);
    const read = async (path: string) => (await app.api().get(path).set(alice.auth).expect(200)).body;

    const home = await app.api().get(`${base}/home`).set(alice.auth);

    expect(home.status).toBe(200);
    const [offers, myOffers, offersForMe, history] = await Promise.all([
      read(`${base}/offers?sort=newest&limit=6`),
      read(`${base}/my-offers?status=all`),
      read(`${base}/offers/for-me?page=1&limit=6`),
      read('/api/bets/history'),
    ]);
    expect(home.body).toEqual({ success: true, data: { offers, myOffers, offersForMe, history } });
    expect(offers.data).toHaveLength(6);
    expect(myOffers.count).toBe(2);
    expect(offersForMe.count).toBe(1);
    expect(history.count).toBe(2);
  });

  it('asks a guest to log in', async () => {
    const response = await app.api().get(`${base}/home`);

    expect(response.status).toBe(401);
  });
});
