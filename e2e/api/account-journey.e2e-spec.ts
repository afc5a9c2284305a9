import { describe, expect, it } from '@jest/globals';
import { ADULT_DATE_OF_BIRTH, eventually, TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { useTestPlatform } from '../support/test-platform';

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  message?: string;
  error?: string;
  data: T;
}

describe('account journey through the gateway', () => {
  // DEV_MAILBOX=true is what `npm start` set before issue 13, when auth then served every reset
  // link at /api/dev/mailbox to anyone: the variable must now open nothing.
  const platform = useTestPlatform({ DEV_MAILBOX: 'true' });
  const tag = randomBytes(4).toString('hex');
  const account = {
    name: 'Journey Tester',
    username: `journey_${tag}`,
    email: `journey.${tag}@example.com`,
    password: 'First-Password-1',
    phone: '+1 555 010 4242',
    dateOfBirth: ADULT_DATE_OF_BIRTH,
  };

  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: object; token?: string; cookie?: string } = {},
  ): Promise<{ status: number; body: Envelope<T>; cookies: string[] }> {
    const response = await fetch(`${platform.url}${path}`, {
      method,
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    return {
      status: response.status,
      body: (await response.json()) as Envelope<T>,
      cookies: response.headers.getSetCookie(),
    };
  }

  it('signs up, verifies the email with the mailed PIN, edits the profile and changes the password', async () => {
    const registered = await call<{ token: string; user: { id: string; isEmailVerified: boolean } }>(
      'POST',
      '/api/auth/register',
      { body: account },
    );
    expect(registered.status).toBe(201);
    expect(registered.body.data.user.isEmailVerified).toBe(false);

    const mail = await platform.mail.latestTo(account.email);
    const pin = /Your verification code is (\d{6})/.exec(mail.text)?.[1];
    expect(pin).toMatch(/^\d{6}$/);

    const verified = await call<{ user: { isEmailVerified: boolean } }>(
      'POST',
      '/api/email-verification/verify-pin',
      {
        body: { email: account.email, pin },
      },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Email verified successfully');
    expect(verified.body.data.user.isEmailVerified).toBe(true);
    const status = await call<{ isVerified: boolean }>(
      'GET',
      `/api/email-verification/status/${encodeURIComponent(account.email)}`,
      { token: registered.body.data.token },
    );
    expect(status.body.data.isVerified).toBe(true);

    const login = await call<{ token: string }>('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.message).toBe('Login successful');
    const refreshCookie = login.cookies.find((cookie) => cookie.startsWith('refresh_token='))?.split(';')[0];
    const refreshed = await call<{ token: string }>('POST', '/api/auth/refresh', { cookie: refreshCookie });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.data.token;

    const edited = await call<{ user: Record<string, unknown> }>('PUT', '/api/profile', {
      token,
      body: { country: 'Ghana', name: 'Journey T. Tester' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.user).toMatchObject({
      country: 'Ghana',
      dateOfBirth: `${ADULT_DATE_OF_BIRTH.slice(0, 4)}-**-**`,
      name: 'Journey T. Tester',
    });
    const profile = await call<{ user: Record<string, unknown> }>('GET', '/api/profile', { token });
    expect(profile.body.data.user).toMatchObject({
      country: 'Ghana',
      isEmailVerified: true,
      email: account.email,
    });

    const changed = await call('PUT', '/api/profile/password', {
      token,
      body: {
        currentPassword: account.password,
        newPassword: 'Second-Password-2',
        confirmPassword: 'Second-Password-2',
      },
    });
    expect(changed.status).toBe(200);
    const rotatedCookie = refreshed.cookies
      .find((cookie) => cookie.startsWith('refresh_token='))
      ?.split(';')[0];
    const afterChange = await call('POST', '/api/auth/refresh', { cookie: rotatedCookie });
    expect(afterChange.status).toBe(401);

    const oldPassword = await call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    const newPassword = await call<{ token: string; user: Record<string, unknown> }>(
      'POST',
      '/api/auth/login',
      {
        body: { email: account.email, password: 'Second-Password-2' },
      },
    );
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.body.message).toBe('Invalid email or password');
    expect(newPassword.status).toBe(200);
    expect(newPassword.body.data.user).toMatchObject({ name: 'Journey T. Tester', country: 'Ghana' });

    const check = await call<{ user: { id: string } }>('POST', '/api/auth/verify-token', {
      token: newPassword.body.data.token,
    });
    expect(check.body.data.user.id).toBe(registered.body.data.user.id);
  });

  it('resets a forgotten password through the link mailed to the catcher', async () => {
    const email = `forgot.${tag}@example.com`;
    await call('POST', '/api/auth/register', {
      body: { ...account, username: `forgot_${tag}`, email },
    });

    const forgot = await call('POST', '/api/auth/forgot-password', { body: { email } });
    const link = await eventually(async () => {
      const mails = await platform.mail.messagesTo(email);
      const token = /\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(mails.map((m) => m.text).join('\n'))?.[1];
      if (!token) throw new Error('no reset link yet');
      return token;
    });
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token: link, newPassword: 'Reset-Password-3' },
    });
    const login = await call('POST', '/api/auth/login', { body: { email, password: 'Reset-Password-3' } });

    expect(forgot.status).toBe(200);
    expect(reset.status).toBe(200);
    expect(login.status).toBe(200);
  });

  it('keeps a browser that signed in trusted: its device cookie comes and goes through the gateway', async () => {
    const email = `device.${tag}@example.com`;
    await call('POST', '/api/auth/register', { body: { ...account, username: `device_${tag}`, email } });
    const signedIn = await call('POST', '/api/auth/login', { body: { email, password: account.password } });
    const setCookie = signedIn.cookies.find((cookie) => cookie.startsWith('login_device='));
    for (let attempt = 0; attempt < 5; attempt++) {
      await call('POST', '/api/auth/login', { body: { email, password: 'wrong-guess' } });
    }

    const untrusted = await call('POST', '/api/auth/login', { body: { email, password: account.password } });
    const trusted = await call('POST', '/api/auth/login', {
      body: { email, password: account.password },
      cookie: setCookie?.split(';')[0],
    });

    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/auth\/login(;|$)/);
    expect(untrusted.status).toBe(429);
    expect(trusted.status).toBe(200);
  });

  it('has no mailbox on the network: 404 through the gateway, and no such route in auth', async () => {
    await call('POST', '/api/auth/forgot-password', { body: { email: 'admin@p2pbet.local' } });
    const auth = platform.services.get('auth')?.getHttpServer().address() as AddressInfo;

    const viaGateway = await fetch(`${platform.url}/api/dev/mailbox?to=admin%40p2pbet.local`);
    const inAuth = await fetch(`http://127.0.0.1:${auth.port}/api/dev/mailbox?to=admin%40p2pbet.local`, {
      headers: { 'x-internal-token': TEST_INTERNAL_TOKEN },
    });

    expect(viaGateway.status).toBe(404);
    expect(JSON.stringify(await viaGateway.json())).not.toContain('password-reset');
    expect(inAuth.status).toBe(404);
  });
});
