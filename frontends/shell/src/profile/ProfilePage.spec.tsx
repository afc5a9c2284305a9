/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { HistoryEntry } from '@p2p/contracts/api';
import { cleanup, screen, within } from '@testing-library/react';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import ProfilePage from './ProfilePage';

const alice = {
  id: 'u1',
  name: 'Alice',
  username: 'alice',
  email: 'maximilianbartholomew_9bb7a719@example.com',
  role: 'user',
  betsCount: 2,
};

/** A bet-history entry as betting answers it. */
function historyEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: crypto.randomUUID(),
    date: new Date().toISOString(),
    event: 'Nottingham Forest vs Bournemouth',
    selection: 'home_win',
    stake: '10.00',
    payout: null,
    potentialWinnings: '20.00',
    odds: null,
    status: 'open',
    type: 'peerbet',
    betType: 'Match Result',
    league: 'Premier League',
    opponent: null,
    result: null,
    profit: null,
    homeTeam: 'Nottingham Forest',
    awayTeam: 'Bournemouth',
    matchDate: new Date().toISOString(),
    originalData: { kind: 'offer', offerId: 'o1', betId: null, matchId: 'm1' },
    ...overrides,
  };
}

function mockApi(history: HistoryEntry[]) {
  globalThis.fetch = jest.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/bets/history'))
      return jsonResponse(200, { success: true, data: history, count: history.length });
    if (url === '/api/wallet/balance')
      return jsonResponse(200, { success: true, data: { available: '50.00', held: '0.00' } });
    return jsonResponse(200, { success: true, data: { user: alice } });
  });
}

describe(ProfilePage.name, () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(alice));
  });
  afterEach(cleanup);

  it('names the selections and states of its recent activity as the rest of the app does', async () => {
    mockApi([
      historyEntry({ status: 'settled', selection: 'home_win', payout: '20.00', result: 'won' }),
      historyEntry({ status: 'settled', selection: 'away_win', payout: '0.00', result: 'lost' }),
      historyEntry({ status: 'matched', selection: 'draw' }),
      historyEntry({ status: 'open', selection: 'over_2.5' }),
      historyEntry({ status: 'cancelled', selection: 'under_2.5' }),
    ]);
    renderPage(<ProfilePage />, { path: '/profile' });

    const card = screen.getByRole('heading', { name: 'Recent Activity' }).closest('section') as HTMLElement;
    const activity = await within(card).findByRole('list');
    const items = within(activity).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.text-muted')?.textContent)).toEqual([
      'Home Win · $10.00',
      'Away Win · $10.00',
      'Draw · $10.00',
      'Over 2.5 · $10.00',
      'Under 2.5 · $10.00',
    ]);
    expect(items.map((item) => item.querySelector('.ui-badge')?.textContent)).toEqual([
      'Settled · Won',
      'Settled · Lost',
      'Active',
      'Open',
      'Cancelled',
    ]);
    expect(activity.textContent).not.toMatch(/home_win|away_win|matched|settled|open/);
  });

  it('keeps the whole email in its row, to break only before the @', async () => {
    mockApi([]);
    renderPage(<ProfilePage />, { path: '/profile' });
    await screen.findByText('No recent activity');

    const details = screen.getByRole('heading', { name: 'Personal Information' }).closest('section');
    const email = within(details as HTMLElement).getByText('Email').nextElementSibling as HTMLElement;
    expect(email.textContent).toBe(alice.email);
    expect(email.title).toBe(alice.email);
    expect(email.innerHTML).toBe('maximilianbartholomew_9bb7a719<wbr>@example.com');
  });
});
