import { expect } from '@jest/globals';
import type { BettingApp } from '../support/betting-app';
import type { Bettor } from './bettor.factory';

export interface OfferRequest {
  matchId: string;
  betAmount?: string | number;
  betSelection?: string;
  description?: string | null;
}

/** Creates an offer over HTTP and answers its id; fails the test unless it was created. */
export async function createOffer(app: BettingApp, maker: Bettor, offer: OfferRequest): Promise<string> {
  const response = await app
    .api()
    .post('/api/p2p-betting/offers')
    .set(maker.auth)
    .send({ betAmount: '10.00', betSelection: 'home_win', description: 'Arsenal at home', ...offer });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
}

export function matchOffer(app: BettingApp, taker: Bettor, offerId: string, counterSelection = 'away_win') {
  return app
    .api()
    .post(`/api/p2p-betting/offers/${offerId}/match`)
    .set(taker.auth)
    .send({ counterSelection });
}
