/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import { ActiveSessions } from './ActiveSessions';
import { TwoFactorSettings } from './TwoFactorSettings';

const alice = {
  id: 'u1',
  name: 'Alice',
  username: 'alice',
  email: 'alice@p2pbet.local',
  role: 'user',
  twoFactorEnabled: false,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Route = (call: Call) => Response | undefined;

/** Answers each call with the first route that knows it; records every call. */
function mockServer(...routes: Route[]): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    for (const route of routes) {
      const answer = route(call);
      if (answer) return answer;
    }
    throw new Error(`Unexpected ${call.method} ${call.url}`);
  });
  return calls;
}

const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, data, message });
const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `abcd${'efghjkmnpq'[index]}-x9rt${'abcdefghjk'[index]}`,
);

/** 2FA is off for the signed-in user. */
const twoFactorOff: Route = ({ url }) =>
  url === '/api/auth/2fa' ? ok({ enabled: false, recoveryCodesLeft: 0 }) : undefined;
/** The setup's answer: a new secret, its otpauth URL and QR code. */
const setupStarted: Route = ({ url }) =>
  url === '/api/auth/2fa/setup'
    ? ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' })
    : undefined;

describe('TwoFactorSettings', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(alice));
  });
  afterEach(cleanup);

  it('sets up: password, then the QR code and key, then a code; shows the ten recovery codes once', async () => {
    let enabled = false;
    const calls = mockServer(
      ({ method, url }) =>
        url === '/api/auth/2fa' && method === 'GET'
          ? ok({ enabled, recoveryCodesLeft: enabled ? 10 : 0 })
          : undefined,
      setupStarted,
      ({ url }) => {
        if (url !== '/api/auth/2fa/enable') return undefined;
        enabled = true;
        return ok({ recoveryCodes: RECOVERY_CODES });
      },
      ({ url }) =>
        url === '/api/profile' ? ok({ user: { ...alice, twoFactorEnabled: enabled } }) : undefined,
    );
    const { user, store } = renderPage(<TwoFactorSettings />);

    await user.type(await screen.findByLabelText('Current password'), 'Alice123!');
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(calls.find((call) => call.url === '/api/auth/2fa/setup')?.body).toEqual({ password: 'Alice123!' });
    expect(calls.find((call) => call.url === '/api/auth/2fa/enable')?.body).toEqual({ code: '123456' });
    await waitFor(() => expect(store.getState().user?.twoFactorEnabled).toBe(true));

    await user.click(screen.getByRole('button', { name: 'I Have Saved My Codes' }));
    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('copies the recovery codes, one a line', async () => {
    mockServer(
      twoFactorOff,
      setupStarted,
      ({ url }) => (url === '/api/auth/2fa/enable' ? ok({ recoveryCodes: RECOVERY_CODES }) : undefined),
      ({ url }) => (url === '/api/profile' ? ok({ user: alice }) : undefined),
    );
    const { user } = renderPage(<TwoFactorSettings />);
    await user.type(await screen.findByLabelText('Current password'), 'Alice123!');
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    await user.click(await screen.findByRole('button', { name: 'Copy Codes' }));

    expect(await screen.findByText('Recovery codes copied')).toBeTruthy();
    // user-event puts a clipboard of its own in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));
  });

  it("shows the server's refusal of a wrong password or code", async () => {
    mockServer(twoFactorOff, ({ url }) =>
      url === '/api/auth/2fa/setup'
        ? jsonResponse(400, { success: false, message: 'Password is incorrect' })
        : undefined,
    );
    const { user } = renderPage(<TwoFactorSettings />);

    await user.type(await screen.findByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }));

    expect(await screen.findByText('Password is incorrect')).toBeTruthy();
  });

  it('asks for six digits before enabling', async () => {
    const calls = mockServer(twoFactorOff, setupStarted);
    const { user } = renderPage(<TwoFactorSettings />);
    await user.type(await screen.findByLabelText('Current password'), 'Alice123!');
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }));

    await user.type(await screen.findByLabelText('Code from the app'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    expect(await screen.findByText('Enter the 6-digit code from your app')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/auth/2fa/enable')).toBe(false);
  });

  it('turns off with the password and a code', async () => {
    let enabled = true;
    const calls = mockServer(
      ({ url }) =>
        url === '/api/auth/2fa' ? ok({ enabled, recoveryCodesLeft: enabled ? 7 : 0 }) : undefined,
      ({ url }) => {
        if (url !== '/api/auth/2fa/disable') return undefined;
        enabled = false;
        return ok(null, 'Two-factor authentication disabled');
      },
      ({ url }) =>
        url === '/api/profile' ? ok({ user: { ...alice, twoFactorEnabled: enabled } }) : undefined,
    );
    const { user } = renderPage(<TwoFactorSettings />);

    expect(await screen.findByText(/7 of 10 recovery codes left/)).toBeTruthy();
    await user.type(screen.getByLabelText('Current password'), 'Alice123!');
    await user.type(screen.getByLabelText('Code from the app, or a recovery code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Disable Two-Factor Authentication' }));

    expect(await screen.findByRole('button', { name: 'Set Up Two-Factor Authentication' })).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/auth/2fa/disable')?.body).toEqual({
      password: 'Alice123!',
      code: '654321',
    });
  });
});

describe('ActiveSessions', () => {
  const sessions = [
    {
      id: 's1',
      device: 'Chrome on Mac OS',
      ipAddress: '203.0.113.5',
      createdAt: '2026-01-02T10:00:00.000Z',
      lastUsedAt: new Date().toISOString(),
      current: true,
    },
    {
      id: 's2',
      device: 'Firefox on Windows',
      ipAddress: '198.51.100.7',
      createdAt: '2026-01-01T10:00:00.000Z',
      lastUsedAt: '2026-01-01T10:00:00.000Z',
      current: false,
    },
    {
      id: 's3',
      device: 'Mobile Safari on iOS',
      ipAddress: null,
      createdAt: '2026-01-01T09:00:00.000Z',
      lastUsedAt: '2026-01-01T09:00:00.000Z',
      current: false,
    },
  ];

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(alice));
  });
  afterEach(cleanup);

  it('lists the sessions with device, address and the current one marked', async () => {
    mockServer(({ url }) => (url === '/api/auth/sessions' ? ok({ sessions }) : undefined));
    renderPage(<ActiveSessions />);

    const items = within(await screen.findByRole('list', { name: 'Active sessions' })).getAllByRole(
      'listitem',
    );

    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('Chrome on Mac OS');
    expect(items[0].textContent).toContain('This device');
    expect(items[0].textContent).toContain('203.0.113.5');
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(items[2].textContent).toContain('Unknown address');
  });

  it('ends one other session and lists again', async () => {
    let open = sessions;
    const calls = mockServer(({ url, method }) => {
      if (url === '/api/auth/sessions') return ok({ sessions: open });
      if (url === '/api/auth/sessions/s2' && method === 'DELETE') {
        open = open.filter((session) => session.id !== 's2');
        return ok(null, 'Session ended');
      }
      return undefined;
    });
    const { user } = renderPage(<ActiveSessions />);

    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }));

    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/auth/sessions/s2',
    ]);
  });

  it('signs out every other session at once', async () => {
    let open = sessions;
    mockServer(({ url, method }) => {
      if (url === '/api/auth/sessions') return ok({ sessions: open });
      if (url === '/api/auth/sessions/revoke-others' && method === 'POST') {
        open = open.filter((session) => session.current);
        return ok({ revoked: 2 });
      }
      return undefined;
    });
    const { user } = renderPage(<ActiveSessions />);

    await user.click(await screen.findByRole('button', { name: 'Sign Out All Other Sessions' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Active sessions' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('button', { name: 'Sign Out All Other Sessions' })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    mockServer(({ url }) =>
      url === '/api/auth/sessions'
        ? jsonResponse(500, { success: false, message: 'Server error' })
        : undefined,
    );
    renderPage(<ActiveSessions />);

    expect(await screen.findByText('Failed to load sessions: Server error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
