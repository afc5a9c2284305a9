import { ToastProvider } from '@p2p/ui';
import { GuardedActionsProvider, SessionProvider, SessionStore, type User } from '@p2p/web-session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// Test-only routers come from react-router itself: under Jest both names are the same module.
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="current-path">{location.pathname + location.search}</p>;
}

export const ALICE: User = {
  id: 'u-alice',
  name: 'Alice Johnson',
  username: 'alice',
  email: 'alice@p2pbet.local',
  role: 'user',
  isEmailVerified: true,
};

/**
 * An access token as the page sees it (it reads the claims, the server checks the signature): it says
 * whether the email is verified, or the session would renew it at start (issue 30, finding 8).
 */
function accessTokenOf(user: User): string {
  const claims = btoa(JSON.stringify({ sub: user.id, ev: Boolean(user.isEmailVerified) })).replace(/=+$/, '');
  return `header.${claims}.signature`;
}

/** Stores credentials the way a sign-in does, so the session starts signed in. */
export function signIn(user: User = ALICE): void {
  localStorage.setItem('authToken', accessTokenOf(user));
  localStorage.setItem('user', JSON.stringify(user));
}

/** What fetch resolves to, for tests: jsdom has no Response. */
export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
}

/**
 * Renders a piece of a betting screen with the providers the shell gives it, at `path`, under the
 * route pattern `route` (default: the path itself); test-only.
 */
export function renderWithProviders(
  element: ReactElement,
  { path = '/', route = path.split('?')[0] }: { path?: string; route?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider store={new SessionStore()}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <GuardedActionsProvider>
              <Routes>
                <Route path={route} element={element} />
                <Route path="*" element={<p>Navigated away</p>} />
              </Routes>
              <CurrentPath />
            </GuardedActionsProvider>
          </MemoryRouter>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}
