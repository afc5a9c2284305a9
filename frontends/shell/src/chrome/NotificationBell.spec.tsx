/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AppNotification, NotificationPush } from '@p2p/contracts/api';
import { ToastProvider } from '@p2p/ui';
import { LiveProvider, SessionProvider, SessionStore } from '@p2p/web-session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Test-only routers come from react-router itself: under Jest both names are the same module.
import { MemoryRouter, useLocation } from 'react-router';
import { jsonResponse } from '../testing/json-response';
import { NotificationBell } from './NotificationBell';
import { liveSocket } from '@p2p/web-session/testing';

const alice = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function aNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n1',
    kind: 'offer_matched',
    title: 'Your offer was taken',
    body: '@bob took your $10.00 offer on Home win. Your bet is live.',
    link: '/bethistory?bet=b1',
    createdAt: minutesAgo(5),
    readAt: null,
    ...overrides,
  };
}

interface Call {
  method: string;
  url: string;
}

/** Answers "METHOD /path" (query ignored) from the table, 404 otherwise; records every call. */
function mockApi(routes: Record<string, () => Response | Promise<Response>>): Call[] {
  const calls: Call[] = [];
  const table: Record<string, () => Response | Promise<Response>> = {
    'POST /api/auth/verify-token': () => jsonResponse(200, { success: true, data: { user: alice } }),
    ...routes,
  };
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    const handler = table[`${method} ${url.split('?')[0]}`];
    return handler ? handler() : jsonResponse(404, { success: false, message: `Cannot ${method} ${url}` });
  });
  return calls;
}

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="current-location">{location.pathname + location.search}</p>;
}

/** The bell in the header, with what the shell gives it: session, queries, toasts, router and live push. */
function renderBell() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <SessionProvider store={new SessionStore()}>
        <LiveProvider>
          <ToastProvider>
            <MemoryRouter initialEntries={['/']}>
              <NotificationBell />
              <CurrentLocation />
            </MemoryRouter>
          </ToastProvider>
        </LiveProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { user };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('region', { name: 'Notifications' });
const currentLocation = () => screen.getByTestId('current-location').textContent;

/** Waits until the live connection listens for notifications, then pushes one. */
async function pushNotification(push: NotificationPush) {
  await waitFor(() => expect(liveSocket.handlers.get('notification')?.size).toBeGreaterThan(0));
  act(() => liveSocket.push('notification', push));
}

describe(NotificationBell.name, () => {
  beforeAll(() => {
    // The live connection loads socket.io-client when it starts: it gets this one.
    jest.doMock('socket.io-client', () => ({ io: () => liveSocket }));
  });
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(alice));
    liveSocket.handlers.clear();
  });
  afterEach(cleanup);

  it("shows the server's unread count from page load", async () => {
    mockApi({
      'GET /api/notifications/unread-count': () => jsonResponse(200, { success: true, data: { unread: 3 } }),
    });
    renderBell();

    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
  });

  it('moves the badge and the open list when a notification is pushed, without a reload', async () => {
    const calls = mockApi({
      'GET /api/notifications/unread-count': () => jsonResponse(200, { success: true, data: { unread: 1 } }),
      'GET /api/notifications': () =>
        jsonResponse(200, {
          success: true,
          data: { items: [aNotification()], page: 1, limit: 10, total: 1, unread: 1 },
        }),
    });
    const { user } = renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    await user.click(bell());
    await within(panel()).findByText('Your offer was taken');

    await pushNotification({
      notification: aNotification({
        id: 'n2',
        kind: 'transfer',
        title: 'You received $5.00',
        body: '@bob sent you $5.00; it is in your balance.',
        link: '/transactions',
        createdAt: new Date().toISOString(),
      }),
      unread: 2,
    });

    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');
    const entries = within(panel()).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.notifications__item-title')?.textContent)).toEqual([
      'Unread: You received $5.00',
      'Unread: Your offer was taken',
    ]);
    expect(within(entries[0]).getByText('Just now')).toBeTruthy();
    expect(within(entries[1]).getByText('5m ago')).toBeTruthy();
    // The push carried everything: the list was not read again.
    expect(calls.filter((call) => call.url.startsWith('/api/notifications?'))).toHaveLength(1);
  });

  it('marks an entry read and goes to its screen', async () => {
    const items = [
      aNotification(),
      aNotification({ id: 'n0', title: 'Deposit approved', link: '/deposit?id=d1' }),
    ];
    const unread = () => items.filter((item) => !item.readAt).length;
    const calls = mockApi({
      'GET /api/notifications/unread-count': () =>
        jsonResponse(200, { success: true, data: { unread: unread() } }),
      'GET /api/notifications': () =>
        jsonResponse(200, {
          success: true,
          data: { items, page: 1, limit: 10, total: items.length, unread: unread() },
        }),
      'POST /api/notifications/n1/read': () => {
        items[0] = { ...items[0], readAt: new Date().toISOString() };
        return jsonResponse(200, { success: true, data: { notification: items[0], unread: unread() } });
      },
    });
    const { user } = renderBell();
    await user.click(bell());

    await user.click(await within(panel()).findByRole('link', { name: /Your offer was taken/ }));

    expect(currentLocation()).toBe('/bethistory?bet=b1');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    expect(calls).toContainEqual({ method: 'POST', url: '/api/notifications/n1/read' });

    await user.click(bell());
    expect(within(panel()).getByRole('link', { name: /Your offer was taken/ }).textContent).not.toContain(
      'Unread',
    );
    expect(within(panel()).getByRole('link', { name: /Deposit approved/ }).textContent).toContain('Unread');
  });

  it('marks everything read at once', async () => {
    const calls = mockApi({
      'GET /api/notifications/unread-count': () => jsonResponse(200, { success: true, data: { unread: 2 } }),
      'GET /api/notifications': () =>
        jsonResponse(200, {
          success: true,
          data: {
            items: [aNotification(), aNotification({ id: 'n0', title: 'Deposit approved' })],
            page: 1,
            limit: 10,
            total: 2,
            unread: 2,
          },
        }),
      'POST /api/notifications/read-all': () =>
        jsonResponse(200, { success: true, data: { marked: 2, unread: 0 } }),
    });
    const { user } = renderBell();
    await user.click(bell());
    await within(panel()).findByText('Deposit approved');

    await user.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(panel().textContent).not.toContain('Unread');
    expect(within(panel()).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/notifications/read-all' });
    expect(currentLocation()).toBe('/');
  });

  it('shows that it is loading, then says so when there is nothing to show', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/notifications/unread-count': () => jsonResponse(200, { success: true, data: { unread: 0 } }),
      'GET /api/notifications': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderBell();

    await user.click(bell());

    expect(within(panel()).getByRole('status').textContent).toContain('Loading notifications');
    act(() =>
      answer(
        jsonResponse(200, { success: true, data: { items: [], page: 1, limit: 10, total: 0, unread: 0 } }),
      ),
    );
    expect(await within(panel()).findByText('You are all caught up.')).toBeTruthy();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it("shows the server's reason when the list cannot be read, and reads it again on Retry", async () => {
    let up = false;
    mockApi({
      'GET /api/notifications/unread-count': () => jsonResponse(200, { success: true, data: { unread: 1 } }),
      'GET /api/notifications': () =>
        up
          ? jsonResponse(200, {
              success: true,
              data: { items: [aNotification()], page: 1, limit: 10, total: 1, unread: 1 },
            })
          : jsonResponse(503, { success: false, message: 'Service unavailable' }),
    });
    const { user } = renderBell();
    await user.click(bell());

    expect((await within(panel()).findByRole('alert')).textContent).toContain(
      'Failed to load notifications: Service unavailable',
    );

    up = true;
    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));

    expect(await within(panel()).findByText('Your offer was taken')).toBeTruthy();
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });

  it('keeps the count when marking read fails, and says why', async () => {
    mockApi({
      'GET /api/notifications/unread-count': () => jsonResponse(200, { success: true, data: { unread: 1 } }),
      'GET /api/notifications': () =>
        jsonResponse(200, {
          success: true,
          data: { items: [aNotification()], page: 1, limit: 10, total: 1, unread: 1 },
        }),
      'POST /api/notifications/n1/read': () =>
        jsonResponse(404, { success: false, message: 'Notification not found' }),
    });
    const { user } = renderBell();
    await user.click(bell());

    await user.click(await within(panel()).findByRole('link', { name: /Your offer was taken/ }));

    expect((await screen.findByRole('alert')).textContent).toContain('Notification not found');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(currentLocation()).toBe('/bethistory?bet=b1');
  });
});
