import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { admin, Bettor, bettor } from './factories/bettor.factory';
import { finishMatch, scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

describe('Bets', () => {
  let app: BettingApp;
  let maker: Bettor;
  let taker: Bettor;
  let settledBet: string;
  let activeBet: string;

  beforeAll(async () => {
    app = await startBettingApp();
    maker = bettor(app);
    taker = bettor(app);
    const finished = await scheduleMatch(app);
    const upcoming = await scheduleMatch(app);
    settledBet = (
      await matchOffer(app, taker, await createOffer(app, maker, { matchId: finished.matchId }), 'draw')
    ).body.data.id;
    activeBet = (
      await matchOffer(app, taker, await createOffer(app, maker, { matchId: upcoming.matchId }), 'away_win')
    ).body.data.id;
    await finishMatch(app, finished.matchId, 1, 1);
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('GET /api/p2p-betting/my-bets', () => {
    it('lists the bets the caller is a side of, newest first, from their side', async () => {
      const asMaker = await app.api().get('/api/p2p-betting/my-bets').set(maker.auth);
      const asTaker = await app.api().get('/api/p2p-betting/my-bets').set(taker.auth);

      expect(asMaker.status).toBe(200);
      expect(asMaker.body).toMatchObject({ success: true, count: 2 });
      expect(asMaker.body.data.map((bet: { id: string }) => bet.id)).toEqual([activeBet, settledBet]);
      expect(asMaker.body.data[1].currentUser).toEqual({
        selection: 'home_win',
        isWinner: false,
        isUserA: true,
        result: 'lost',
      });
      expect(asTaker.body.data[1].currentUser).toEqual({
        selection: 'draw',
        isWinner: true,
        isUserA: false,
        result: 'won',
      });
    });

    it.each([
      ['active', () => [activeBet]],
      ['matched', () => [activeBet]],
      ['settled', () => [settledBet]],
      ['void', () => []],
    ])('filters by the status %s', async (status, expected) => {
      const response = await app.api().get(`/api/p2p-betting/my-bets?status=${status}`).set(maker.auth);

      expect(response.body.data.map((bet: { id: string }) => bet.id)).toEqual(expected());
    });

    it('answers an empty list to someone with no bets', async () => {
      const response = await app.api().get('/api/p2p-betting/my-bets').set(bettor(app).auth);

      expect(response.body).toMatchObject({ data: [], count: 0 });
    });

    it('refuses a guest and an unknown status', async () => {
      const guest = await app.api().get('/api/p2p-betting/my-bets');
      const unknown = await app.api().get('/api/p2p-betting/my-bets?status=won').set(maker.auth);

      expect(guest.status).toBe(401);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Invalid status filter');
    });
  });

  describe('GET /api/p2p-betting/bets/:id', () => {
    it('shows a bet to each of its sides', async () => {
      const response = await app.api().get(`/api/p2p-betting/bets/${activeBet}`).set(taker.auth);

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        id: activeBet,
        status: 'matched',
        userA: { id: maker.id, selection: 'home_win' },
        userB: { id: taker.id, selection: 'away_win' },
        currentUser: { selection: 'away_win', isWinner: null, isUserA: false, result: null },
      });
    });

    it('shows any bet to an admin, who is neither side', async () => {
      const response = await app.api().get(`/api/p2p-betting/bets/${settledBet}`).set(admin().auth);

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id: settledBet, status: 'settled', currentUser: null });
    });

    it('forbids anyone else', async () => {
      const response = await app.api().get(`/api/p2p-betting/bets/${activeBet}`).set(bettor(app).auth);

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, message: 'You can only view your own bets' });
    });

    it.each([randomUUID(), 'bet-1'])('answers 404 for %s', async (betId) => {
      const response = await app.api().get(`/api/p2p-betting/bets/${betId}`).set(maker.auth);

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Bet not found' });
    });

    it('refuses a guest', async () => {
      const response = await app.api().get(`/api/p2p-betting/bets/${activeBet}`);

      expect(response.status).toBe(401);
    });
  });
});
