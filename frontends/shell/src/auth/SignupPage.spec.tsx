/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { utcToday, yearsAfter } from '../forms/date-of-birth';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import SignupPage from './SignupPage';

describe(SignupPage.name, () => {
  beforeEach(() => {
    localStorage.clear();
    globalThis.fetch = jest.fn<typeof fetch>();
  });
  afterEach(cleanup);

  const adult = {
    'Full name': 'Jane Doe',
    'Phone number': '+1 (555) 123-4567',
    Email: 'jane@example.com',
    'Date of birth': '1990-04-21',
    Password: 'Secret123!',
  };
  const fill = async (user: ReturnType<typeof renderPage>['user'], fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  };

  it('lists every missing field with the specification messages', async () => {
    const { user } = renderPage(<SignupPage />, { path: '/signup' });

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
    expect(screen.getByText('You must agree to the Terms of Service')).toBeTruthy();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('refuses a one-letter name, a short phone, a bad email and a short password', async () => {
    const { user } = renderPage(<SignupPage />, { path: '/signup' });

    await fill(user, {
      'Full name': ' J ',
      'Phone number': '12345',
      Email: 'jane.example.com',
      Password: 'short',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Please enter your full name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('refuses someone under 18 on the day without asking the server', async () => {
    const { user } = renderPage(<SignupPage />, { path: '/signup' });
    const oneDayShort = new Date(Date.parse(`${yearsAfter(utcToday(), -18)}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);

    await fill(user, { ...adult, 'Date of birth': oneDayShort });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('You must be 18 or older to sign up')).toBeTruthy();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('refuses a date of birth in the future', async () => {
    const { user } = renderPage(<SignupPage />, { path: '/signup' });

    await fill(user, { 'Date of birth': yearsAfter(utcToday(), 1) });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Date of birth cannot be in the future')).toBeTruthy();
  });

  it('shows the server’s refusal of the date of birth under the field', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockResolvedValue(
        jsonResponse(403, { success: false, message: 'You must be 18 or older to sign up' }),
      );
    const { user } = renderPage(<SignupPage />, { path: '/signup' });

    await fill(user, adult);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const refusal = await screen.findByText('You must be 18 or older to sign up');
    expect(refusal.id).toBe(screen.getByLabelText('Date of birth').getAttribute('aria-describedby'));
  });

  it('shows the refusal of a person on a break above the form, with its end', async () => {
    const message =
      'You have excluded yourself from betting until 2031-11-27 18:40 UTC: a new account cannot be opened until then';
    jest.mocked(globalThis.fetch).mockResolvedValue(jsonResponse(403, { success: false, message }));
    const { user } = renderPage(<SignupPage />, { path: '/signup' });

    await fill(user, adult);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('registers with the username taken from the email and shows a taken email under the field', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockResolvedValue(
        jsonResponse(409, { success: false, message: 'User with this email or username already exists' }),
      );
    const { user } = renderPage(<SignupPage />, { path: '/signup' });

    await fill(user, { ...adult, Email: 'jane.doe@example.com' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(
      screen.getByText('Please use a different email address or sign in to your existing account.'),
    ).toBeTruthy();
    const [, request] = jest.mocked(globalThis.fetch).mock.calls[0];
    expect(JSON.parse(String(request?.body))).toEqual({
      name: 'Jane Doe',
      username: 'jane_doe',
      email: 'jane.doe@example.com',
      password: 'Secret123!',
      phone: '+1 (555) 123-4567',
      dateOfBirth: '1990-04-21',
    });
  });

  it('returns to a ?next= on this site once registered', async () => {
    const jane = {
      id: 'u9',
      name: 'Jane Doe',
      username: 'jane_doe',
      email: 'jane@example.com',
      role: 'user',
    };
    jest
      .mocked(globalThis.fetch)
      .mockResolvedValue(jsonResponse(201, { success: true, data: { token: 'a.b.c', user: jane } }));
    const { user } = renderPage(<SignupPage />, { path: '/signup?next=/offer-link/tok-1' });

    await fill(user, adult);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Navigated away')).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/offer-link/tok-1');
  });
});
