/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../testing/render';
import { BetWithFriend } from './BetWithFriend';

const searches = () =>
  jest
    .mocked(globalThis.fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/users/search'));

describe(BetWithFriend.name, () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    signIn();
    globalThis.fetch = jest.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/auth/verify-token'))
        return jsonResponse(200, { success: true, data: { user: ALICE } });
      if (url.startsWith('/api/users/search'))
        return jsonResponse(200, {
          success: true,
          data: [
            { id: ALICE.id, username: 'alice', email: 'a***@p2pbet.local' },
            { id: 'u-bob', username: 'bob', email: 'b***@p2pbet.local' },
          ],
        });
      return jsonResponse(404, { success: false, message: 'Route not found' });
    });
  });

  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  const setup = (delay = 0) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay });
    renderWithProviders(<BetWithFriend />);
    return { user, input: screen.getByRole('combobox', { name: "Friend's username" }) };
  };

  it('searches 300 ms after the last keystroke, from 2 characters, without the leading @', async () => {
    const { user, input } = setup();

    await user.type(input, '@b');
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(searches()).toEqual([]);

    await user.type(input, 'o');
    await act(async () => void jest.advanceTimersByTime(299));
    expect(searches()).toEqual([]);
    await act(async () => void jest.advanceTimersByTime(1));

    expect(searches()).toEqual(['/api/users/search?q=bo']);
  });

  it('searches once for a burst of typing', async () => {
    // 100 ms between keystrokes: each one restarts the 300 ms wait.
    const { user, input } = setup(100);

    await user.type(input, 'bob');
    await act(async () => void jest.advanceTimersByTime(300));

    expect(searches()).toEqual(['/api/users/search?q=bob']);
  });

  it('leaves the signed-in user out and connects only once a user is picked', async () => {
    const { user, input } = setup();
    const connect = screen.getByRole('button', { name: 'Connect' });

    await user.type(input, 'bo');
    await act(async () => void jest.advanceTimersByTime(300));
    const options = await screen.findAllByRole('option');

    expect(options.map((option) => option.textContent)).toEqual(['@bobb***@p2pbet.local']);
    expect(connect.hasAttribute('disabled')).toBe(true);

    await user.click(options[0]);
    expect((input as HTMLInputElement).value).toBe('@bob');
    expect(connect.hasAttribute('disabled')).toBe(false);

    await user.click(connect);
    expect(screen.getByTestId('current-path').textContent).toBe('/user-offers/bob');
  });

  it('unpicks the user when the text changes again', async () => {
    const { user, input } = setup();
    await user.type(input, 'bo');
    await act(async () => void jest.advanceTimersByTime(300));
    await user.click((await screen.findAllByRole('option'))[0]);

    await user.type(input, 'x');

    expect(screen.getByRole('button', { name: 'Connect' }).hasAttribute('disabled')).toBe(true);
  });
});
