import { jest } from '@jest/globals';
import { ToastProvider } from '@p2p/ui';
import { LiveProvider, SessionProvider, type User } from '@p2p/web-session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
// Test-only routers come from react-router itself: under Jest both names are the same module.
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';

export const ALICE: User = {
  id: 'u-alice',
  name: 'Alice Johnson',
  username: 'alice',
  email: 'alice@p2pbet.local',
  role: 'user',
  isEmailVerified: true,
};

export const TOKEN = 'header.payload.signature';

/** Stores credentials the way a sign-in does, so the page's session starts signed in. */
export function signIn(user: User = ALICE): void {
  localStorage.setItem('authToken', TOKEN);
  localStorage.setItem('user', JSON.stringify(user));
}

/** What fetch resolves to, for tests: jsdom has no Response. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
    blob: async () => new Blob([typeof body === 'string' ? body : JSON.stringify(body)]),
  } as unknown as Response;
}

export interface ApiCall {
  method: string;
  /** Path and query, as the screen asked. */
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Answers the screen's calls by "METHOD /path" (the query string ignored), 404 for the rest, and
 * records every call. The session's token check is answered for ALICE and the balance is $50.00
 * unless a route says otherwise.
 */
export function mockApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const table: Record<string, Handler> = {
    'POST /api/auth/verify-token': () => jsonResponse(200, { success: true, data: { user: ALICE } }),
    'GET /api/wallet/balance': () =>
      jsonResponse(200, { success: true, data: { available: '50.00', held: '0.00' } }),
    ...routes,
  };
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, headers: { ...(init?.headers as Record<string, string>) }, body };
    calls.push(call);
    const handler = table[`${method} ${url.split('?')[0]}`];
    return handler
      ? handler(call)
      : jsonResponse(404, { success: false, message: `Cannot ${method} ${url.split('?')[0]}` });
  });
  return calls;
}

function CurrentLocation() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="current-location">{location.pathname + location.search}</p>
      <button type="button" onClick={() => navigate(-1)}>
        History back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        History forward
      </button>
    </div>
  );
}

/**
 * Renders a wallet screen with what the shell gives it: the page's session (the one the wallet's
 * own fetches read the token from), queries, toasts, a router, and with `live` the push connection.
 */
export function renderWalletPage(
  element: ReactElement,
  { path = '/', live = false }: { path?: string; live?: boolean } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const withLive = (children: ReactNode) => (live ? <LiveProvider>{children}</LiveProvider> : children);
  const view = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        {withLive(
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={path.split('?')[0]} element={element} />
                <Route path="*" element={<p>Navigated away</p>} />
              </Routes>
              <CurrentLocation />
            </MemoryRouter>
          </ToastProvider>,
        )}
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}

/** "GET /api/deposits/transactions?limit=5": a call as a line, for lists of what was asked. */
export function callLine(call: ApiCall): string {
  return `${call.method} ${call.url}`;
}

/** The path and query the router shows now. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="current-location"]')?.textContent ?? '';
}
