import { accessToken, testUser, TestUser } from '@p2p/testing';
import type { BettingApp } from '../support/betting-app';

export interface Bettor extends TestUser {
  token: string;
  auth: { authorization: string };
}

/** A signed-in user with money in the wallet double. */
export function bettor(app: BettingApp, dollars = '1000.00', overrides: Partial<TestUser> = {}): Bettor {
  const user = testUser({ name: 'Test Bettor', ...overrides });
  app.wallet.fund(user.id, dollars);
  const token = accessToken(user);
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

export function admin(): Bettor {
  const user = testUser({ role: 'admin', name: 'Site Admin' });
  const token = accessToken(user);
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}
