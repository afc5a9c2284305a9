import { sign } from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { testKeyPair } from './keys';

export interface TestUser {
  id: string;
  username: string;
  name: string;
  role: 'user' | 'admin';
  /** False for a user who has not verified their email yet; verified unless said (issue 30). */
  emailVerified: boolean;
}

export function testUser(overrides: Partial<TestUser> = {}): TestUser {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    username: `user_${id.slice(0, 8)}`,
    name: 'Test User',
    role: 'user',
    emailVerified: true,
    ...overrides,
  };
}

/** An access token as auth signs it, for testing a service alone. */
export function accessToken(user: TestUser, options: { expiresIn?: number; issuer?: string } = {}): string {
  const claims = {
    username: user.username,
    name: user.name,
    role: user.role,
    ev: user.emailVerified,
  };
  return sign(claims, testKeyPair().privateKey, {
    algorithm: 'RS256',
    subject: user.id,
    issuer: options.issuer ?? 'p2p-auth',
    audience: 'p2p-api',
    expiresIn: options.expiresIn ?? 900,
  });
}
