import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, Topics } from '@p2p/contracts';
import { InMemoryEventBus } from '@p2p/messaging';
import { eventually, testKeyPair } from '@p2p/testing';
import { sign } from 'jsonwebtoken';
import { FakeService } from './support/fake-service';
import { call, GatewayUnderTest, startGateway } from './support/gateway-under-test';

const tokenOfSession = (sid: string) =>
  sign({ username: 'jane', name: 'Jane Doe', role: 'user', sid }, testKeyPair().privateKey, {
    algorithm: 'RS256',
    subject: 'user-1',
    issuer: 'p2p-auth',
    audience: 'p2p-api',
    expiresIn: 900,
  });

/** The gateway learns revoked sessions from auth's events and refuses their tokens before any service. */
describe('gateway and revoked sessions', () => {
  let bus: InMemoryEventBus;
  let wallet: FakeService;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    bus = new InMemoryEventBus({ maxAttempts: 1, initialBackoffMs: 1 });
    wallet = await FakeService.start('wallet');
    gateway = await startGateway({ SERVICE_URL_WALLET: wallet.url }, undefined, bus);
  });

  afterAll(async () => {
    await gateway?.close();
    await wallet?.close();
    await bus?.close();
  });

  const balanceWith = (token: string) =>
    call(`${gateway.url}/api/wallet/balance`, { headers: { authorization: `Bearer ${token}` } });

  it('answers 401 for a token of a revoked session, and passes the others on', async () => {
    const revoked = tokenOfSession('session-ended');
    const open = tokenOfSession('session-open');
    expect((await balanceWith(revoked)).status).toBe(200);

    await bus.publish(Topics.auth, [
      createEvent('auth.AccessRevoked', 'user-1', {
        userId: 'user-1',
        sessionIds: ['session-ended'],
        reason: 'logout',
      }),
    ]);

    await eventually(async () => {
      const refused = await balanceWith(revoked);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ success: false, message: 'Invalid or expired token' });
    });
    expect((await balanceWith(open)).status).toBe(200);
  });
});
