import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { admin } from './factories/people';
import { AdminApp, startAdminApp } from './support/admin-app';

describe('Role and status changes, forwarded to auth', () => {
  let app: AdminApp;
  const boss = admin();
  const target = randomUUID();

  beforeAll(async () => {
    app = await startAdminApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(() => {
    app.auth.reset();
  });

  const changeRole = (body: object, userId: string = target) =>
    app.api().put(`/api/admin/users/${userId}/role`).set(boss.auth).send(body);
  const changeStatus = (body: object, userId: string = target) =>
    app.api().put(`/api/admin/users/${userId}/status`).set(boss.auth).send(body);

  it("sends auth's role command with its reason, trimmed, the admin as changedBy and the internal token", async () => {
    const response = await changeRole({ role: 'admin', reason: '  Runs the support desk ' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: { id: target, role: 'admin', reason: 'Runs the support desk' },
      message: 'User role updated successfully',
    });
    expect(app.auth.calls).toHaveLength(1);
    expect(app.auth.calls[0]).toMatchObject({
      method: 'PUT',
      path: `/internal/users/${target}/role`,
      body: { role: 'admin', reason: 'Runs the support desk', changedBy: boss.id },
      headers: { 'x-internal-token': TEST_INTERNAL_TOKEN },
    });
  });

  it("carries the admin's request id to auth, so auth's events (and the audit entry) carry it too", async () => {
    await changeRole({ role: 'user', reason: 'Left the team' }).set('x-request-id', 'req-role-7');

    expect(app.auth.calls[0].headers['x-request-id']).toBe('req-role-7');
  });

  it("sends auth's status command: a suspension with its reason, trimmed, and a reinstatement", async () => {
    const suspended = await changeStatus({ status: 'suspended', reason: '  Chargebacks on three deposits ' });
    const reinstated = await changeStatus({ status: 'active' });

    expect(suspended.body).toEqual({
      success: true,
      data: { id: target, status: 'suspended', reason: 'Chargebacks on three deposits' },
      message: 'User suspended',
    });
    expect(reinstated.body.message).toBe('User reinstated');
    expect(app.auth.calls.map((call) => [call.path, call.body])).toEqual([
      [
        `/internal/users/${target}/status`,
        { status: 'suspended', reason: 'Chargebacks on three deposits', changedBy: boss.id },
      ],
      [`/internal/users/${target}/status`, { status: 'active', reason: null, changedBy: boss.id }],
    ]);
  });

  it('refuses an admin changing their own role or status, without asking auth', async () => {
    const role = await changeRole({ role: 'user', reason: 'Testing' }, boss.id);
    const status = await changeStatus({ status: 'suspended', reason: 'Testing' }, boss.id);

    expect(role.status).toBe(403);
    expect(role.body).toEqual({ success: false, message: 'You cannot change your own role' });
    expect(status.status).toBe(403);
    expect(status.body).toEqual({ success: false, message: 'You cannot change your own status' });
    expect(app.auth.calls).toEqual([]);
  });

  it.each([
    ['Role is required', { reason: 'Runs support' }],
    ['Role must be user or admin', { role: 'owner', reason: 'Runs support' }],
    ["A reason is required to change a user's role", { role: 'admin' }],
    ["A reason is required to change a user's role", { role: 'admin', reason: null }],
    ["A reason is required to change a user's role", { role: 'admin', reason: '  ' }],
    ['Reason must be text', { role: 'admin', reason: 42 }],
    ['Reason cannot exceed 500 characters', { role: 'admin', reason: 'x'.repeat(501) }],
    ['property extra should not exist', { role: 'admin', reason: 'Runs support', extra: true }],
  ])('refuses a role body: %s', async (message, body) => {
    const response = await changeRole(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(app.auth.calls).toEqual([]);
  });

  it('takes a reason of exactly 500 characters', async () => {
    const response = await changeRole({ role: 'admin', reason: `  ${'x'.repeat(500)}  ` });

    expect(response.status).toBe(200);
    expect(app.auth.calls[0].body.reason).toHaveLength(500);
  });

  it.each([
    ['A reason is required to suspend a user', { status: 'suspended' }],
    ['A reason is required to suspend a user', { status: 'suspended', reason: '   ' }],
    ['Reason cannot exceed 500 characters', { status: 'suspended', reason: 'x'.repeat(501) }],
    ['Status must be active or suspended', { status: 'banned', reason: 'Spam' }],
    ['Status is required', { reason: 'Spam' }],
    ['Reason must be text', { status: 'active', reason: 42 }],
  ])('refuses a status body: %s', async (message, body) => {
    const response = await changeStatus(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(app.auth.calls).toEqual([]);
  });

  it.each([
    [404, 'User not found'],
    [400, 'Validation failed (uuid is expected)'],
    [409, 'User already has this role'],
  ])("passes auth's %i and its message through", async (status, message) => {
    app.auth.answer(() => ({ status, body: { success: false, message } }));

    const response = await changeRole({ role: 'admin', reason: 'Runs support' });

    expect(response.status).toBe(status);
    expect(response.body).toEqual({ success: false, message });
  });

  it('answers 503 when auth fails, or refuses the internal token (never a 401 that would sign the admin out)', async () => {
    app.auth.answer(() => ({ status: 500, body: { success: false, message: 'Internal server error' } }));
    const failed = await changeStatus({ status: 'suspended', reason: 'Spam' });
    app.auth.answer(() => ({ status: 401, body: { success: false, message: 'Internal token required' } }));
    const refused = await changeRole({ role: 'admin', reason: 'Runs support' });

    expect(failed.status).toBe(503);
    expect(failed.body.message).toMatch(/^Failed to update user status/);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/^Failed to update user role/);
  });

  it('answers 503 when auth is unreachable', async () => {
    const offline = await startAdminApp({ extraEnv: { SERVICE_URL_AUTH: 'http://127.0.0.1:9' } });
    try {
      const response = await offline
        .api()
        .put(`/api/admin/users/${target}/role`)
        .set(boss.auth)
        .send({ role: 'admin', reason: 'Runs support' });

      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        message: 'Failed to update user role: the account service is unavailable, please try again',
      });
    } finally {
      await offline.close();
    }
  });

  it('answers 503 when auth does not answer in time', async () => {
    app.auth.answer(() => new Promise((resolve) => setTimeout(() => resolve({ status: 200 }), 3000).unref()));

    const response = await changeRole({ role: 'admin', reason: 'Runs support' });

    expect(response.status).toBe(503);
  });
});
