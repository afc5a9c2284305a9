import { afterEach, beforeAll, beforeEach, jest } from '@jest/globals';
import { ToastProvider } from '@p2p/ui';
import { LiveProvider, SessionProvider, type User } from '@p2p/web-session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { liveSocket } from '@p2p/web-session/testing';

export const ADMIN: User = {
  id: 'u-admin',
  name: 'Ada Admin',
  username: 'ada',
  email: 'ada@p2pbet.local',
  role: 'admin',
  isEmailVerified: true,
};

/**
 * The hooks a tab's spec needs: the live connection answered by `liveSocket` (tabs subscribe to
 * pushes), and each test starting signed in as ADMIN with no listeners or DOM left by the last.
 */
export function asSignedInAdmin(): void {
  beforeAll(() => {
    jest.doMock('socket.io-client', () => ({ io: () => liveSocket }));
  });
  beforeEach(() => {
    localStorage.clear();
    liveSocket.handlers.clear();
    signInAdmin();
  });
  afterEach(cleanup);
}

/** Stores an admin's credentials the way a sign-in does, so the tab's session starts signed in. */
export function signInAdmin(user: User = ADMIN): void {
  localStorage.setItem('authToken', 'header.payload.signature');
  localStorage.setItem('user', JSON.stringify(user));
}

/** What fetch resolves to, for tests: jsdom has no Response. */
export function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => null },
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

/** A successful envelope, as every service answers. */
export const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, data, message });

/** A refusal, with the server's message. */
export const refused = (status: number, message: string) => jsonResponse(status, { success: false, message });

export interface ApiCall {
  method: string;
  /** Path and query, as the tab asked. */
  url: string;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Answers the tab's calls by "METHOD /path" (the query string ignored), 404 for the rest, and
 * records every call. The session's token check is answered for ADMIN.
 */
export function mockApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const table: Record<string, Handler> = {
    'POST /api/auth/verify-token': () => ok({ user: ADMIN }),
    ...routes,
  };
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const handler = table[`${method} ${url.split('?')[0]}`];
    return handler ? handler(call) : refused(404, `Cannot ${method} ${url.split('?')[0]}`);
  });
  return calls;
}

/** The query of the calls made to a path, each as its search parameters. */
export function queriesTo(calls: ApiCall[], path: string): URLSearchParams[] {
  return calls
    .filter((call) => call.method === 'GET' && call.url.split('?')[0] === path)
    .map((call) => new URLSearchParams(call.url.split('?')[1] ?? ''));
}

/** Renders a tab with what the console gives it: session, queries, toasts and the live connection. */
export function renderTab(element: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <LiveProvider>
          <ToastProvider>{element}</ToastProvider>
        </LiveProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}
