/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry } from '../../shared/api/types';
import { seriousViolations } from '@p2p/ui/testing/axe';
import { anExchangeEntry } from '../../testing/exchange-factory';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../../testing/render';
import BetHistoryPage from '../BetHistoryPage';

/** The history as betting answers it, and the cancel of an offer. */
function serve(entries: HistoryEntry[]) {
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/bets/history'))
      return jsonResponse(200, { success: true, data: entries, count: entries.length });
    if (url.startsWith('/api/p2p-betting/offers/') && init?.method === 'DELETE')
      return jsonResponse(200, { success: true, message: 'Bet offer cancelled successfully!' });
    if (url.startsWith('/api/wallet/bets/'))
      return jsonResponse(404, { success: false, message: 'Bet not found' });
    return jsonResponse(200, { success: true, data: { user: ALICE, available: '100.00', held: '0.00' } });
  });
}

const deletes = () =>
  jest
    .mocked(globalThis.fetch)
    .mock.calls.filter(([, init]) => init?.method === 'DELETE')
    .map(([url]) => String(url));

describe('HistoryCard on the exchange', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('shows how much of an open offer is matched, and cancels the rest once confirmed', async () => {
    const user = userEvent.setup();
    const offer = anExchangeEntry({ side: 'lay', matched: '30.00' });
    serve([offer]);
    renderWithProviders(<BetHistoryPage />, { path: '/bethistory' });

    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea, Partly Matched' });
    expect(within(card).getByText('$30.00 of $50.00 matched at 3.0')).toBeTruthy();
    expect(within(card).getByText('Lay at 3.0')).toBeTruthy();
    expect(within(card).getByText("Backer's stake")).toBeTruthy();
    // Laying $50.00 at 3.0 holds $100.00 against the backers' $50.00.
    expect(within(card).getByText('$150.00')).toBeTruthy();
    expect(await seriousViolations(card)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Cancel unmatched' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Unmatched Stake' });
    expect(dialog.textContent).toContain(
      'Your offer to lay Home Win (Arsenal) at 3.0 on Arsenal vs Chelsea has $20.00 unmatched. Cancel it? $40.00 goes back to your available balance; the $30.00 already matched stays as bets.',
    );
    expect(deletes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Unmatched' }));

    expect(await screen.findByText('Unmatched stake cancelled: the matched parts stay bets.')).toBeTruthy();
    expect(deletes()).toEqual([`/api/p2p-betting/offers/${offer.originalData.offerId}`]);
  });

  it('keeps the offer when the bettor chooses Keep Offer', async () => {
    const user = userEvent.setup();
    serve([anExchangeEntry({ matched: '0.00' })]);
    renderWithProviders(<BetHistoryPage />, { path: '/bethistory' });

    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea, Waiting for Match' });
    await user.click(within(card).getByRole('button', { name: 'Cancel unmatched' }));
    await user.click(screen.getByRole('button', { name: 'Keep Offer' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes()).toEqual([]);
  });

  it('has nothing to cancel on an offer all matched', async () => {
    serve([anExchangeEntry({ matched: '50.00' })]);
    renderWithProviders(<BetHistoryPage />, { path: '/bethistory' });

    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea, Fully Matched' });
    expect(within(card).getByText('$50.00 of $50.00 matched at 3.0')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('shows a settled bet’s side, price and the commission its winner paid', async () => {
    const user = userEvent.setup();
    const won = anExchangeEntry(
      { side: 'back', odds: '3.0', matched: null, commission: '0.80' },
      {
        stake: '20.00',
        status: 'settled',
        result: 'won',
        payout: '59.20',
        profit: '39.20',
        potentialWinnings: '60.00',
        opponent: 'bob',
        originalData: { kind: 'bet', offerId: 'o-9', betId: 'bet-9', matchId: 'm-1' },
      },
    );
    serve([won]);
    renderWithProviders(<BetHistoryPage />, { path: '/bethistory' });

    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea, Won' });
    const facts = Object.fromEntries(
      [...card.querySelectorAll('.history-card__summary > div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts).toEqual({
      Selection: 'Home Win (Arsenal)',
      Side: 'Back at 3.0',
      Stake: '$20.00',
      Payout: '$59.20',
      Commission: '$0.80',
      Profit: '+$39.20',
    });
    expect(within(card).queryByText(/matched at/)).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Show More' }));
    const odds = within(card).getByText('Odds').nextElementSibling;
    expect(odds?.textContent).toBe('3.0');
  });

  it('calls a layer’s hold on a bet their liability', async () => {
    serve([
      anExchangeEntry(
        { side: 'lay', matched: null },
        {
          stake: '40.00',
          status: 'matched',
          potentialWinnings: '60.00',
          originalData: { kind: 'bet', offerId: 'o-8', betId: 'bet-8', matchId: 'm-1' },
        },
      ),
    ]);
    renderWithProviders(<BetHistoryPage />, { path: '/bethistory' });

    const card = await screen.findByRole('article', { name: 'Arsenal vs Chelsea, In Progress' });
    expect(within(card).getByText('Liability')).toBeTruthy();
    expect(within(card).getByText('$60.00')).toBeTruthy();
  });
});
