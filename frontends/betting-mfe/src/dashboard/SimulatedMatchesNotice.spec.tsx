/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../testing/render';
import { SimulatedMatchesNotice } from './SimulatedMatchesNotice';

function feedAnswers(status: number, body: unknown) {
  globalThis.fetch = jest.fn<typeof fetch>(async (input) =>
    String(input).startsWith('/api/football/feed')
      ? jsonResponse(status, body)
      : jsonResponse(404, { success: false, message: 'Route not found' }),
  );
}

/** Lets the query's answer reach the component. */
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 20))));

const feedCalls = () =>
  jest.mocked(globalThis.fetch).mock.calls.filter(([url]) => String(url).startsWith('/api/football/feed'))
    .length;

describe(SimulatedMatchesNotice.name, () => {
  afterEach(() => cleanup());

  it('says the matches are simulated in demo mode', async () => {
    feedAnswers(200, { success: true, data: { provider: 'demo', simulated: true } });
    renderWithProviders(<SimulatedMatchesNotice />);

    expect(await screen.findByText('Simulated matches (demo mode)')).toBeTruthy();
  });

  it('says nothing on a real feed, nor when the source cannot be read', async () => {
    feedAnswers(200, { success: true, data: { provider: 'football-data', simulated: false } });
    renderWithProviders(<SimulatedMatchesNotice />);
    await waitFor(() => expect(feedCalls()).toBe(1));
    await settle();
    expect(screen.queryByText('Simulated matches (demo mode)')).toBeNull();
    cleanup();

    feedAnswers(500, { success: false, message: 'Internal error' });
    renderWithProviders(<SimulatedMatchesNotice />);
    await waitFor(() => expect(feedCalls()).toBe(1));
    await settle();
    expect(screen.queryByText('Simulated matches (demo mode)')).toBeNull();
  });
});
