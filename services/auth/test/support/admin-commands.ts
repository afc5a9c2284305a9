import { TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import type { AuthApp } from './auth-app';

/** The admin service's commands, as it sends them: straight to auth, with the internal token. */
export function changeRole(
  auth: AuthApp,
  userId: string,
  body: { role?: string; reason?: unknown; changedBy?: string },
) {
  return auth
    .api()
    .put(`/internal/users/${userId}/role`)
    .set('x-internal-token', TEST_INTERNAL_TOKEN)
    .send(body);
}

export function changeStatus(
  auth: AuthApp,
  userId: string,
  body: { status?: string; reason?: string | null; changedBy?: string },
) {
  return auth
    .api()
    .put(`/internal/users/${userId}/status`)
    .set('x-internal-token', TEST_INTERNAL_TOKEN)
    .send(body);
}

/** An admin id auth does not know: the command trusts the admin service to name its caller. */
export const someAdminId = (): string => randomUUID();

export async function promote(auth: AuthApp, userId: string, changedBy = someAdminId()): Promise<void> {
  const response = await changeRole(auth, userId, { role: 'admin', reason: 'Joins the team', changedBy });
  if (response.status !== 200) throw new Error(`Promotion failed: ${JSON.stringify(response.body)}`);
}

export async function suspend(auth: AuthApp, userId: string, reason: string, changedBy = someAdminId()) {
  const response = await changeStatus(auth, userId, { status: 'suspended', reason, changedBy });
  if (response.status !== 200) throw new Error(`Suspension failed: ${JSON.stringify(response.body)}`);
}
