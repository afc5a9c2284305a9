/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LiveProvider, type User } from '@p2p/web-session';
import { liveSocket } from '@p2p/web-session/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { BetOffer } from '../shared/api/types';
import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { anOffer } from '../testing/offer-factory';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../testing/render';
import { OffersForYou } from './OffersForYou';

const BOB: User = { ...ALICE, id: 'u-bob', username: 'bob', name: 'Bob Smith', email: 'bob@p2pbet.local' };

const forBob = () =>
  anOffer({ id: 'offer-1', visibility: 'user', privateTo: { username: 'bob', name: 'Bob Smith' } });

function serve(answer: () => Response) {
  globalThis.fetch = jest.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/auth/verify-token'))
      return jsonResponse(200, { success: true, data: { user: BOB } });
    if (url.startsWith('/api/p2p-betting/offers/for-me')) return answer();
    return jsonResponse(404, { success: false, message: 'Route not found' });
  });
}

const page = (offers: BetOffer[]) =>
  jsonResponse(200, {
    success: true,
    data: offers,
    count: offers.length,
    page: 1,
    pageSize: 6,
    totalPages: offers.length > 0 ? 1 : 0,
  });

const forMeCalls = () =>
  jest
    .mocked(globalThis.fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/p2p-betting/offers/for-me'));

function renderSection() {
  renderWithProviders(
    <LiveProvider>
      <BettingActionsProvider>
        <OffersForYou />
      </BettingActionsProvider>
    </LiveProvider>,
  );
}

describe(OffersForYou.name, () => {
  beforeAll(() => {
    jest.doMock('socket.io-client', () => ({ io: () => liveSocket }));
  });
  beforeEach(() => {
    localStorage.clear();
    liveSocket.handlers.clear();
    signIn(BOB);
  });
  afterEach(cleanup);

  it('lists the offers made for the user, to take like any other', async () => {
    serve(() => page([forBob()]));
    renderSection();

    const section = await screen.findByTestId('offers-for-you');
    const card = await within(section).findByRole('article', { name: "alice's offer on Arsenal vs Chelsea" });
    expect(within(card).getByText('Private · for you')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Match (Draw)' })).toBeTruthy();
    expect(forMeCalls()).toEqual(['/api/p2p-betting/offers/for-me?page=1&limit=6']);
  });

  it('shows nothing once it knows there are none', async () => {
    serve(() => page([]));
    renderSection();

    // Not even while loading: a section that appears only to vanish would move the dashboard.
    expect(screen.queryByTestId('offers-for-you')).toBeNull();
    await waitFor(() => expect(forMeCalls()).toHaveLength(1));
    expect(screen.queryByTestId('offers-for-you')).toBeNull();
  });

  it('says when the list failed to load, with Retry', async () => {
    serve(() => jsonResponse(500, { success: false, message: 'Internal server error' }));
    renderSection();

    expect(await screen.findByText('Failed to load bet offers. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reloads when the live push says offers changed', async () => {
    let offers = [forBob()];
    serve(() => page(offers));
    renderSection();
    await screen.findByRole('article');
    await waitFor(() => expect(liveSocket.listens('offers:changed')).toBe(true));

    offers = [];
    act(() => liveSocket.push('offers:changed', {}));

    await waitFor(() => expect(screen.queryByTestId('offers-for-you')).toBeNull());
    expect(forMeCalls()).toHaveLength(2);
  });
});
