/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { User } from '@p2p/web-session';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PeerBet } from '../../shared/api/types';
import { aSettledBet, aWonEscrowTrail } from '../../testing/bet-factory';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../../testing/render';
import BetPage from '../BetPage';

const BOB: User = { ...ALICE, id: 'u-bob', username: 'bob', name: 'Bob Smith', email: 'bob@p2pbet.local' };

/** Betting's answers to `GET /bets/b1`, one per call (the last repeats), and the wallet's trail. */
function serve(viewer: User, ...answers: Array<() => Response>): string[] {
  const asked: string[] = [];
  let call = 0;
  globalThis.fetch = jest.fn<typeof fetch>(async (input) => {
    const url = String(input);
    asked.push(url);
    if (url === '/api/p2p-betting/bets/b1') return answers[Math.min(call++, answers.length - 1)]!();
    if (url === '/api/wallet/bets/b1/escrow')
      return jsonResponse(200, { success: true, data: aWonEscrowTrail(settled(ALICE)) });
    if (url.startsWith('/api/auth/verify-token'))
      return jsonResponse(200, { success: true, data: { user: viewer } });
    return jsonResponse(404, { success: false, message: 'Route not found' });
  });
  signIn(viewer);
  return asked;
}

/** Alice's home-win offer taken by Bob, won by Alice 2-1, as betting shows it to `viewer`. */
function settled(viewer: User): PeerBet {
  const alice = viewer.id === ALICE.id;
  return aSettledBet({
    id: 'b1',
    currentUser: {
      selection: alice ? 'home_win' : 'away_win',
      isWinner: alice,
      isUserA: alice,
      result: alice ? 'won' : 'lost',
    },
  });
}

const found = (bet: PeerBet) => () => jsonResponse(200, { success: true, data: bet });
const betNotFound = () => jsonResponse(404, { success: false, message: 'Bet not found' });
const unavailable = () => jsonResponse(503, { success: false, message: 'Service unavailable' });

function renderBetPage() {
  const user = userEvent.setup();
  renderWithProviders(<BetPage />, { path: '/bets/b1', route: '/bets/:betId' });
  return user;
}

const sideTexts = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((side) => side.textContent);

describe(BetPage.name, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it.each([
    ['alice', ALICE, 'Won', ['You', '@bob']],
    ['bob', BOB, 'Lost', ['@alice', 'You']],
  ])('shows %s both sides, the match, the pot and their result', async (_, viewer, result, who) => {
    serve(viewer, found(settled(viewer)));
    renderBetPage();

    const card = await screen.findByRole('region', { name: 'Bet on Arsenal vs Chelsea' });
    expect(within(card).getByText(result)).toBeTruthy();
    expect(within(card).getByText('Premier League')).toBeTruthy();
    expect(within(card).getByText('2 – 1')).toBeTruthy();
    expect(sideTexts(card)).toEqual([
      `${who[0]}made the offerPredictsHome Win (Arsenal)Stake$25.00`,
      `${who[1]}took the offerPredictsAway Win (Chelsea)Stake$25.00`,
    ]);
    expect(within(card).getByText('Pot (both stakes)').nextElementSibling?.textContent).toBe('$50.00');
    expect(within(card).getByText('Settled').nextElementSibling?.textContent).not.toBe('Not yet');
  });

  it('shows the escrow trail with the fee and its rule, and leads back to the bet in the history', async () => {
    serve(ALICE, found(settled(ALICE)));
    renderBetPage();

    const trail = await screen.findByRole('region', { name: 'Escrow trail' });
    expect(
      await within(trail).findByText(/2\.5% of the pot, taken from the loser's stake \(BET_COMMISSION_BPS\)/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Bet History' }).getAttribute('href')).toBe(
      '/bethistory?bet=b1',
    );
  });

  it('says a bet that is unknown or not the viewer’s does not exist, without asking again or asking the wallet', async () => {
    const asked = serve(BOB, betNotFound);
    renderBetPage();

    expect(await screen.findByText('This bet does not exist or is not yours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Bet History' }).getAttribute('href')).toBe('/bethistory');
    expect(screen.getByRole('link', { name: 'Back to Bet History' }).getAttribute('href')).toBe(
      '/bethistory',
    );
    expect(asked.filter((url) => url.includes('/bets/b1'))).toEqual(['/api/p2p-betting/bets/b1']);
    expect(screen.queryByRole('region', { name: 'Escrow trail' })).toBeNull();
  });

  it('shows the server’s message with Retry when the bet fails to load, and the bet after Retry', async () => {
    // The hook retries twice on its own before it shows the failure.
    serve(ALICE, unavailable, unavailable, unavailable, found(settled(ALICE)));
    const user = renderBetPage();

    expect(screen.getByRole('status').textContent).toBe('Loading the bet');
    expect(await screen.findByText('Service unavailable', {}, { timeout: 8000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'Bet on Arsenal vs Chelsea' })).toBeTruthy();
    expect(screen.queryByText('Service unavailable')).toBeNull();
  }, 15_000);
});
