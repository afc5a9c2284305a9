/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../testing/render';
import type { SlipSelection } from './bet-slip-rules';
import { betSlip } from './bet-slip-store';
import { BetSlip } from './BetSlip';

const inThreeHours = () => new Date(Date.now() + 3 * 3_600_000).toISOString();

function aSelection(overrides: Partial<SlipSelection> = {}): SlipSelection {
  return {
    matchId: 'm1',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    league: 'Premier League',
    startTime: inThreeHours(),
    status: 'Scheduled',
    market: 'match_result',
    pick: 'home',
    odds: 2.1,
    ...overrides,
  };
}

const renderSlip = () =>
  renderWithProviders(
    <BettingActionsProvider>
      <BetSlip />
    </BettingActionsProvider>,
  );

describe(BetSlip.name, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    act(() => betSlip.clear());
    globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/auth/verify-token'))
        return jsonResponse(200, { success: true, data: { user: ALICE } });
      if (url === '/api/p2p-betting/offers' && init?.method === 'POST')
        return jsonResponse(201, {
          success: true,
          message: 'Bet offer created successfully!',
          data: { id: 'o1' },
        });
      return jsonResponse(200, { success: true, data: { available: '100.00', held: '0.00' } });
    });
  });

  afterEach(cleanup);

  it('asks for selections and a stake before anything else', async () => {
    const user = userEvent.setup();
    renderSlip();

    await user.click(screen.getByRole('button', { name: 'Create Bet Offer' }));
    expect(screen.getByText('Please add selections and enter stake amount')).toBeTruthy();

    act(() => betSlip.toggle(aSelection()));
    await user.click(screen.getByRole('button', { name: 'Create Bet Offer' }));
    expect(screen.getByText('Please add selections and enter stake amount')).toBeTruthy();
  });

  it('shows markets without a peer-to-peer side for information only', async () => {
    const user = userEvent.setup();
    act(() => betSlip.toggle(aSelection({ market: 'next_goal', pick: 'away', odds: 2.4 })));
    renderSlip();

    expect(screen.getByText('For information: no peer-to-peer market')).toBeTruthy();
    await user.type(screen.getByLabelText('Stake ($)'), '20');
    await user.click(screen.getByRole('button', { name: 'Create Bet Offer' }));

    expect(screen.getByText(/None of these selections can be offered peer-to-peer/)).toBeTruthy();
  });

  it('asks a guest to log in before making an offer', async () => {
    const user = userEvent.setup();
    act(() => betSlip.toggle(aSelection()));
    renderSlip();

    await user.type(screen.getByLabelText('Stake ($)'), '20');
    await user.click(screen.getByRole('button', { name: 'Create Bet Offer' }));

    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeTruthy();
  });

  it('turns a Match Result selection into an offer at the slip stake', async () => {
    signIn();
    const user = userEvent.setup();
    act(() => betSlip.toggle(aSelection({ market: 'next_goal' })));
    act(() => betSlip.toggle(aSelection({ pick: 'away' })));
    renderSlip();

    await user.type(screen.getByLabelText('Stake ($)'), '25');
    await user.click(screen.getByRole('button', { name: 'Create Bet Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bet Offer' });
    expect(within(dialog).getByText('Away Win (Chelsea)')).toBeTruthy();
    expect(within(dialog).getByText('$25.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create Bet Offer' }));

    expect(await screen.findByText('Bet offer created successfully!')).toBeTruthy();
    const [, init] = jest
      .mocked(globalThis.fetch)
      .mock.calls.find(([url, options]) => url === '/api/p2p-betting/offers' && options?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      matchId: 'm1',
      betAmount: '25.00',
      betSelection: 'away_win',
    });
    // The line became an offer; the information line stays.
    expect(betSlip.getSnapshot().map((line) => line.market)).toEqual(['next_goal']);
  });
});
