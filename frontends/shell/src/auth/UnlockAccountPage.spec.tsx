/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import UnlockAccountPage from './UnlockAccountPage';

describe(UnlockAccountPage.name, () => {
  let fetchMock: jest.Mock<typeof fetch>;

  beforeEach(() => {
    fetchMock = jest.fn<typeof fetch>();
    globalThis.fetch = fetchMock;
  });
  afterEach(cleanup);

  it('unlocks only when asked, sending the token from the link, and shows the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        data: null,
        message: 'Your account has been unlocked. You can log in now.',
      }),
    );
    const { user } = renderPage(<UnlockAccountPage />, { path: '/unlock-account?token=abc123' });
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Unlock My Account' }));

    expect(await screen.findByText('Your account has been unlocked. You can log in now.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain('/api/auth/unlock');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc123' });
  });

  it("shows the server's refusal of a used or expired link", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { success: false, message: 'Invalid or expired unlock link' }),
    );
    const { user } = renderPage(<UnlockAccountPage />, { path: '/unlock-account?token=used' });

    await user.click(screen.getByRole('button', { name: 'Unlock My Account' }));

    expect(await screen.findByText('Invalid or expired unlock link')).toBeTruthy();
  });

  it('cannot be used without a token', () => {
    renderPage(<UnlockAccountPage />, { path: '/unlock-account' });

    expect(
      screen.getByText('This unlock link is incomplete. Open the link from the email again.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Unlock My Account' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
