/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { useFeedSource } from '../shared/api/football-queries';
import { jsonResponse, renderWithProviders } from '../testing/render';
import { SimulatedMatchesNotice } from './SimulatedMatchesNotice';

function feedAnswers(status: number, body: unknown) {
  globalThis.fetch = jest.fn<typeof fetch>(async (input) =>
    String(input).startsWith('/api/football/feed')
      ? jsonResponse(status, body)
      : jsonResponse(404, { success: false, message: 'Route not found' }),
  );
}

/** The feed query's state beside the notice, rendered in the same pass: the positive signal it has read its answer. */
function FeedQueryState() {
  return <p>Feed query: {useFeedSource().status}</p>;
}

const renderNotice = () =>
  renderWithProviders(
    <>
      <SimulatedMatchesNotice />
      <FeedQueryState />
    </>,
  );

describe(SimulatedMatchesNotice.name, () => {
  afterEach(() => cleanup());

  it('says the matches are simulated in demo mode', async () => {
    feedAnswers(200, { success: true, data: { provider: 'demo', simulated: true } });
    renderNotice();

    expect(await screen.findByText('Simulated matches (demo mode)')).toBeTruthy();
  });

  it('says nothing on a real feed, nor when the source cannot be read', async () => {
    feedAnswers(200, { success: true, data: { provider: 'football-data', simulated: false } });
    renderNotice();
    await screen.findByText('Feed query: success');
    expect(screen.queryByText('Simulated matches (demo mode)')).toBeNull();
    cleanup();

    feedAnswers(500, { success: false, message: 'Internal error' });
    renderNotice();
    await screen.findByText('Feed query: error');
    expect(screen.queryByText('Simulated matches (demo mode)')).toBeNull();
  });
});
