import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { claimsOf } from './support/forged-tokens';
import { AuthApp, bearer, publishedEvent, refreshCookieOf, register, startAuthApp } from './support/auth-app';

describe('SessionsService over HTTP (refresh, logout, revocation)', () => {
  let auth: AuthApp;
  const refresh = (cookie?: string) => {
    const call = auth.api().post('/api/auth/refresh');
    return cookie ? call.set('Cookie', cookie) : call;
  };

  beforeAll(async () => {
    auth = await startAuthApp();
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('POST /api/auth/refresh', () => {
    it('answers a new access token and rotates the refresh cookie', async () => {
      const user = await register(auth);

      const response = await refresh(user.refreshCookie);

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'Token refreshed',
        data: { token: expect.any(String), expiresIn: 900, user: { id: user.id } },
      });
      const rotated = refreshCookieOf(response.headers['set-cookie']);
      expect(rotated).not.toBe(user.refreshCookie);
      expect(claimsOf(response.body.data.token).sid).toBe(claimsOf(user.token).sid);
    });

    it('stores refresh tokens hashed only', async () => {
      const user = await register(auth);
      const token = user.refreshCookie.split('=')[1];

      const rows = await auth.db.query(`SELECT token_hash FROM refresh_tokens WHERE user_id = $1`, [user.id]);

      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].token_hash).not.toContain(token);
    });

    it('revokes the whole chain when a rotated token is used again', async () => {
      const user = await register(auth);
      const first = await refresh(user.refreshCookie).expect(200);
      const current = refreshCookieOf(first.headers['set-cookie']);

      const reuse = await refresh(user.refreshCookie);
      const afterReuse = await refresh(current);

      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual({ success: false, message: 'Invalid or expired refresh token' });
      expect(afterReuse.status).toBe(401);
      expect(String(reuse.headers['set-cookie'])).toMatch(/refresh_token=;/);
    });

    it('ends the session the access token belongs to when reuse is detected', async () => {
      const user = await register(auth);
      await refresh(user.refreshCookie).expect(200);

      await refresh(user.refreshCookie).expect(401);
      const check = await auth.api().post('/api/auth/verify-token').set(bearer(user.token));

      expect(check.status).toBe(401);
    });

    it('lets only one of two simultaneous refreshes with the same token win', async () => {
      const user = await register(auth);

      const responses = await Promise.all([refresh(user.refreshCookie), refresh(user.refreshCookie)]);

      expect(responses.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('refuses a request without the cookie, and an unknown or expired token', async () => {
      const user = await register(auth);
      await auth.db.query(
        `UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [user.id],
      );

      const missing = await refresh();
      const unknown = await refresh('refresh_token=not-a-token');
      const expired = await refresh(user.refreshCookie);

      expect(missing.status).toBe(401);
      expect(missing.body.message).toBe('Refresh token is required');
      expect(unknown.status).toBe(401);
      expect(expired.status).toBe(401);
    });

    it('signs the role the database holds now, never one from a client', async () => {
      const user = await register(auth);
      await auth
        .api()
        .put(`/internal/users/${user.id}/role`)
        .set('x-internal-token', TEST_INTERNAL_TOKEN)
        .send({ role: 'admin', changedBy: randomUUID() })
        .expect(200);

      const response = await refresh(user.refreshCookie).expect(200);

      expect(claimsOf(response.body.data.token).role).toBe('admin');
      expect(response.body.data.user.role).toBe('admin');
    });
  });

  describe('PUT /internal/users/:id/role', () => {
    it('records auth.UserUpdated with the new role', async () => {
      const user = await register(auth);

      await auth
        .api()
        .put(`/internal/users/${user.id}/role`)
        .set('x-internal-token', TEST_INTERNAL_TOKEN)
        .send({ role: 'admin', changedBy: randomUUID() })
        .expect(200);

      const event = await publishedEvent(auth, 'auth.UserUpdated', user.id);
      expect(event.payload).toMatchObject({ userId: user.id, role: 'admin' });
    });

    it('refuses callers without the internal token, even admins', async () => {
      const user = await register(auth);

      const response = await auth
        .api()
        .put(`/internal/users/${user.id}/role`)
        .set(bearer(user.token))
        .send({ role: 'admin', changedBy: randomUUID() });

      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Internal token required');
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the session and clears the cookie', async () => {
      const user = await register(auth);

      const response = await auth.api().post('/api/auth/logout').set('Cookie', user.refreshCookie);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: null, message: 'Logged out successfully' });
      expect(String(response.headers['set-cookie'])).toMatch(/refresh_token=;.*Expires=Thu, 01 Jan 1970/);
      await refresh(user.refreshCookie).expect(401);
      await auth.api().post('/api/auth/verify-token').set(bearer(user.token)).expect(401);
    });

    it('leaves the user’s other sessions alone', async () => {
      const user = await register(auth);
      const other = await auth
        .api()
        .post('/api/auth/login')
        .send({ email: user.form.email, password: user.form.password })
        .expect(200);

      await auth.api().post('/api/auth/logout').set('Cookie', user.refreshCookie).expect(200);

      await refresh(refreshCookieOf(other.headers['set-cookie'])).expect(200);
    });

    it('ends the session of the bearer token when no cookie comes with it, and announces it', async () => {
      const user = await register(auth);
      const other = await auth
        .api()
        .post('/api/auth/login')
        .send({ email: user.form.email, password: user.form.password })
        .expect(200);

      await auth.api().post('/api/auth/logout').set(bearer(user.token)).expect(200);

      await auth.api().post('/api/auth/verify-token').set(bearer(user.token)).expect(401);
      await refresh(user.refreshCookie).expect(401);
      const revoked = await publishedEvent(auth, 'auth.AccessRevoked', user.id);
      expect(revoked.payload).toEqual({
        userId: user.id,
        sessionIds: [claimsOf(user.token).sid],
        reason: 'logout',
      });
      await auth.api().post('/api/auth/verify-token').set(bearer(other.body.data.token)).expect(200);
    });

    it('answers success without a cookie', async () => {
      const response = await auth.api().post('/api/auth/logout');

      expect(response.status).toBe(200);
    });
  });

  describe('changing the password', () => {
    it('revokes every session of the user', async () => {
      const user = await register(auth);
      const second = await auth
        .api()
        .post('/api/auth/login')
        .send({ email: user.form.email, password: user.form.password })
        .expect(200);

      await auth
        .api()
        .put('/api/profile/password')
        .set(bearer(user.token))
        .send({
          currentPassword: user.form.password,
          newPassword: 'BrandNew123',
          confirmPassword: 'BrandNew123',
        })
        .expect(200);

      await refresh(user.refreshCookie).expect(401);
      await refresh(refreshCookieOf(second.headers['set-cookie'])).expect(401);
      await auth.api().post('/api/auth/verify-token').set(bearer(user.token)).expect(401);
    });
  });
});
