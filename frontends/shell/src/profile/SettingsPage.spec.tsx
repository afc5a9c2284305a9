/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { NotificationPreferences } from '@p2p/contracts/api';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@p2p/contracts/notification-kinds';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import SettingsPage from './SettingsPage';

const alice = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The notifications service's preferences as it keeps them: every kind on, until changed. */
function mockPreferences({
  load = () => undefined,
  save = () => undefined,
}: {
  load?: () => Response | undefined;
  save?: () => Response | undefined;
} = {}): Call[] {
  const calls: Call[] = [];
  const stored = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, true]),
  ) as NotificationPreferences['email'];
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/notifications/preferences' && method === 'GET')
      return load() ?? jsonResponse(200, { success: true, data: { email: stored } });
    if (url === '/api/notifications/preferences' && method === 'PUT') {
      const refused = save();
      if (refused) return refused;
      Object.assign(stored, (body as NotificationPreferences).email);
      return jsonResponse(200, {
        success: true,
        data: { email: stored },
        message: 'Notification settings saved',
      });
    }
    return jsonResponse(200, { success: true, data: { user: alice } });
  });
  return calls;
}

const toggle = (kind: keyof typeof NOTIFICATION_KIND_LABELS) =>
  screen.getByRole('checkbox', { name: NOTIFICATION_KIND_LABELS[kind] }) as HTMLInputElement;

describe('SettingsPage: email notifications', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(alice));
  });
  afterEach(cleanup);

  it('lists every kind with its setting from the server', async () => {
    mockPreferences({
      load: () =>
        jsonResponse(200, {
          success: true,
          data: {
            email: {
              ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])),
              offer_expired: false,
            },
          },
        }),
    });
    renderPage(<SettingsPage />, { path: '/settings?tab=notifications' });

    const section = await screen.findByRole('group', { name: 'Email me when…' });
    expect(within(section).getAllByRole('checkbox')).toHaveLength(NOTIFICATION_KINDS.length);
    expect(toggle('offer_expired').checked).toBe(false);
    expect(toggle('bet_settled').checked).toBe(true);
    expect(screen.getByText('alice@p2pbet.local')).toBeTruthy();
  });

  it('saves a switch as soon as it changes', async () => {
    const calls = mockPreferences();
    const { user } = renderPage(<SettingsPage />, { path: '/settings?tab=notifications' });
    await screen.findByRole('group', { name: 'Email me when…' });

    await user.click(toggle('transfer'));

    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    expect(toggle('transfer').checked).toBe(false);
    expect(toggle('transfer').disabled).toBe(false);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/notifications/preferences', body: { email: { transfer: false } } },
    ]);
  });

  it('puts a refused change back and says why', async () => {
    mockPreferences({
      save: () =>
        jsonResponse(400, { success: false, message: 'Each email preference must be true or false' }),
    });
    const { user } = renderPage(<SettingsPage />, { path: '/settings?tab=notifications' });
    await screen.findByRole('group', { name: 'Email me when…' });

    await user.click(toggle('support'));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not save “Support replies to me”: Each email preference must be true or false',
    );
    await waitFor(() => expect(toggle('support').checked).toBe(true));
  });

  it('shows why the settings could not be read, and reads them again on Retry', async () => {
    let up = false;
    mockPreferences({
      load: () => (up ? undefined : jsonResponse(503, { success: false, message: 'Service unavailable' })),
    });
    const { user } = renderPage(<SettingsPage />, { path: '/settings?tab=notifications' });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load notification settings: Service unavailable',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();

    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('group', { name: 'Email me when…' })).toBeTruthy();
  });
});

describe('SettingsPage: profile', () => {
  const withBirthYear = { ...alice, dateOfBirth: '1990-**-**', country: 'Kenya' };

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(withBirthYear));
  });
  afterEach(cleanup);

  it('shows the masked date of birth read-only and never sends it', async () => {
    const calls: Call[] = [];
    globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? 'GET', url: String(input), body });
      return jsonResponse(200, { success: true, data: { user: { ...withBirthYear, ...body } } });
    });
    const { user } = renderPage(<SettingsPage />, { path: '/settings' });

    const dateOfBirth = (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
    expect(dateOfBirth.value).toBe('1990-**-**');
    expect(dateOfBirth.readOnly).toBe(true);

    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), 'Ghana');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        { method: 'PUT', url: '/api/profile', body: { country: 'Ghana' } },
      ]),
    );
  });
});
