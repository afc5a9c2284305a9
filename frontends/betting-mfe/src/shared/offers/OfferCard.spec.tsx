/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ToastProvider } from '@p2p/ui';
import { SessionProvider, SessionStore, TOKEN_KEY, USER_KEY } from '@p2p/web-session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { BetOffer } from '../api/types';
import { anExchangeOffer } from '../../testing/exchange-factory';
import { anOffer } from '../../testing/offer-factory';
import { BettingActionsContext, type BettingActions } from './actions-context';
import { OfferCard } from './OfferCard';

const alice = { id: 'u-alice', username: 'alice', name: 'Alice Johnson', email: 'a@x.io', role: 'user' };
const bob = { ...alice, id: 'u-bob', username: 'bob', name: 'Bob Smith' };

/** The factory's open offer by Alice, with a description to show. */
const offer = (overrides: Partial<BetOffer> = {}): BetOffer =>
  anOffer({ id: 'offer-1', description: 'Arsenal all day', ...overrides });

function renderCard(card: BetOffer, signedInAs: typeof alice | null) {
  if (signedInAs) {
    localStorage.setItem(TOKEN_KEY, 'token');
    localStorage.setItem(USER_KEY, JSON.stringify(signedInAs));
  }
  // The token check never answers: the stored user stays signed in for the whole test.
  globalThis.fetch = jest.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  const actions: BettingActions = {
    matchOffer: jest.fn(),
    cancelOffer: jest.fn(),
    openCreateOffer: jest.fn(),
    reportFailure: jest.fn(),
    busyOfferId: null,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider store={new SessionStore()}>
        <ToastProvider>
          <MemoryRouter>
            <BettingActionsContext.Provider value={actions}>
              <OfferCard offer={card} />
            </BettingActionsContext.Provider>
          </MemoryRouter>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return actions;
}

describe(OfferCard.name, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the offer and matches it with one of the other outcomes, its own one hidden', async () => {
    const actions = renderCard(offer(), bob);

    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.getByText('Waiting for Match')).toBeTruthy();
    expect(screen.getByText('Home Win (Arsenal)')).toBeTruthy();
    expect(screen.getByText('“Arsenal all day”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Match (Home)' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Match (Draw)' }));
    expect(actions.matchOffer).toHaveBeenCalledWith(expect.objectContaining({ id: 'offer-1' }), 'draw');
  });

  it('disables the buttons for guests and gives them a Login link', () => {
    renderCard(offer({ selection: 'draw' }), null);

    expect((screen.getByRole('button', { name: 'Match (Home)' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Match (Away)' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('tells the maker it is their own offer and lets them cancel it instead', async () => {
    const actions = renderCard(offer(), alice);

    expect(screen.getByText('This is your own bet offer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Match/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actions.cancelOffer).toHaveBeenCalled();
  });

  it('badges an offer for a friend with who it is for, and "for you" to that friend', () => {
    const forBob = offer({ visibility: 'user', privateTo: { username: 'bob', name: bob.name } });
    renderCard(forBob, alice);
    expect(screen.getByText('Private · @bob')).toBeTruthy();
    cleanup();

    renderCard(forBob, bob);
    expect(screen.getByText('Private · for you')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Match (Draw)' })).toBeTruthy();
  });

  it('gives the maker of an open link offer a New link beside Cancel, and nobody else', () => {
    renderCard(offer({ visibility: 'link' }), alice);
    expect(screen.getByText('Private link')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New link' })).toBeTruthy();
    cleanup();

    renderCard(offer({ visibility: 'link' }), bob);
    expect(screen.queryByRole('button', { name: 'New link' })).toBeNull();
    cleanup();

    renderCard(offer(), alice);
    expect(screen.queryByText(/^Private/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'New link' })).toBeNull();
  });

  it('keeps the buttons disabled once betting on the match has closed', () => {
    renderCard(offer({ match: { ...offer().match, startTime: new Date().toISOString() } }), bob);

    expect((screen.getByRole('button', { name: 'Match (Away)' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Betting closed')).toBeTruthy();
  });

  it('shows how much of an exchange offer is matched at its price, and lets its maker cancel the rest', async () => {
    const partlyMatched = anExchangeOffer({ side: 'lay', matched: '30.00', unmatched: '20.00' });
    const actions = renderCard(partlyMatched, alice);

    expect(screen.getByText('$30.00 of $50.00 matched at 3.0')).toBeTruthy();
    expect(screen.getByText('Lay at 3.0')).toBeTruthy();
    expect(screen.getByText('Partly Matched')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel unmatched' }));
    expect(actions.cancelOffer).toHaveBeenCalledWith(partlyMatched);
  });

  it('has nothing to cancel once an exchange offer is all matched', () => {
    renderCard(anExchangeOffer({ matched: '50.00', unmatched: '0.00' }), alice);

    expect(screen.getByText('$50.00 of $50.00 matched at 3.0')).toBeTruthy();
    expect(screen.getByText('Fully Matched')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it("sends another bettor to the match's exchange, not to even-money match buttons", () => {
    renderCard(anExchangeOffer({ matched: '0.00', unmatched: '50.00' }), bob);

    expect(screen.queryByRole('button', { name: /^Match/ })).toBeNull();
    expect(screen.getByText("Take a part of it on the match's exchange")).toBeTruthy();
  });
});
