import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { FakeService, ReceivedRequest } from './support/fake-service';
import { call, GatewayUnderTest, startGateway } from './support/gateway-under-test';

const PER_IP = 2;

/**
 * Who the gateway takes a client for: the socket's peer unless TRUST_PROXY names a proxy in front;
 * that address is what its per-address limits count and what the services are told.
 */
describe('gateway client address', () => {
  let auth: FakeService;
  let exposed: GatewayUnderTest;
  let behindProxy: GatewayUnderTest;
  let headerCheck: GatewayUnderTest;

  beforeAll(async () => {
    auth = await FakeService.start('auth');
    const limited = { SERVICE_URL_AUTH: auth.url, RATE_LIMIT_PER_MINUTE_IP: String(PER_IP) };
    exposed = await startGateway(limited);
    behindProxy = await startGateway({ ...limited, TRUST_PROXY: '1' });
    headerCheck = await startGateway({ SERVICE_URL_AUTH: auth.url });
  });

  afterAll(async () => {
    await Promise.all([exposed?.close(), behindProxy?.close(), headerCheck?.close()]);
    await auth?.close();
  });

  const statusesFrom = async (gateway: GatewayUnderTest, forwardedFor: string[]) => {
    const statuses: number[] = [];
    for (const address of forwardedFor) {
      const answer = await call(`${gateway.url}/api/profile`, { headers: { 'x-forwarded-for': address } });
      statuses.push(answer.status);
    }
    return statuses;
  };
  const received = (answer: { body: Record<string, unknown> }) =>
    (answer.body as unknown as ReceivedRequest).headers;

  it('ignores X-Forwarded-For by default: requests naming different addresses share one budget', async () => {
    const statuses = await statusesFrom(exposed, ['203.0.113.1', '203.0.113.2', '203.0.113.3']);

    expect(statuses).toEqual([200, 200, 429]);
  });

  it("counts each address its proxy names with TRUST_PROXY=1, and each one's budget apart", async () => {
    const different = await statusesFrom(behindProxy, ['198.51.100.1', '198.51.100.2', '198.51.100.3']);
    const same = await statusesFrom(behindProxy, ['198.51.100.4', '198.51.100.4', '198.51.100.4']);

    expect(different).toEqual([200, 200, 200]);
    expect(same).toEqual([200, 200, 429]);
  });

  it('tells the service its own token and the address it counted, over what the client sent', async () => {
    const answer = await call(`${headerCheck.url}/api/profile`, {
      headers: {
        'x-internal-token': 'guessed-by-the-client',
        'x-client-address': '10.9.8.7',
        'x-forwarded-for': '203.0.113.9',
      },
    });

    expect(received(answer)['x-internal-token']).toBe(TEST_INTERNAL_TOKEN);
    expect(received(answer)['x-client-address']).toBe('127.0.0.1');
  });

  it('tells the service the address its trusted proxy named', async () => {
    const answer = await call(`${behindProxy.url}/api/profile`, {
      headers: { 'x-client-address': '10.9.8.7', 'x-forwarded-for': '10.0.0.1, 198.51.100.77' },
    });

    expect(received(answer)['x-client-address']).toBe('198.51.100.77');
  });
});
