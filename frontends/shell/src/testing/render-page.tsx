import { ToastProvider } from '@p2p/ui';
import { SessionProvider, SessionStore } from '@p2p/web-session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
// Test-only routers come from react-router itself: under Jest both names are the same module.
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

/** Renders a screen at `path` with the providers the shell gives it; test-only. */
export function renderPage(
  element: ReactElement,
  { path = '/', store = new SessionStore() }: { path?: string; store?: SessionStore } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <SessionProvider store={store}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={element} />
              <Route path="*" element={<p>Navigated away</p>} />
            </Routes>
            <CurrentPath />
          </MemoryRouter>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, store };
}
