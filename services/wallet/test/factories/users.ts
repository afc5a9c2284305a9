import { createEvent, UserRegistered } from '@p2p/contracts';
import { EventDispatcher } from '@p2p/service-kit';
import { accessToken, testUser, TestUser } from '@p2p/testing';
import type { WalletApp } from '../support/wallet-app';

export interface RegisteredUser extends TestUser {
  email: string;
  token: string;
}

/** A user as auth would announce them: the wallet's projection learns them through the inbox. */
export async function registerUser(
  wallet: WalletApp,
  overrides: Partial<TestUser & { email: string }> = {},
): Promise<RegisteredUser> {
  const user = testUser(overrides);
  const email = overrides.email ?? `${user.username}@example.test`;
  const payload: UserRegistered = {
    userId: user.id,
    username: user.username,
    name: user.name,
    email,
    role: user.role,
    isEmailVerified: user.emailVerified,
  };
  await wallet.app.get(EventDispatcher).dispatch(createEvent('auth.UserRegistered', user.id, payload));
  return { ...user, email, token: accessToken(user) };
}

export async function registerAdmin(wallet: WalletApp): Promise<RegisteredUser> {
  return registerUser(wallet, { role: 'admin', name: 'Ada Admin' });
}
