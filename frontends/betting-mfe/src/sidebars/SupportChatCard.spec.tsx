/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../testing/render';
import { SupportChatCard } from './SupportChatCard';

describe(SupportChatCard.name, () => {
  beforeEach(() => {
    localStorage.clear();
    globalThis.fetch = jest.fn<typeof fetch>(async () =>
      jsonResponse(200, { success: true, data: { user: ALICE } }),
    );
  });

  afterEach(cleanup);

  it('opens the support chat for a signed-in bettor', async () => {
    signIn();
    renderWithProviders(<SupportChatCard />);

    await userEvent.click(screen.getByRole('link', { name: 'Open Support Chat' }));

    expect(screen.getByTestId('current-path').textContent).toBe('/support');
  });

  it('asks a guest to sign in first', async () => {
    renderWithProviders(<SupportChatCard />);

    await userEvent.click(screen.getByRole('link', { name: 'Sign In to Chat' }));

    expect(screen.getByTestId('current-path').textContent).toBe('/login');
  });
});
