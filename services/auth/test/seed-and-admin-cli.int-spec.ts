import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { createAdminAccount } from '../src/cli/admin-account';
import { DEMO_ACCOUNTS as PRINTED_BY_NPM_START } from '../../../scripts/src/demo-accounts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { signupForm } from './factories/accounts';
import { AuthApp, authEnv, startAuthApp } from './support/auth-app';

describe('demo seed and npm run admin:create', () => {
  describe('SEED_DEMO_DATA=true', () => {
    const env = authEnv({ SEED_DEMO_DATA: 'true' });
    let auth: AuthApp;

    beforeAll(async () => {
      auth = await startAuthApp(env);
    });

    afterAll(async () => {
      await auth?.close();
    });

    it.each(DEMO_ACCOUNTS.map((account) => [account.email, account] as const))(
      'seeds %s, verified, with a date of birth, able to log in with the listed password',
      async (_email, account) => {
        const response = await auth
          .api()
          .post('/api/auth/login')
          .send({ email: account.email, password: account.password });

        expect(response.status).toBe(200);
        expect(response.body.data.user).toMatchObject({
          username: account.username,
          name: account.name,
          role: account.role,
          isEmailVerified: true,
          dateOfBirth: `${account.dateOfBirth?.slice(0, 4)}-**-**`,
        });
      },
    );

    it('announces the seeded accounts with auth.UserRegistered', async () => {
      await eventually(() => {
        const registered = auth.bus
          .events('auth.events')
          .filter((event) => event.type === 'auth.UserRegistered');
        expect(registered.map((event) => (event.payload as { email: string }).email).sort()).toEqual(
          DEMO_ACCOUNTS.map((account) => account.email).sort(),
        );
      });
    });

    it('seeds the accounts npm start prints', () => {
      expect(PRINTED_BY_NPM_START.map(({ email, password }) => ({ email, password }))).toEqual(
        DEMO_ACCOUNTS.map(({ email, password }) => ({ email, password })),
      );
    });

    it('seeds nothing twice when the service starts again on the same database', async () => {
      const again = await startAuthApp(env);
      try {
        const [row] = await again.db.query(`SELECT count(*)::int AS n FROM users`);
        expect(row.n).toBe(DEMO_ACCOUNTS.length);
      } finally {
        await again.close();
      }
    });
  });

  describe('without SEED_DEMO_DATA (the distributed default)', () => {
    it('seeds nobody', async () => {
      const auth = await startAuthApp();
      try {
        const [row] = await auth.db.query(`SELECT count(*)::int AS n FROM users`);
        expect(row.n).toBe(0);
      } finally {
        await auth.close();
      }
    });
  });

  describe(createAdminAccount.name, () => {
    const env = authEnv();
    let auth: AuthApp;

    beforeAll(async () => {
      auth = await startAuthApp(env);
    });

    afterAll(async () => {
      await auth?.close();
    });

    it('creates a verified admin whose auth.UserRegistered the running service publishes', async () => {
      const form = signupForm();

      const admin = await createAdminAccount(env, {
        email: form.email,
        username: form.username,
        name: 'Ops Admin',
        password: 'Operator-Pass-1',
      });

      expect(admin).toEqual({
        id: expect.any(String),
        username: form.username,
        email: form.email,
        role: 'admin',
      });
      const login = await auth
        .api()
        .post('/api/auth/login')
        .send({ email: form.email, password: 'Operator-Pass-1' });
      expect(login.body.data.user).toMatchObject({ role: 'admin', isEmailVerified: true });
      await eventually(() => {
        const event = auth.bus.events('auth.events').find((candidate) => candidate.key === admin.id);
        expect(event).toMatchObject({ type: 'auth.UserRegistered', payload: { role: 'admin' } });
      });
    });

    it('refuses input that breaks the signup rules', async () => {
      await expect(
        createAdminAccount(env, { email: 'bad', username: 'x', name: 'Ops', password: 'short' }),
      ).rejects.toThrow(
        'Username must be between 3 and 30 characters, Please enter a valid email address, Password must be at least 8 characters',
      );
    });

    it('names a missing variable before starting anything', async () => {
      const { DATABASE_URL_AUTH: _url, ...withoutDatabase } = env;

      await expect(
        createAdminAccount(withoutDatabase, { ...signupForm(), name: 'Ops Admin' }),
      ).rejects.toThrow(/DATABASE_URL_AUTH/);
    });

    it('refuses an email or username already taken', async () => {
      const form = signupForm();
      await createAdminAccount(env, { ...form, name: 'Ops Admin' });

      await expect(createAdminAccount(env, { ...form, name: 'Ops Admin' })).rejects.toThrow(
        'User with this email or username already exists',
      );
    });
  });
});
