import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@p2p/testing';
import { FakeService } from './support/fake-service';
import { call, GatewayUnderTest, startGateway } from './support/gateway-under-test';

const document = (paths: Record<string, object>, schemas: Record<string, object>) => ({
  openapi: '3.0.0',
  info: { title: 'service', version: '1.0' },
  paths,
  components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
});

/** The whole platform's API document, and its health, as the gateway assembles them. */
describe('gateway docs and health', () => {
  let auth: FakeService;
  let betting: FakeService;
  let unready: FakeService;
  let gateway: GatewayUnderTest;
  let degraded: GatewayUnderTest;

  beforeAll(async () => {
    auth = await FakeService.start('auth', {
      openapi: document(
        { '/api/auth/login': { post: {} }, '/internal/users/{id}': { get: {} } },
        { LoginDto: { type: 'object' } },
      ),
    });
    betting = await FakeService.start('betting', {
      openapi: document({ '/api/p2p-betting/offers': { get: {} } }, { OfferDto: { type: 'object' } }),
    });
    unready = await FakeService.start('wallet', { ready: false });
    gateway = await startGateway({ SERVICE_URL_AUTH: auth.url, SERVICE_URL_BETTING: betting.url });
    degraded = await startGateway({
      SERVICE_URL_AUTH: auth.url,
      SERVICE_URL_WALLET: unready.url,
      SERVICE_URL_FOOTBALL: `http://127.0.0.1:${await freePort()}`,
    });
  });

  afterAll(async () => {
    await Promise.all([gateway?.close(), degraded?.close()]);
    await Promise.all([auth, betting, unready].map((service) => service?.close()));
  });

  it("merges the services' documents into one, with the gateway's health and bearer auth", async () => {
    const { status, body } = await call(`${gateway.url}/api/docs/openapi.json`);
    const spec = body as {
      openapi: string;
      paths: object;
      components: { schemas: object; securitySchemes: object };
    };

    expect(status).toBe(200);
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths).sort()).toEqual([
      '/api/auth/login',
      '/api/health',
      '/api/p2p-betting/offers',
    ]);
    expect(Object.keys(spec.components.schemas).sort()).toEqual(['ErrorEnvelope', 'LoginDto', 'OfferDto']);
    expect(spec.components.securitySchemes).toHaveProperty('bearer');
  });

  it('serves a docs page whose scripts all come from the gateway', async () => {
    const page = await fetch(`${gateway.url}/api/docs`);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    const loaded = await Promise.all(
      scripts.map(async (src) => {
        const response = await fetch(`${gateway.url}${src}`);
        await response.arrayBuffer();
        return response;
      }),
    );

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).not.toMatch(/<script>/);
    expect(scripts.length).toBeGreaterThan(0);
    expect(loaded.map((response) => response.status)).toEqual(scripts.map(() => 200));
  });

  it('reports every configured service up', async () => {
    expect(await call(`${gateway.url}/api/health`)).toMatchObject({
      status: 200,
      body: { success: true, data: { status: 'ok', services: { auth: 'up', betting: 'up' } } },
    });
  });

  it('answers 503 and marks the services that are not ready or not there', async () => {
    const { status, body } = await call(`${degraded.url}/api/health`);

    expect(status).toBe(503);
    expect(body).toMatchObject({
      success: false,
      data: { status: 'degraded', services: { auth: 'up', wallet: 'down', football: 'down' } },
    });
  });

  it('answers its own probes whatever the services do', async () => {
    expect((await call(`${degraded.url}/health/live`)).status).toBe(200);
    expect(await call(`${degraded.url}/health/ready`)).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('exports request latency by service prefix and status', async () => {
    await call(`${gateway.url}/api/auth/login`, { method: 'POST' });

    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();

    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{[^}]*upstream="auth"[^}]*route="\/api\/auth"/,
    );
    expect(metrics).toMatch(/http_request_duration_seconds_count\{[^}]*status="200"/);
  });
});
