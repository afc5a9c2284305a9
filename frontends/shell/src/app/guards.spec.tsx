/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SessionProvider, SessionStore, TOKEN_KEY, USER_KEY } from '@p2p/web-session';
import { cleanup, render, screen } from '@testing-library/react';
// Test-only routers come from react-router itself: under Jest both names are the same module.
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { GuestOnly } from './guards';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  render(
    <SessionProvider store={new SessionStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<GuestOnly />}>
            <Route path="login" element={<p>Login form</p>} />
          </Route>
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe(GuestOnly.name, () => {
  beforeEach(() => {
    localStorage.clear();
    // The token check never answers: the stored session stays signed in for the whole test.
    globalThis.fetch = jest.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  });
  afterEach(cleanup);

  const signedIn = () => {
    localStorage.setItem(TOKEN_KEY, 'header.payload.signature');
    localStorage.setItem(
      USER_KEY,
      JSON.stringify({ id: 'u1', name: 'Alice', username: 'alice', email: 'a@x.io', role: 'user' }),
    );
  };

  it('shows a guest the page', () => {
    renderAt('/login?next=/offer-link/tok-1');

    expect(screen.getByText('Login form')).toBeTruthy();
  });

  it('sends a signed-in user where the sign-in was to return, as the login page does', () => {
    signedIn();
    renderAt('/login?next=/offer-link/tok-1');

    expect(screen.getByTestId('where').textContent).toBe('/offer-link/tok-1');
  });

  it('sends a signed-in user home when next leaves the site', () => {
    signedIn();
    renderAt('/login?next=//evil.com');

    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
