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
});
