import { accessToken, testUser, TestUser } from '@p2p/testing';

export interface SignedIn extends TestUser {
  token: string;
  auth: { authorization: string };
}

function signedIn(user: TestUser): SignedIn {
  const token = accessToken(user);
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

export function admin(overrides: Partial<TestUser> = {}): SignedIn {
  return signedIn(testUser({ role: 'admin', name: 'Site Admin', ...overrides }));
}

export function member(overrides: Partial<TestUser> = {}): SignedIn {
  return signedIn(testUser({ name: 'Test Member', ...overrides }));
}
