import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { admin, member } from './factories/people';
import { AdminApp, startAdminApp } from './support/admin-app';

const id = randomUUID();

/** Every admin call, with a body that would be valid, so only the caller decides the answer. */
const ADMIN_CALLS: Array<{ method: 'get' | 'post' | 'put'; route: string; body?: object }> = [
  { method: 'get', route: '/api/admin/users' },
  { method: 'get', route: '/api/admin/users/{id}' },
  { method: 'put', route: '/api/admin/users/{id}/role', body: { role: 'admin', reason: 'Runs support' } },
  { method: 'put', route: '/api/admin/users/{id}/status', body: { status: 'suspended', reason: 'Fraud' } },
  { method: 'get', route: '/api/admin/peer-bets' },
  {
    method: 'post',
    route: '/api/admin/peer-bets/{id}/settle',
    body: { result: 'void', reason: 'Abandoned' },
  },
  {
    method: 'post',
    route: '/api/admin/matches/{id}/finish',
    body: { home: 2, away: 1, reason: 'Demo: settle the bets now' },
  },
  { method: 'get', route: '/api/admin/stats' },
  { method: 'get', route: '/api/admin/audit' },
  { method: 'post', route: '/api/admin/rebuild' },
  { method: 'get', route: '/api/admin/support/conversations' },
  { method: 'get', route: '/api/admin/support/conversations/{id}' },
  { method: 'post', route: '/api/admin/support/conversations/{id}/messages', body: { text: 'Hello' } },
  { method: 'post', route: '/api/admin/support/conversations/{id}/close' },
];

const pathOf = (route: string) => route.replace('{id}', id);

describe('Who may call the admin service', () => {
  let app: AdminApp;

  beforeAll(async () => {
    app = await startAdminApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('covers every /api/admin route the service documents', async () => {
    const { paths } = (await app.api().get('/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(paths)
      .filter(([route]) => route.startsWith('/api/admin'))
      .flatMap(([route, operations]) => Object.keys(operations).map((method) => `${method} ${route}`));

    expect(documented.sort()).toEqual(ADMIN_CALLS.map(({ method, route }) => `${method} ${route}`).sort());
  });

  it.each(ADMIN_CALLS)('answers 401 to a guest on $method $route', async ({ method, route, body }) => {
    const response = await app.api()[method](pathOf(route)).send(body);

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: 'Authentication required' });
  });

  it.each(ADMIN_CALLS)('answers 403 to a bettor on $method $route', async ({ method, route, body }) => {
    const response = await app.api()[method](pathOf(route)).set(member().auth).send(body);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: 'Admin access required' });
  });

  it('sends no command to auth, betting or football for a caller who is not an admin', () => {
    expect(app.auth.calls).toEqual([]);
    expect(app.betting.calls).toEqual([]);
    expect(app.football.calls).toEqual([]);
  });

  it.each([
    { method: 'get' as const, path: '/api/support/conversation' },
    { method: 'post' as const, path: '/api/support/messages' },
  ])('asks a guest to sign in on $method $path', async ({ method, path }) => {
    const response = await app.api()[method](path).send({ text: 'Help' });

    expect(response.status).toBe(401);
  });

  it('refuses a request that did not come through the gateway', async () => {
    const response = await app
      .api()
      .get('/api/admin/stats')
      .set(admin().auth)
      .set('x-internal-token', 'forged');

    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Requests must come through the gateway');
  });

  it('lets an admin in', async () => {
    const response = await app.api().get('/api/admin/stats').set(admin().auth);

    expect(response.status).toBe(200);
  });
});
