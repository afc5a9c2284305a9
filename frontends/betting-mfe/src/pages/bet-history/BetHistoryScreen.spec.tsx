/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { HistoryEntry } from '../../shared/api/types';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../../testing/render';
import BetHistoryPage from '../BetHistoryPage';

function anEntry(betId: string, event: string, status: HistoryEntry['status'] = 'matched'): HistoryEntry {
  return {
    id: betId,
    date: new Date(Date.now() - 3_600_000).toISOString(),
    event,
    selection: 'home_win',
    stake: '10.00',
    payout: null,
    potentialWinnings: '20.00',
    odds: null,
    status,
    type: 'peerbet',
    betType: 'Match Result',
    league: 'Premier League',
    opponent: 'bob',
    result: null,
    profit: null,
    homeTeam: event.split(' vs ')[0],
    awayTeam: event.split(' vs ')[1],
    matchDate: new Date(Date.now() + 3_600_000).toISOString(),
    originalData: { kind: 'bet', offerId: `offer-${betId}`, betId, matchId: 'm1' },
  };
}

const MATCHED = anEntry('b1', 'Arsenal vs Chelsea');
const SETTLED = anEntry('b2', 'Liverpool vs Everton', 'settled');

/** The history as betting answers it: by the `status` asked for. */
function mockHistory(entries: HistoryEntry[]): string[] {
  const asked: string[] = [];
  globalThis.fetch = jest.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/bets/history')) {
      asked.push(url);
      const status = new URL(url, 'http://app').searchParams.get('status') ?? 'all';
      const data = entries.filter((entry) => status === 'all' || entry.status === status);
      return jsonResponse(200, { success: true, data, count: data.length });
    }
    // An opened bet loads its escrow trail (EscrowTrailSection.spec.tsx); these tests are about the link.
    if (url.startsWith('/api/wallet/bets/'))
      return jsonResponse(404, { success: false, message: 'Bet not found' });
    return jsonResponse(200, { success: true, data: { user: ALICE } });
  });
  return asked;
}

const currentPath = () => screen.getByTestId('current-path').textContent;
const card = (event: string) => screen.getByRole('article', { name: new RegExp(`^${event},`) });

describe('BetHistoryScreen: a link to one bet (?bet=)', () => {
  const scrolled: Element[] = [];

  beforeEach(() => {
    localStorage.clear();
    signIn();
    scrolled.length = 0;
    // jsdom lays nothing out: record what the screen asks to scroll to.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(cleanup);

  it('opens that bet, marks it, and scrolls to it', async () => {
    mockHistory([MATCHED, SETTLED]);
    renderWithProviders(<BetHistoryPage />, { path: '/bethistory?bet=b2' });

    const linked = await screen.findByRole('article', { name: /^Liverpool vs Everton,/ });
    expect(linked.getAttribute('aria-current')).toBe('true');
    expect(within(linked).getByRole('button', { name: 'Show Less' })).toBeTruthy();
    expect(within(linked).getByText('Opponent')).toBeTruthy();
    expect(scrolled).toEqual([linked]);
    expect(document.activeElement).toBe(linked);
    const other = card('Arsenal vs Chelsea');
    expect(other.getAttribute('aria-current')).toBeNull();
    expect(within(other).getByRole('button', { name: 'Show More' })).toBeTruthy();
  });

  it('switches to all bets when the chosen tab does not hold it', async () => {
    const asked = mockHistory([MATCHED, SETTLED]);
    renderWithProviders(<BetHistoryPage />, { path: '/bethistory?status=matched&period=today&bet=b2' });

    await waitFor(() => expect(currentPath()).toBe('/bethistory?bet=b2'));
    await waitFor(() => expect(card('Liverpool vs Everton').getAttribute('aria-current')).toBe('true'));
    expect(asked[0]).toBe('/api/bets/history?status=matched&period=today');
    expect(asked.at(-1)).toBe('/api/bets/history?status=all&period=all');
    expect(screen.getByRole('tab', { name: 'All Bets' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says so when the bet is not in the history at all', async () => {
    mockHistory([MATCHED]);
    renderWithProviders(<BetHistoryPage />, { path: '/bethistory?bet=unknown' });

    expect(await screen.findByText('That bet is not among your recent offers and bets.')).toBeTruthy();
    expect(card('Arsenal vs Chelsea').getAttribute('aria-current')).toBeNull();
    expect(scrolled).toEqual([]);
  });
});

describe('BetHistoryScreen: each bet’s own page', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('links a bet’s card to /bets/<id>, and an offer nobody took to no page', async () => {
    const untaken: HistoryEntry = {
      ...anEntry('o1', 'Spurs vs Fulham', 'open'),
      originalData: { kind: 'offer', offerId: 'o1', betId: null, matchId: 'm2' },
    };
    mockHistory([MATCHED, untaken]);
    renderWithProviders(<BetHistoryPage />, { path: '/bethistory' });

    const bet = await screen.findByRole('article', { name: /^Arsenal vs Chelsea,/ });
    expect(within(bet).getByRole('link', { name: 'Open bet page' }).getAttribute('href')).toBe('/bets/b1');
    expect(within(card('Spurs vs Fulham')).queryByRole('link', { name: 'Open bet page' })).toBeNull();
  });
});
