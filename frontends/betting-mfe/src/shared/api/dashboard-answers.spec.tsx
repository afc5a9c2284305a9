/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LiveProvider, type User } from '@p2p/web-session';
import { liveSocket } from '@p2p/web-session/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { OffersForYou } from '../../dashboard/OffersForYou';
import { SimulatedMatchesNotice } from '../../dashboard/SimulatedMatchesNotice';
import { YourBetOffers } from '../../dashboard/YourBetOffers';
import { RecentBets } from '../../sidebars/RecentBets';
import { BettingActionsProvider } from '../offers/BettingActionsProvider';
import { anOffer } from '../../testing/offer-factory';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../../testing/render';

const BOB: User = { ...ALICE, id: 'u-bob', username: 'bob', name: 'Bob Smith', email: 'bob@p2pbet.local' };

const list = (data: unknown[]) => ({
  success: true,
  data,
  count: data.length,
  page: 1,
  pageSize: 6,
  totalPages: data.length > 0 ? 1 : 0,
});

const HOME = {
  offers: list([]),
  myOffers: list([anOffer({ id: 'mine-1', user: { id: 'u-bob', username: 'bob', name: 'Bob Smith' } })]),
  offersForMe: list([
    anOffer({ id: 'for-bob', visibility: 'user', privateTo: { username: 'bob', name: 'Bob Smith' } }),
  ]),
  history: { success: true, data: [], count: 0, message: 'Bet history retrieved successfully' },
};

const DASHBOARD = {
  stats: { liveMatchesCount: 0, totalMarketsCount: 0, upcomingTodayCount: 0 },
  spotlightMatch: null,
  featuredMatches: [],
  liveMatches: [],
  trendingBets: [],
  leagueStats: [],
  feed: { provider: 'demo', simulated: true },
};

/** Answers the dashboard's two answers (the betting one with `homeStatus`) and every section's own route. */
function serve(homeStatus = 200) {
  globalThis.fetch = jest.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/auth/verify-token'))
      return jsonResponse(200, { success: true, data: { user: BOB } });
    if (url === '/api/p2p-betting/home')
      return homeStatus === 200
        ? jsonResponse(200, { success: true, data: HOME })
        : jsonResponse(homeStatus, { success: false, message: 'Internal server error' });
    if (url === '/api/football/dashboard') return jsonResponse(200, { success: true, data: DASHBOARD });
    if (url.startsWith('/api/football/feed'))
      return jsonResponse(200, { success: true, data: DASHBOARD.feed });
    if (url.startsWith('/api/p2p-betting/offers/for-me')) return jsonResponse(200, HOME.offersForMe);
    if (url.startsWith('/api/p2p-betting/my-offers')) return jsonResponse(200, HOME.myOffers);
    if (url.startsWith('/api/bets/history')) return jsonResponse(200, HOME.history);
    return jsonResponse(404, { success: false, message: 'Route not found' });
  });
}

const calls = () =>
  jest
    .mocked(globalThis.fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => !url.startsWith('/api/auth/'));

/** The dashboard's sections that read betting's home and football's dashboard, and a sidebar. */
function renderSections(path: string) {
  renderWithProviders(
    <LiveProvider>
      <BettingActionsProvider>
        <SimulatedMatchesNotice />
        <YourBetOffers onCreate={() => undefined} />
        <OffersForYou />
        <RecentBets />
      </BettingActionsProvider>
    </LiveProvider>,
    { path },
  );
}

describe('the dashboard filled by one answer per service (issue 32)', () => {
  beforeAll(() => {
    jest.doMock('socket.io-client', () => ({ io: () => liveSocket }));
  });
  beforeEach(() => {
    localStorage.clear();
    liveSocket.handlers.clear();
    signIn(BOB);
  });
  afterEach(cleanup);

  it("fills the sections and the sidebar from betting's home and football's dashboard, asking nothing else", async () => {
    serve();
    renderSections('/');

    const forYou = await screen.findByTestId('offers-for-you');
    expect(within(forYou).getAllByRole('article')).toHaveLength(1);
    expect(await screen.findByText('Simulated matches (demo mode)')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('your-offers').querySelectorAll('article')).toHaveLength(1),
    );
    expect(calls().sort()).toEqual(['/api/football/dashboard', '/api/p2p-betting/home']);
  });

  it('lets each section ask on its own when the home answer fails', async () => {
    serve(500);
    renderSections('/');

    expect(await screen.findByTestId('offers-for-you')).toBeTruthy();
    await waitFor(() =>
      expect(calls()).toEqual(
        expect.arrayContaining([
          '/api/p2p-betting/home',
          '/api/p2p-betting/offers/for-me?page=1&limit=6',
          '/api/p2p-betting/my-offers?status=all',
          '/api/bets/history',
        ]),
      ),
    );
  });

  it('asks no dashboard answer away from the dashboard', async () => {
    serve();
    renderSections('/bethistory');

    expect(await screen.findByTestId('offers-for-you')).toBeTruthy();
    await waitFor(() => expect(calls()).toContain('/api/bets/history'));
    expect(
      calls().filter((url) => url === '/api/p2p-betting/home' || url === '/api/football/dashboard'),
    ).toEqual([]);
  });
});
