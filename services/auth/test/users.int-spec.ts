import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { AuthApp, bearer, register, RegisteredUser, startAuthApp } from './support/auth-app';

describe('UsersController', () => {
  let auth: AuthApp;
  let caller: RegisteredUser;
  const tag = randomBytes(3).toString('hex');
  const search = (q: string, token = caller.token) =>
    auth.api().get('/api/users/search').query({ q }).set(bearer(token));

  beforeAll(async () => {
    auth = await startAuthApp();
    caller = await register(auth, { username: `striker_${tag}_me`, email: `me.${tag}@example.com` });
    for (let index = 0; index < 12; index++) {
      await register(auth, {
        username: `striker_${tag}_${index}`,
        email: `striker${index}.${tag}@example.com`,
      });
    }
    await register(auth, { username: `Keeper_${tag}`, email: `keeper.${tag}@example.com` });
    await register(auth, { username: `pct_${tag}`, email: `pct.${tag}@example.com` });
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('GET /api/users/search', () => {
    it('finds usernames case-insensitively, a leading @ ignored, with masked emails', async () => {
      const response = await search(`@KEEPER_${tag}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: [{ id: expect.any(String), username: `Keeper_${tag}`, email: 'k***@example.com' }],
      });
    });

    it('answers at most 10 users and never the caller', async () => {
      const response = await search(`striker_${tag}`);

      expect(response.body.data).toHaveLength(10);
      expect(response.body.data.map((user: { id: string }) => user.id)).not.toContain(caller.id);
    });

    it('treats % and _ as themselves, not as wildcards', async () => {
      const response = await search('%%');

      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
    });

    it.each(['a', '@b', ' ', ''])('needs at least 2 characters (%p)', async (q) => {
      const response = await search(q);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Search query must be at least 2 characters',
      });
    });

    it('needs a signed-in user', async () => {
      const response = await auth.api().get('/api/users/search').query({ q: 'striker' });

      expect(response.status).toBe(401);
    });
  });

  describe('GET /api/users/by-username/:username', () => {
    it("answers another user's username and masked email", async () => {
      const response = await auth.api().get(`/api/users/by-username/keeper_${tag}`).set(bearer(caller.token));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: { username: `Keeper_${tag}`, email: 'k***@example.com' },
      });
    });

    it("answers the caller's own email unmasked", async () => {
      const response = await auth
        .api()
        .get(`/api/users/by-username/${caller.form.username}`)
        .set(bearer(caller.token));

      expect(response.body.data).toEqual({ username: caller.form.username, email: caller.form.email });
    });

    it('answers 404 User not found', async () => {
      const response = await auth.api().get('/api/users/by-username/nobody_here').set(bearer(caller.token));

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'User not found' });
    });

    it('needs a signed-in user', async () => {
      const response = await auth.api().get(`/api/users/by-username/keeper_${tag}`);

      expect(response.status).toBe(401);
    });
  });
});
