/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInAlice } from '../limits/testing/limits-fetch';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import { RealityCheck } from './RealityCheck';
import { mockRealityCheckFetch, netResultAnswer, type Call } from './testing/reality-check-fetch';

const MINUTE_MS = 60_000;
/** When the session began; the page opens 10 minutes into it. */
const STARTED_AT = '2026-11-27T10:00:00.000Z';
const START = Date.parse(STARTED_AT);
const OPENED = START + 10 * MINUTE_MS;

const dialog = () => screen.queryByRole('dialog', { name: 'Reality check' });
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
/** Opens the page and waits until the setting is read (the token check comes first). */
async function openPage(calls: Call[]) {
  const view = renderPage(<RealityCheck />);
  await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/reality-check')).toBe(true));
  await advance(0);
  return view;
}
const netResultReads = (calls: Call[]) =>
  calls.filter((call) => call.url.startsWith('/api/p2p-betting/net-result'));

describe(RealityCheck.name, () => {
  beforeEach(() => {
    signInAlice();
    jest.useFakeTimers({ now: OPENED });
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('reminds first at the start plus N of session time, not before', async () => {
    const calls = mockRealityCheckFetch({ setting: { intervalMinutes: 30, sessionStartedAt: STARTED_AT } });
    await openPage(calls);

    await advance(20 * MINUTE_MS - 1000);
    expect(dialog()).toBeNull();
    expect(netResultReads(calls)).toEqual([]);

    await advance(1000);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy();
    expect(within(dialog()!).getByText('You have been signed in for 30 min.')).toBeTruthy();
  });

  it('closes on Continue until the next one, at the start plus 2N', async () => {
    const calls = mockRealityCheckFetch({ setting: { intervalMinutes: 30, sessionStartedAt: STARTED_AT } });
    await openPage(calls);
    await advance(20 * MINUTE_MS);
    await screen.findByRole('dialog', { name: 'Reality check' });

    await advance(2 * MINUTE_MS);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Continue' }));
    expect(dialog()).toBeNull();

    await advance(28 * MINUTE_MS - 1000);
    expect(dialog()).toBeNull();
    await advance(1000);
    expect(
      within(await screen.findByRole('dialog')).getByText('You have been signed in for 1 h.'),
    ).toBeTruthy();
    expect(netResultReads(calls)).toHaveLength(2);
  });

  it('keeps the beat of the session after a reload: the next reminder, not N after the page opened', async () => {
    jest.setSystemTime(START + 75 * MINUTE_MS);
    const calls = mockRealityCheckFetch({ setting: { intervalMinutes: 60, sessionStartedAt: STARTED_AT } });
    await openPage(calls);

    // 75 minutes in: the one at 60 was before this page; the next falls at 120.
    await advance(45 * MINUTE_MS - 1000);
    expect(dialog()).toBeNull();
    await advance(1000);
    expect(
      within(await screen.findByRole('dialog')).getByText('You have been signed in for 2 h.'),
    ).toBeTruthy();
  });

  it('shows the net result of the bets settled since the session began', async () => {
    const calls = mockRealityCheckFetch({
      setting: { intervalMinutes: 90, sessionStartedAt: STARTED_AT },
      netResult: netResultAnswer({ since: STARTED_AT, net: '-10.00', settled: 3 }),
    });
    await openPage(calls);

    await advance(80 * MINUTE_MS);

    const shown = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(shown).getByText('You have been signed in for 1 h 30 min.')).toBeTruthy();
    expect(
      await within(shown).findByText('Net result of bets settled since you signed in: -$10.00 (3 bets)'),
    ).toBeTruthy();
    expect(netResultReads(calls).map((call) => call.url)).toEqual([
      `/api/p2p-betting/net-result?since=${encodeURIComponent(STARTED_AT)}`,
    ]);
  });

  it('says it is loading the net result, and shows why it failed with a Retry', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = mockRealityCheckFetch({
      setting: { intervalMinutes: 15, sessionStartedAt: STARTED_AT },
      netResult: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await openPage(calls);

    await advance(5 * MINUTE_MS);
    const shown = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(shown).getByRole('status').textContent).toContain('Loading your net result…');

    answer(jsonResponse(503, { success: false, message: 'Betting is away' }));
    expect(await within(shown).findByText('Failed to load your net result: Betting is away')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(netResultReads(calls)).toHaveLength(2));
  });

  it('links to the limits, closing the reminder', async () => {
    const calls = mockRealityCheckFetch({ setting: { intervalMinutes: 15, sessionStartedAt: STARTED_AT } });
    await openPage(calls);
    await advance(5 * MINUTE_MS);

    const link = within(await screen.findByRole('dialog')).getByRole('link', { name: 'Review your limits' });
    expect(link.getAttribute('href')).toBe('/settings?tab=protection');
    fireEvent.click(link);

    expect(screen.getByTestId('current-path').textContent).toBe('/settings');
    expect(dialog()).toBeNull();
  });

  it('logs out through the shell’s logout page', async () => {
    const calls = mockRealityCheckFetch({ setting: { intervalMinutes: 15, sessionStartedAt: STARTED_AT } });
    await openPage(calls);
    await advance(5 * MINUTE_MS);

    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out' }));

    expect(screen.getByTestId('current-path').textContent).toBe('/logout');
    expect(dialog()).toBeNull();
  });

  it('comes at once when a tab that slept past the due time is shown again', async () => {
    const calls = mockRealityCheckFetch({ setting: { intervalMinutes: 15, sessionStartedAt: STARTED_AT } });
    await openPage(calls);

    // The computer slept: the clock moved on, the timers did not run.
    jest.setSystemTime(START + 40 * MINUTE_MS);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    expect(
      within(await screen.findByRole('dialog')).getByText('You have been signed in for 40 min.'),
    ).toBeTruthy();
  });

  it('shows nothing while the reminder is off', async () => {
    const calls = mockRealityCheckFetch({ setting: { intervalMinutes: null, sessionStartedAt: STARTED_AT } });
    await openPage(calls);

    await advance(3 * 60 * MINUTE_MS);

    expect(dialog()).toBeNull();
    expect(netResultReads(calls)).toEqual([]);
  });
});
