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

/** A bettor the users projection knows by username, as auth's UserRegistered makes them. */
export async function registeredBettor(app: BettingApp, name: string, dollars = '1000.00'): Promise<Bettor> {
  const user = bettor(app, dollars, { name });
  await app.publish('auth.UserRegistered', user.id, {
    userId: user.id,
    username: user.username,
    name: user.name,
    email: `${user.username}@example.test`,
    role: 'user',
    isEmailVerified: true,
  });
  return user;
}

export function admin(): Bettor {
  const user = testUser({ role: 'admin', name: 'Site Admin' });
  const token = accessToken(user);
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}
