import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@p2p/testing';
import { get } from 'node:http';
import { FakeService, ReceivedRequest } from './support/fake-service';
import { call, GatewayUnderTest, startGateway } from './support/gateway-under-test';

/** Routing, headers and failures of the proxy, against stand-in services on loopback. */
describe('gateway proxy', () => {
  let services: Record<'auth' | 'wallet' | 'betting' | 'football' | 'admin', FakeService>;
  let gateway: GatewayUnderTest;
  let downGateway: GatewayUnderTest;

  beforeAll(async () => {
    const [auth, wallet, betting, football, admin] = await Promise.all(
      ['auth', 'wallet', 'betting', 'football', 'admin'].map((name) => FakeService.start(name)),
    );
    services = { auth, wallet, betting, football, admin };
    gateway = await startGateway({
      SERVICE_URL_AUTH: auth.url,
      SERVICE_URL_WALLET: wallet.url,
      SERVICE_URL_BETTING: betting.url,
      SERVICE_URL_FOOTBALL: football.url,
      SERVICE_URL_ADMIN: admin.url,
      UPSTREAM_TIMEOUT_MS: '300',
    });
    downGateway = await startGateway({ SERVICE_URL_WALLET: `http://127.0.0.1:${await freePort()}` });
  });

  afterAll(async () => {
    await Promise.all([gateway?.close(), downGateway?.close()]);
    await Promise.all(Object.values(services ?? {}).map((service) => service.close()));
  });

  it.each([
    ['/api/auth/login', 'auth'],
    ['/api/email-verification/verify', 'auth'],
    ['/api/profile', 'auth'],
    ['/api/users/search?q=ann', 'auth'],
    ['/api/wallet/balance', 'wallet'],
    ['/api/deposits/7', 'wallet'],
    ['/api/direct-payments', 'wallet'],
    ['/api/p2p-betting/offers?page=2', 'betting'],
    ['/api/bets/history', 'betting'],
    ['/api/football/matches/live', 'football'],
    ['/api/admin/users?page=2', 'admin'],
    ['/api/support/conversation', 'admin'],
  ])('sends %s to %s with the path and query unchanged', async (path, service) => {
    const { status, body } = await call(`${gateway.url}${path}`, { method: 'PATCH', body: 'abc' });

    expect(status).toBe(200);
    expect(body).toMatchObject({ service, method: 'PATCH', url: path, bodyLength: 3 });
  });

  it('gives a request without an id a new one, forwarded to the service and returned', async () => {
    const { headers, body } = await call(`${gateway.url}/api/wallet/balance`);
    const id = headers.get('x-request-id');

    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((body as unknown as ReceivedRequest).headers['x-request-id']).toBe(id);
  });

  it("keeps the caller's request id", async () => {
    const { headers, body } = await call(`${gateway.url}/api/wallet/balance`, {
      headers: { 'x-request-id': 'trace-123' },
    });

    expect(headers.get('x-request-id')).toBe('trace-123');
    expect((body as unknown as ReceivedRequest).headers['x-request-id']).toBe('trace-123');
  });

  it('tells the service who called, and passes the Authorization header on unchecked', async () => {
    const { body } = await call(`${gateway.url}/api/bets/history`, {
      headers: { authorization: 'Bearer not-a-valid-token' },
    });
    const { headers } = body as unknown as ReceivedRequest;

    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers.authorization).toBe('Bearer not-a-valid-token');
  });

  it("passes the service's status, cookies and body through", async () => {
    const created = await fetch(`${gateway.url}/api/auth/cookie`, { method: 'POST' });
    const forbidden = await call(`${gateway.url}/api/football/forbidden`);

    expect(created.status).toBe(201);
    expect(created.headers.getSetCookie()).toEqual(['refresh=abc; HttpOnly; Path=/api/auth', 'theme=dark']);
    expect(created.headers.get('x-powered-by')).toBeNull();
    expect(forbidden).toMatchObject({ status: 403, body: { success: false, message: 'Nope' } });
  });

  it.each([
    ['a bearer token', { authorization: 'Bearer not-checked-here' }],
    ['a cookie', { cookie: 'refresh_token=r' }],
  ])('forbids storing the answer to a request with %s, whatever the service said', async (_, headers) => {
    const answer = await call(`${gateway.url}/api/football/cacheable`, { headers });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it("keeps the service's caching of an answer to an anonymous request", async () => {
    const answer = await call(`${gateway.url}/api/football/cacheable`);

    expect(answer.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it.each(['/api', '/api/nothing-here', '/api/authx/login', '/api/docsx'])(
    'answers %s with 404 in the envelope',
    async (path) => {
      expect(await call(`${gateway.url}${path}`)).toMatchObject({
        status: 404,
        body: { success: false, message: 'Route not found' },
      });
    },
  );

  it.each(['/api/wallet/internal/holds', '/api/wallet/%69nternal/holds', '/api/auth/x%2Finternal'])(
    'never lets %s reach a service',
    async (path) => {
      const before = services.wallet.received.length + services.auth.received.length;

      const { status, body } = await call(`${gateway.url}${path}`, { method: 'POST' });

      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: 'Route not found' });
      expect(services.wallet.received.length + services.auth.received.length).toBe(before);
    },
  );

  it('refuses to act as a forward proxy for an absolute-form request', async () => {
    const { port } = new URL(gateway.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get({ port, path: 'http://example.com/api/auth/login', agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject);
    });

    expect(status).toBe(404);
  });

  it('answers 503 for the routes of a service that is not configured', async () => {
    expect(await call(`${downGateway.url}/api/admin/stats`)).toMatchObject({
      status: 503,
      body: { success: false, message: 'Service unavailable' },
    });
  });

  it('answers 503 when the service does not accept connections', async () => {
    expect(await call(`${downGateway.url}/api/wallet/balance`)).toMatchObject({
      status: 503,
      body: { success: false, message: 'Service unavailable' },
    });
  });

  it('gives up on a silent service with 504 in the envelope', async () => {
    const { status, headers, body } = await call(`${gateway.url}/api/football/slow`);

    expect(status).toBe(504);
    expect(body).toEqual({ success: false, message: 'Upstream timeout' });
    expect(headers.get('x-request-id')).toBeTruthy();
  });
});
