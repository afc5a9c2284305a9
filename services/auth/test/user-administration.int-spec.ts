import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { changeRole, changeStatus, promote, someAdminId, suspend } from './support/admin-commands';
import {
  AuthApp,
  bearer,
  publishedEvent,
  publishedEvents,
  refreshCookieOf,
  register,
  RegisteredUser,
  startAuthApp,
} from './support/auth-app';
import { claimsOf } from './support/forged-tokens';

describe('UserAdministration over /internal/users (roles, suspensions, token generations)', () => {
  let auth: AuthApp;
  const login = (user: RegisteredUser, password = user.form.password) =>
    auth.api().post('/api/auth/login').send({ email: user.form.email, password });
  const refresh = (cookie: string) => auth.api().post('/api/auth/refresh').set('Cookie', cookie);
  const verify = (token: string) => auth.api().post('/api/auth/verify-token').set(bearer(token));
  /** A route behind auth's own guard, which follows auth.AccessRevoked like every app. */
  const profile = (token: string) => auth.api().get('/api/profile').set(bearer(token));

  beforeAll(async () => {
    auth = await startAuthApp();
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('PUT /internal/users/:id/role', () => {
    it('records UserUpdated, UserRoleChanged and AccessRevoked with the new generation, once each', async () => {
      const user = await register(auth);
      const admin = someAdminId();

      const response = await changeRole(auth, user.id, {
        role: 'admin',
        reason: '  Runs the support desk ',
        changedBy: admin,
      });

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id: user.id, role: 'admin', status: 'active' });
      const changed = await publishedEvent(auth, 'auth.UserRoleChanged', user.id);
      expect(changed.payload).toEqual({
        userId: user.id,
        previousRole: 'user',
        role: 'admin',
        changedBy: admin,
        reason: 'Runs the support desk',
      });
      expect((await publishedEvent(auth, 'auth.AccessRevoked', user.id)).payload).toEqual({
        userId: user.id,
        sessionIds: [],
        minTokenGeneration: 1,
        reason: 'role_changed',
      });
      expect(publishedEvents(auth, 'auth.UserRoleChanged', user.id)).toHaveLength(1);
      expect(publishedEvents(auth, 'auth.AccessRevoked', user.id)).toHaveLength(1);
      expect(publishedEvents(auth, 'auth.UserUpdated', user.id).map((event) => event.payload)).toEqual([
        expect.objectContaining({ userId: user.id, role: 'admin' }),
      ]);
    });

    it("refuses the user's older tokens at auth's own guard, while a refreshed one works with the new role", async () => {
      const user = await register(auth);
      await profile(user.token).expect(200);

      await promote(auth, user.id);

      await eventually(() => profile(user.token).expect(401));
      const refreshed = await refresh(user.refreshCookie).expect(200);
      const token = refreshed.body.data.token as string;
      expect(claimsOf(user.token).gen).toBe(0);
      expect(claimsOf(token)).toMatchObject({ role: 'admin', gen: 1, sid: claimsOf(user.token).sid });
      await profile(token).expect(200);
    });

    it('answers 200 and records nothing when the user already has the role', async () => {
      const user = await register(auth);

      const noOp = await changeRole(auth, user.id, { role: 'user', changedBy: someAdminId() });
      await promote(auth, user.id);

      expect(noOp.status).toBe(200);
      expect(noOp.body.data.role).toBe('user');
      const changes = await eventually(() => {
        const events = publishedEvents(auth, 'auth.UserRoleChanged', user.id);
        expect(events).toHaveLength(1);
        return events;
      });
      expect(changes[0].payload).toMatchObject({ previousRole: 'user', role: 'admin' });
      expect(publishedEvents(auth, 'auth.AccessRevoked', user.id)).toHaveLength(1);
    });

    it('refuses an admin changing their own role with 403', async () => {
      const admin = await register(auth);
      await promote(auth, admin.id);

      const response = await changeRole(auth, admin.id, { role: 'user', changedBy: admin.id });

      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You cannot change your own role');
    });

    it('answers 404 for an unknown user', async () => {
      const response = await changeRole(auth, someAdminId(), { role: 'admin', changedBy: someAdminId() });

      expect(response.status).toBe(404);
      expect(response.body.message).toBe('User not found');
    });

    it('requires the role and who changes it', async () => {
      const user = await register(auth);

      const noAdmin = await changeRole(auth, user.id, { role: 'admin' });
      const badRole = await changeRole(auth, user.id, { role: 'root', changedBy: someAdminId() });

      expect(noAdmin.status).toBe(400);
      expect(noAdmin.body.message).toBe('changedBy is required');
      expect(badRole.status).toBe(400);
      expect(badRole.body.message).toBe('Role must be user or admin');
    });

    it('carries out a command without a reason (an admin service older than the rule), recording none', async () => {
      const user = await register(auth);

      await changeRole(auth, user.id, { role: 'admin', changedBy: someAdminId() }).expect(200);

      const changed = await publishedEvent(auth, 'auth.UserRoleChanged', user.id);
      expect(changed.payload).toMatchObject({ role: 'admin', reason: null });
    });

    it.each([
      ['Reason must be text', 42],
      ['Reason cannot exceed 500 characters', 'x'.repeat(501)],
    ])('refuses a reason: %s', async (message, reason) => {
      const user = await register(auth);

      const response = await changeRole(auth, user.id, { role: 'admin', reason, changedBy: someAdminId() });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });

  describe('PUT /internal/users/:id/status', () => {
    it('suspends: UserStatusChanged, and one AccessRevoked naming every session and the new generation', async () => {
      const user = await register(auth);
      const second = await login(user).expect(200);
      const admin = someAdminId();

      const response = await changeStatus(auth, user.id, {
        status: 'suspended',
        reason: '  Chargeback under review  ',
        changedBy: admin,
      });

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        id: user.id,
        status: 'suspended',
        statusReason: 'Chargeback under review',
      });
      const changed = await publishedEvent(auth, 'auth.UserStatusChanged', user.id);
      expect(changed.payload).toEqual({
        userId: user.id,
        previousStatus: 'active',
        status: 'suspended',
        reason: 'Chargeback under review',
        changedBy: admin,
      });
      const revoked = await publishedEvent(auth, 'auth.AccessRevoked', user.id);
      expect(revoked.payload).toEqual({
        userId: user.id,
        sessionIds: expect.arrayContaining([claimsOf(user.token).sid, claimsOf(second.body.data.token).sid]),
        minTokenGeneration: 1,
        reason: 'status_changed',
      });
      expect(publishedEvents(auth, 'auth.UserStatusChanged', user.id)).toHaveLength(1);
      expect(publishedEvents(auth, 'auth.AccessRevoked', user.id)).toHaveLength(1);
    });

    it('refuses login, refresh and the token check of a suspended user, saying why', async () => {
      const user = await register(auth);

      await suspend(auth, user.id, 'Chargeback under review');

      const rightPassword = await login(user);
      const wrongPassword = await login(user, 'Not-The-Password-1');
      const refreshed = await refresh(user.refreshCookie);
      const again = await refresh(user.refreshCookie);
      const message = 'Your account has been suspended: Chargeback under review';
      expect(rightPassword.status).toBe(403);
      expect(rightPassword.body).toEqual({ success: false, message });
      // Without the password, nothing tells that the account exists or is suspended.
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body.message).toBe('Invalid email or password');
      expect(refreshed.status).toBe(403);
      expect(refreshed.body.message).toBe(message);
      // The browser keeps the cookie, so a later page still learns why (the first answer may be lost).
      expect(String(refreshed.headers['set-cookie'] ?? '')).not.toContain('refresh_token=');
      expect(again.status).toBe(403);
      expect(again.body.message).toBe(message);
      await eventually(() => verify(user.token).expect(401));
      await profile(user.token).expect(401);
    });

    it('lets a reinstated user sign in again, with new sessions only', async () => {
      const user = await register(auth);
      await suspend(auth, user.id, 'Chargeback under review');
      const admin = someAdminId();

      const response = await changeStatus(auth, user.id, { status: 'active', changedBy: admin });

      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ status: 'active', statusReason: null });
      const reinstated = await eventually(() => {
        const events = publishedEvents(auth, 'auth.UserStatusChanged', user.id);
        expect(events).toHaveLength(2);
        return events[1];
      });
      expect(reinstated.payload).toEqual({
        userId: user.id,
        previousStatus: 'suspended',
        status: 'active',
        reason: null,
        changedBy: admin,
      });
      const signedIn = await login(user).expect(200);
      expect(claimsOf(signedIn.body.data.token).gen).toBe(2);
      await verify(signedIn.body.data.token).expect(200);
      await profile(signedIn.body.data.token).expect(200);
      await refresh(refreshCookieOf(signedIn.headers['set-cookie'])).expect(200);
      // The sessions the suspension ended stay ended.
      await refresh(user.refreshCookie).expect(401);
    });

    it.each([undefined, null, '', '   '])(
      'refuses a suspension with the reason %p with 400',
      async (reason) => {
        const user = await register(auth);

        const response = await changeStatus(auth, user.id, {
          status: 'suspended',
          reason,
          changedBy: someAdminId(),
        });

        expect(response.status).toBe(400);
        expect(response.body.message).toBe('A reason is required to suspend a user');
      },
    );

    it('refuses an admin changing their own status with 403', async () => {
      const admin = await register(auth);
      await promote(auth, admin.id);

      const response = await changeStatus(auth, admin.id, {
        status: 'suspended',
        reason: 'Testing',
        changedBy: admin.id,
      });

      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You cannot change your own status');
    });

    it('answers 404 for an unknown user', async () => {
      const response = await changeStatus(auth, someAdminId(), {
        status: 'active',
        changedBy: someAdminId(),
      });

      expect(response.status).toBe(404);
    });

    it('answers 200 and records nothing when the user already has the status', async () => {
      const user = await register(auth);

      const noOp = await changeStatus(auth, user.id, { status: 'active', changedBy: someAdminId() });
      await suspend(auth, user.id, 'Fraud check');
      const noOpAgain = await changeStatus(auth, user.id, {
        status: 'suspended',
        reason: 'Another reason',
        changedBy: someAdminId(),
      });
      await changeStatus(auth, user.id, { status: 'active', changedBy: someAdminId() }).expect(200);

      expect(noOp.status).toBe(200);
      expect(noOpAgain.status).toBe(200);
      expect(noOpAgain.body.data.statusReason).toBe('Fraud check');
      const changes = await eventually(() => {
        const events = publishedEvents(auth, 'auth.UserStatusChanged', user.id);
        expect(events).toHaveLength(2);
        return events;
      });
      expect(changes.map((event) => event.payload)).toEqual([
        expect.objectContaining({ previousStatus: 'active', status: 'suspended' }),
        expect.objectContaining({ previousStatus: 'suspended', status: 'active' }),
      ]);
      expect(publishedEvents(auth, 'auth.AccessRevoked', user.id)).toHaveLength(2);
    });
  });

  describe('the last admin', () => {
    // A database of its own, so the admins of the other tests do not count.
    let platform: AuthApp;
    const activeAdmins = async (): Promise<string[]> =>
      (
        (await platform.db.query(
          `SELECT id FROM users WHERE role = 'admin' AND status = 'active'`,
        )) as Array<{
          id: string;
        }>
      ).map((row) => row.id);
    /** Makes `keep` the only active admin, through the commands themselves. */
    const leaveOnlyAdmin = async (keep: string) => {
      await promote(platform, keep);
      for (const id of await activeAdmins()) {
        if (id !== keep) await changeRole(platform, id, { role: 'user', changedBy: keep }).expect(200);
      }
    };

    beforeAll(async () => {
      platform = await startAuthApp();
    });

    afterAll(async () => {
      await platform?.close();
    });

    it('can be neither demoted nor suspended', async () => {
      const only = await register(platform);
      const other = await register(platform);
      await leaveOnlyAdmin(only.id);

      const demoted = await changeRole(platform, only.id, { role: 'user', changedBy: other.id });
      const suspended = await changeStatus(platform, only.id, {
        status: 'suspended',
        reason: 'Leaving',
        changedBy: other.id,
      });

      expect(demoted.status).toBe(409);
      expect(demoted.body.message).toBe('The last admin cannot be demoted');
      expect(suspended.status).toBe(409);
      expect(suspended.body.message).toBe('The last admin cannot be suspended');
      expect(await activeAdmins()).toEqual([only.id]);
    });

    it('stays when two admins demote or suspend each other at once, round after round', async () => {
      let [winner, loser] = [(await register(platform)).id, (await register(platform)).id];
      await leaveOnlyAdmin(winner);

      for (let round = 0; round < 10; round++) {
        const [a, b] = [winner, loser];
        await promote(platform, b, a);
        const suspending = round % 2 === 1;

        const race = await Promise.all([
          suspending
            ? changeStatus(platform, a, { status: 'suspended', reason: 'Race', changedBy: b })
            : changeRole(platform, a, { role: 'user', changedBy: b }),
          suspending
            ? changeStatus(platform, b, { status: 'suspended', reason: 'Race', changedBy: a })
            : changeRole(platform, b, { role: 'user', changedBy: a }),
        ]);

        expect(race.map((response) => response.status).sort()).toEqual([200, 409]);
        const left = await activeAdmins();
        expect(left).toHaveLength(1);
        [winner, loser] = left[0] === a ? [a, b] : [b, a];
        if (suspending)
          await changeStatus(platform, loser, { status: 'active', changedBy: winner }).expect(200);
      }
    });
  });
});
