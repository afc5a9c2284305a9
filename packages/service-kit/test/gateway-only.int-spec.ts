import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_INTERNAL_TOKEN, viaGateway } from '@p2p/testing';
import request from 'supertest';
import { SampleApp, startSampleApp } from './support/sample-app';

const REFUSED = { success: false, message: 'Requests must come through the gateway' };

/** A service answers its routes only to the gateway, whose proof is the internal token. */
describe('a service behind the gateway', () => {
  let sample: SampleApp;
  const direct = () => request(sample.app.getHttpServer());
  const gateway = () => viaGateway(sample.app.getHttpServer());

  beforeAll(async () => {
    sample = await startSampleApp();
  });

  afterAll(async () => {
    await sample?.close();
  });

  it('refuses a public route called on its own port, without the gateway token', async () => {
    const response = await direct().get('/sample/limit');

    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
  });

  it('refuses a token that is not the one it was given', async () => {
    const response = await direct()
      .post('/sample/reservations')
      .set('x-internal-token', 'x'.repeat(TEST_INTERNAL_TOKEN.length))
      .send({ name: 'Jane Doe', count: 2 });

    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
  });

  it('answers the same route through the gateway', async () => {
    const response = await gateway().get('/sample/limit');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { limit: 3 } });
  });

  it.each(['/health/live', '/health/ready', '/metrics', '/openapi.json'])(
    'answers %s without the token: probes, scrapes and the docs merge come from inside the network',
    async (path) => {
      expect((await direct().get(path)).status).toBe(200);
    },
  );

  it('leaves /internal routes to their own guard and its answer', async () => {
    const response = await direct().get('/internal/ping');

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: 'Internal token required' });
  });

  it('never takes the caller from X-Forwarded-For, only from the socket or the gateway', async () => {
    const spoofed = await gateway().get('/sample/caller').set('x-forwarded-for', '203.0.113.7');
    const named = await gateway().get('/sample/caller').set('x-client-address', '198.51.100.20');

    expect(spoofed.body.data.ip).not.toBe('203.0.113.7');
    expect(spoofed.body.data.clientAddress).toMatch(/127\.0\.0\.1$/);
    expect(named.body.data.clientAddress).toBe('198.51.100.20');
  });
});
