/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import LoginPage from './LoginPage';

describe(LoginPage.name, () => {
  beforeEach(() => {
    localStorage.clear();
    globalThis.fetch = jest.fn<typeof fetch>();
  });
  afterEach(cleanup);

  it('asks for the email and the password before calling the server', async () => {
    const { user } = renderPage(<LoginPage />, { path: '/login' });

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('refuses an invalid email and a password shorter than 6 characters', async () => {
    const { user } = renderPage(<LoginPage />, { path: '/login' });

    await user.type(screen.getByLabelText('Email'), 'alice@');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    const password = screen.getByLabelText('Password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('says the credentials are wrong when the server answers 401', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockResolvedValue(jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    const { user } = renderPage(<LoginPage />, { path: '/login' });

    await user.type(screen.getByLabelText('Email'), 'alice@p2pbet.local');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeTruthy();
  });

  it('stores the session and goes to / after signing in', async () => {
    const user = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };
    jest
      .mocked(globalThis.fetch)
      .mockResolvedValue(jsonResponse(200, { success: true, data: { token: 'a.b.c', user } }));
    const view = renderPage(<LoginPage />, { path: '/login' });

    await view.user.type(screen.getByLabelText('Email'), 'alice@p2pbet.local');
    await view.user.type(screen.getByLabelText('Password'), 'Alice123!');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Navigated away')).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/');
    expect(localStorage.getItem('authToken')).toBe('a.b.c');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(user);
  });

  describe('returning after sign-in', () => {
    const alice = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };

    const signInAt = async (path: string) => {
      jest
        .mocked(globalThis.fetch)
        .mockResolvedValue(jsonResponse(200, { success: true, data: { token: 'a.b.c', user: alice } }));
      const view = renderPage(<LoginPage />, { path });
      await view.user.type(screen.getByLabelText('Email'), 'alice@p2pbet.local');
      await view.user.type(screen.getByLabelText('Password'), 'Alice123!');
      await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
      await screen.findByText('Navigated away');
      return screen.getByTestId('current-path').textContent;
    };

    it('goes to ?next= when it is a path on this site', async () => {
      expect(await signInAt('/login?next=/offer-link/tok-1')).toBe('/offer-link/tok-1');
    });

    it('ignores a next that leaves the site', async () => {
      expect(await signInAt('/login?next=//evil.com')).toBe('/');
      cleanup();
      expect(await signInAt('/login?next=https://evil.com/offer-link/tok-1')).toBe('/');
    });

    it('keeps next on the way to Sign up', () => {
      renderPage(<LoginPage />, { path: '/login?next=/offer-link/tok-1' });

      expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
        '/signup?next=%2Foffer-link%2Ftok-1',
      );
    });
  });

  describe('with two-factor authentication', () => {
    const alice = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };
    const challenge = { twoFactorRequired: true, challengeToken: 'challenge-1', expiresIn: 300 };

    const signInWithPassword = async (view: ReturnType<typeof renderPage>) => {
      await view.user.type(screen.getByLabelText('Email'), 'alice@p2pbet.local');
      await view.user.type(screen.getByLabelText('Password'), 'Alice123!');
      await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
      await screen.findByLabelText('Authentication code');
    };

    it('asks for the code after a right password, and signs in with it', async () => {
      jest
        .mocked(globalThis.fetch)
        .mockResolvedValueOnce(jsonResponse(200, { success: true, data: challenge }))
        .mockResolvedValueOnce(jsonResponse(200, { success: true, data: { token: 'a.b.c', user: alice } }));
      const view = renderPage(<LoginPage />, { path: '/login' });

      await signInWithPassword(view);
      expect(localStorage.getItem('authToken')).toBeNull();
      await view.user.type(screen.getByLabelText('Authentication code'), '123456');
      await view.user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('Navigated away')).toBeTruthy();
      const [url, init] = jest.mocked(globalThis.fetch).mock.calls[1];
      expect(url).toBe('/api/auth/login/2fa');
      expect(JSON.parse(String(init?.body))).toEqual({ challengeToken: 'challenge-1', code: '123456' });
      expect(localStorage.getItem('authToken')).toBe('a.b.c');
    });

    it('goes to ?next= once the code is accepted', async () => {
      jest
        .mocked(globalThis.fetch)
        .mockResolvedValueOnce(jsonResponse(200, { success: true, data: challenge }))
        .mockResolvedValueOnce(jsonResponse(200, { success: true, data: { token: 'a.b.c', user: alice } }));
      const view = renderPage(<LoginPage />, { path: '/login?next=/offer-link/tok-1' });

      await signInWithPassword(view);
      await view.user.type(screen.getByLabelText('Authentication code'), '123456');
      await view.user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('Navigated away')).toBeTruthy();
      expect(screen.getByTestId('current-path').textContent).toBe('/offer-link/tok-1');
    });

    it("shows the server's refusal of a wrong code and stays on the code step", async () => {
      jest
        .mocked(globalThis.fetch)
        .mockResolvedValueOnce(jsonResponse(200, { success: true, data: challenge }))
        .mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'Invalid authentication code' }));
      const view = renderPage(<LoginPage />, { path: '/login' });

      await signInWithPassword(view);
      await view.user.type(screen.getByLabelText('Authentication code'), 'k7m2q-x9rtp');
      await view.user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('Invalid authentication code')).toBeTruthy();
      expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    });

    it('refuses what is neither six digits nor a recovery code before calling the server', async () => {
      jest
        .mocked(globalThis.fetch)
        .mockResolvedValueOnce(jsonResponse(200, { success: true, data: challenge }));
      const view = renderPage(<LoginPage />, { path: '/login' });

      await signInWithPassword(view);
      await view.user.type(screen.getByLabelText('Authentication code'), '12345');
      await view.user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(
        await screen.findByText('Enter the 6-digit code from your app, or a recovery code'),
      ).toBeTruthy();
      expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    });

    it('goes back to the password with "Back to Sign In"', async () => {
      jest
        .mocked(globalThis.fetch)
        .mockResolvedValueOnce(jsonResponse(200, { success: true, data: challenge }));
      const view = renderPage(<LoginPage />, { path: '/login' });

      await signInWithPassword(view);
      await view.user.click(screen.getByRole('button', { name: 'Back to Sign In' }));

      expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    });
  });

  it('offers 2FA as what it is: available, not a claim about this account', () => {
    renderPage(<LoginPage />, { path: '/login' });

    expect(screen.getByText('2FA available')).toBeTruthy();
    expect(screen.queryByText('2FA Security')).toBeNull();
  });
});
