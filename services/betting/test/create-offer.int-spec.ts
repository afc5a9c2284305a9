import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bettor } from './factories/bettor.factory';
import { scheduleMatch } from './factories/match.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

const MINUTE_MS = 60_000;

describe('Creating an offer', () => {
  let app: BettingApp;
  const offers = '/api/p2p-betting/offers';

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('POST /api/p2p-betting/offers', () => {
    it("opens the offer, holds the maker's stake and answers the Bet offer", async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '100.00', { name: 'Ada Lovelace' });

      const response = await app.api().post(offers).set(maker.auth).send({
        matchId: match.matchId,
        betAmount: '25.50',
        betSelection: 'home_win',
        description: 'Arsenal win',
      });

      expect(response.status).toBe(201);
      expect(response.body.success).toBe(true);
      expect(response.body.message).toBe('Bet offer created successfully!');
      const offer = response.body.data;
      expect(offer).toEqual({
        id: expect.any(String),
        matchId: match.matchId,
        betAmount: '25.50',
        selection: 'home_win',
        betSelection: 'home_win',
        description: 'Arsenal win',
        status: 'open',
        createdAt: expect.any(String),
        isMatched: false,
        betId: null,
        user: { id: maker.id, username: maker.username, name: 'Ada Lovelace' },
        opponent: null,
        match: {
          id: match.matchId,
          homeTeam: 'Arsenal',
          awayTeam: 'Chelsea',
          homeTeamShortName: 'ARS',
          awayTeamShortName: 'CHE',
          homeTeamLogo: match.homeTeam.logo,
          awayTeamLogo: match.awayTeam.logo,
          league: 'Premier League',
          leagueId: 'premier-league',
          date: match.kickoffAt.slice(0, 10),
          time: match.kickoffAt.slice(11, 16),
          startTime: match.kickoffAt,
          status: 'Scheduled',
          competition: match.competition,
          score: null,
        },
        odds: null,
        visibility: 'public',
        privateTo: null,
        link: null,
      });
      expect(app.wallet.balance(maker.id)).toEqual({ available: '74.50', held: '25.50' });
      expect(app.wallet.holdState(`offer:${offer.id}`)).toBe('held');
      await app.settle();
      expect(app.published('betting.OfferCreated').map((event) => event.payload)).toContainEqual({
        offerId: offer.id,
        userId: maker.id,
        matchId: match.matchId,
        stake: '25.50',
        selection: 'home_win',
        createdAt: offer.createdAt,
        visibility: 'public',
      });
    });

    it.each([
      ['home', 'home_win'],
      ['away', 'away_win'],
      ['draw', 'draw'],
      ['over_2.5', 'over_2.5'],
      ['under_2.5', 'under_2.5'],
    ])('accepts the selection %s as %s', async (given, stored) => {
      const match = await scheduleMatch(app);

      const response = await app
        .api()
        .post(offers)
        .set(bettor(app).auth)
        .send({ matchId: match.matchId, betAmount: 10, betSelection: given });

      expect(response.status).toBe(201);
      expect(response.body.data.selection).toBe(stored);
      expect(response.body.data.description).toBeNull();
    });

    it('accepts the bounds themselves and a null description', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '3000.00');

      for (const betAmount of ['1', 1000, '999.99']) {
        const response = await app
          .api()
          .post(offers)
          .set(maker.auth)
          .send({ matchId: match.matchId, betAmount, betSelection: 'draw', description: null });
        expect(response.status).toBe(201);
      }
    });

    it('refuses a guest', async () => {
      const response = await app
        .api()
        .post(offers)
        .send({ matchId: 'x', betAmount: 10, betSelection: 'draw' });

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Authentication required' });
    });

    it.each([
      ['a missing amount', { betAmount: undefined }, 'Bet amount is required'],
      ['an empty amount', { betAmount: '' }, 'Bet amount is required'],
      ['a null amount', { betAmount: null }, 'Bet amount is required'],
      ['text for an amount', { betAmount: 'ten' }, 'Invalid bet amount'],
      ['three decimals', { betAmount: '10.123' }, 'Invalid bet amount'],
      ['a boolean amount', { betAmount: true }, 'Invalid bet amount'],
      ['a zero amount', { betAmount: 0 }, 'Bet amount must be greater than 0'],
      ['a negative amount', { betAmount: '-5' }, 'Bet amount must be greater than 0'],
      ['an amount under the minimum', { betAmount: '0.99' }, 'Minimum bet amount is $1'],
      ['an amount over the maximum', { betAmount: '1000.01' }, 'Maximum bet amount is $1000'],
      ['a missing selection', { betSelection: undefined }, 'Please select a prediction'],
      ['an unknown selection', { betSelection: 'banker' }, 'Invalid bet selection'],
      [
        'a description of 501 characters',
        { description: 'x'.repeat(501) },
        'Description cannot exceed 500 characters',
      ],
      ['a description that is not text', { description: 42 }, 'Description must be text'],
      ['a missing match', { matchId: undefined }, 'Match is required'],
      ['an unknown field', { odds: 2.5 }, 'property odds should not exist'],
    ])('refuses %s with 400', async (_case, change, message) => {
      const match = await scheduleMatch(app);
      const body = { matchId: match.matchId, betAmount: '10.00', betSelection: 'home_win', ...change };

      const response = await app.api().post(offers).set(bettor(app).auth).send(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('names every bad field at once, joined with commas', async () => {
      const response = await app
        .api()
        .post(offers)
        .set(bettor(app).auth)
        .send({ matchId: 'm', betAmount: 'x' });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid bet amount, Please select a prediction');
    });

    it('answers 404 for a match betting does not know', async () => {
      const response = await app
        .api()
        .post(offers)
        .set(bettor(app).auth)
        .send({ matchId: 'no-such-match', betAmount: 10, betSelection: 'draw' });

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Match not found' });
    });

    it.each([
      ['kicks off in less than 5 minutes', { kickoffAt: new Date(Date.now() + 4 * MINUTE_MS).toISOString() }],
      [
        'has kicked off',
        { kickoffAt: new Date(Date.now() - MINUTE_MS).toISOString(), status: 'Live' as const },
      ],
      ['is finished', { status: 'Finished' as const }],
      ['is cancelled', { status: 'Cancelled' as const }],
      ['is postponed', { status: 'Postponed' as const }],
      ['is abandoned', { status: 'Abandoned' as const }],
    ])('closes betting on a match that %s', async (_case, overrides) => {
      const match = await scheduleMatch(app, overrides);
      const maker = bettor(app, '50.00');

      const response = await app
        .api()
        .post(offers)
        .set(maker.auth)
        .send({ matchId: match.matchId, betAmount: 10, betSelection: 'draw' });

      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: 'Betting is closed for this match' });
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('refuses a stake above the balance with "Insufficient balance" and rejects the offer', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '5.00');

      const response = await app
        .api()
        .post(offers)
        .set(maker.auth)
        .send({ matchId: match.matchId, betAmount: '5.01', betSelection: 'away_win' });

      expect(response.status).toBe(422);
      expect(response.body).toEqual({ success: false, message: 'Insufficient balance' });
      expect(app.wallet.balance(maker.id)).toEqual({ available: '5.00', held: '0.00' });
      const mine = await app.api().get('/api/p2p-betting/my-offers?status=rejected').set(maker.auth);
      expect(mine.body.data).toHaveLength(1);
      await app.settle();
      const rejected = app
        .published('betting.OfferRejected')
        .find((event) => event.payload.userId === maker.id);
      expect(rejected?.payload).toMatchObject({ stake: '5.01', reason: 'Insufficient balance' });
    });

    it('answers 503 when the wallet is down, and the offer never opens', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      app.wallet.mode = 'down';

      const response = await app
        .api()
        .post(offers)
        .set(maker.auth)
        .send({ matchId: match.matchId, betAmount: 10, betSelection: 'draw' });
      app.wallet.mode = 'up';

      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        message: 'Wallet is temporarily unavailable, please try again',
      });
      const [offer] = await app.db().query(`SELECT id, status FROM offers WHERE user_id = $1`, [maker.id]);
      expect(offer.status).toBe('rejected');
      // The wallet releases a hold that may have landed on OfferRejected (here: a tombstone), once.
      await app.settle();
      expect(app.wallet.holdState(`offer:${offer.id}`)).toBe('tombstone');
      expect(app.wallet.releaseCount(`offer:${offer.id}`)).toBe(1);
    });

    it('releases a hold whose answer was lost, so no money stays held', async () => {
      const match = await scheduleMatch(app);
      const maker = bettor(app, '50.00');
      app.wallet.mode = 'lose-answers';

      const response = await app
        .api()
        .post(offers)
        .set(maker.auth)
        .send({ matchId: match.matchId, betAmount: 10, betSelection: 'draw' });
      app.wallet.mode = 'up';

      expect(response.status).toBe(503);
      await app.settle();
      expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '0.00' });
    });
  });
});

describe('Offers with configured stake bounds', () => {
  let app: BettingApp;

  beforeAll(async () => {
    app = await startBettingApp({ extraEnv: { OFFER_MIN_AMOUNT: '5', OFFER_MAX_AMOUNT: '50.50' } });
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['4.99', 'Minimum bet amount is $5'],
    ['50.51', 'Maximum bet amount is $50.50'],
  ])('states the configured bound for %s', async (betAmount, message) => {
    const match = await scheduleMatch(app);

    const response = await app
      .api()
      .post('/api/p2p-betting/offers')
      .set(bettor(app).auth)
      .send({ matchId: match.matchId, betAmount, betSelection: 'draw' });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
