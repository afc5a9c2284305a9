import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@p2p/testing';
import { FakeService, ReceivedRequest } from './support/fake-service';
import { call, GatewayUnderTest, startGateway } from './support/gateway-under-test';

/** A service given as a list of replicas (`SERVICE_URL_<NAME>=a,b`): round-robin, past a replica that is down. */
describe('gateway proxy to replicas', () => {
  let first: FakeService;
  let second: FakeService;
  let gateway: GatewayUnderTest;
  let halfDown: GatewayUnderTest;
  let allDown: GatewayUnderTest;

  beforeAll(async () => {
    [first, second] = await Promise.all([FakeService.start('wallet-0'), FakeService.start('wallet-1')]);
    const nobody = `http://127.0.0.1:${await freePort()}`;
    gateway = await startGateway({ SERVICE_URL_WALLET: `${first.url},${second.url}` });
    halfDown = await startGateway({ SERVICE_URL_WALLET: `${nobody}, ${second.url}` });
    allDown = await startGateway({ SERVICE_URL_WALLET: `${nobody},http://127.0.0.1:${await freePort()}` });
  });

  afterAll(async () => {
    await Promise.all([gateway?.close(), halfDown?.close(), allDown?.close()]);
    await Promise.all([first?.close(), second?.close()]);
  });

  it('spreads requests over the replicas in turn', async () => {
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await call(`${gateway.url}/api/wallet/balance`));

    expect(answers.map(({ body }) => (body as unknown as ReceivedRequest).service)).toEqual([
      'wallet-0',
      'wallet-1',
      'wallet-0',
      'wallet-1',
    ]);
  });

  it('sends a money command with its body to the next replica when one refuses the connection', async () => {
    const before = second.received.length;
    const answers = [];
    for (let index = 0; index < 4; index++) {
      answers.push(
        await call(`${halfDown.url}/api/wallet/transfers`, { method: 'POST', body: '{"amount":"1.00"}' }),
      );
    }

    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(answers.map(({ body }) => (body as unknown as ReceivedRequest).bodyLength)).toEqual([
      17, 17, 17, 17,
    ]);
    expect(second.received.length - before).toBe(4);
  });

  it('answers 503 when no replica is listening', async () => {
    const { status, body } = await call(`${allDown.url}/api/wallet/balance`);

    expect(status).toBe(503);
    expect(body).toEqual({ success: false, message: 'Service unavailable' });
  });

  it('reports the service up while one replica is ready', async () => {
    const { body } = await call(`${halfDown.url}/api/health`);

    expect((body as unknown as { data: { services: Record<string, string> } }).data.services.wallet).toBe(
      'up',
    );
  });
});
