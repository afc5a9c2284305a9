import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Bettor, bettor } from './factories/bettor.factory';
import { scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

const MAKE = 'Please verify your email address before you make a bet offer';
const TAKE = 'Please verify your email address before you take a bet offer';

/** Issue 30, finding 8: no stake is held for an account whose email is not verified. */
describe('betting for an unverified email', () => {
  let app: BettingApp;
  let matchId: string;
  const base = '/api/p2p-betting';

  const unverified = (dollars = '0.00') => bettor(app, dollars, { emailVerified: false });
  const make = (maker: Bettor, body: object) =>
    app
      .api()
      .post(`${base}/offers`)
      .set(maker.auth)
      .send({ matchId, betAmount: '25.00', betSelection: 'home_win', ...body });
  const refusal = (message: string) => ({ success: false, message, code: 'email_not_verified' });

  beforeAll(async () => {
    app = await startBettingApp();
    matchId = (await scheduleMatch(app)).matchId;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('refuses to make an offer with 403 before the balance is looked at', async () => {
    const response = await make(unverified('0.00'), {});

    expect(response.status).toBe(403);
    expect(response.body).toEqual(refusal(MAKE));
  });

  it('refuses to make an offer before its amount is validated', async () => {
    const response = await make(unverified(), { betAmount: '-5' });

    expect(response.status).toBe(403);
    expect(response.body).toEqual(refusal(MAKE));
  });

  it('refuses to take a public offer with 403 before the balance is looked at', async () => {
    const offerId = await createOffer(app, bettor(app), { matchId });

    const response = await matchOffer(app, unverified('0.00'), offerId);

    expect(response.status).toBe(403);
    expect(response.body).toEqual(refusal(TAKE));
    const offer = await app.api().get(`${base}/offers/${offerId}`);
    expect(offer.body.data.status).toBe('open');
  });

  it('refuses to take a link offer, even with its link', async () => {
    const created = await make(bettor(app), { visibility: 'link' });
    expect(created.status).toBe(201);
    const { id, link } = created.body.data as { id: string; link: { token: string } };

    const response = await app
      .api()
      .post(`${base}/offers/${id}/match`)
      .set(unverified('100.00').auth)
      .send({ counterSelection: 'away_win', linkToken: link.token });

    expect(response.status).toBe(403);
    expect(response.body).toEqual(refusal(TAKE));
  });

  it('holds no stake for an unverified user who has the money', async () => {
    const rich = unverified('100.00');

    await make(rich, {});

    expect(app.wallet.balance(rich.id).held).toBe('0.00');
  });

  it('still lists offers and bets for an unverified user', async () => {
    const viewer = unverified();

    const mine = await app.api().get(`${base}/my-offers`).set(viewer.auth);
    const bets = await app.api().get(`${base}/my-bets`).set(viewer.auth);

    expect(mine.status).toBe(200);
    expect(bets.status).toBe(200);
  });
});
