/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCreatedOffer, anOffer } from '../../testing/offer-factory';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../../testing/render';
import type { MatchSummary } from '../api/types';
import { BettingActionsContext, type BettingActions } from './actions-context';
import { CreateOfferModal } from './CreateOfferModal';

const BOB = { id: 'u-bob', username: 'bob', email: 'b***@p2pbet.local' };

const match: MatchSummary = {
  id: 'm-1',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  league: 'Premier League',
  startTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  status: 'Scheduled',
};

function createRequests() {
  return jest
    .mocked(globalThis.fetch)
    .mock.calls.filter(([url, init]) => url === '/api/p2p-betting/offers' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

describe(CreateOfferModal.name, () => {
  let onClose: jest.Mock<() => void>;
  let limited = false;

  beforeEach(() => {
    localStorage.clear();
    signIn();
    onClose = jest.fn();
    globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/auth/verify-token'))
        return jsonResponse(200, { success: true, data: { user: ALICE } });
      if (url.startsWith('/api/users/search')) return jsonResponse(200, { success: true, data: [BOB] });
      if (url === '/api/p2p-betting/offers' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as {
          visibility?: 'public' | 'user' | 'link';
          privateTo?: string;
        };
        if (body.privateTo === 'nobody')
          return jsonResponse(404, { success: false, message: 'User not found' });
        if (body.visibility === 'link' && limited)
          return jsonResponse(422, {
            success: false,
            message: 'This stake would pass your stake limit per offer of $5.00.',
            kind: 'stake-offer',
            period: 'offer',
            limit: '5.00',
            used: null,
            resetsAt: null,
          });
        const offer = anOffer({ id: 'offer-9', visibility: body.visibility ?? 'public' });
        return jsonResponse(201, {
          success: true,
          message: 'Bet offer created successfully!',
          data: aCreatedOffer(offer, 'tok-9'),
        });
      }
      return jsonResponse(404, { success: false, message: 'Route not found' });
    });
  });

  afterEach(cleanup);

  const renderModal = () => {
    const user = userEvent.setup();
    const actions: BettingActions = {
      matchOffer: jest.fn(),
      cancelOffer: jest.fn(),
      openCreateOffer: jest.fn(),
      reportFailure: jest.fn(),
      busyOfferId: null,
    };
    renderWithProviders(
      <BettingActionsContext.Provider value={actions}>
        <CreateOfferModal match={match} selection="home_win" onClose={onClose} />
      </BettingActionsContext.Provider>,
    );
    return { user, dialog: screen.getByRole('dialog', { name: 'Create Bet Offer' }) };
  };

  it('is for everyone unless the maker chooses otherwise, and closes once created', async () => {
    const { user, dialog } = renderModal();

    expect((within(dialog).getByRole('radio', { name: /Everyone/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Create Bet Offer' }));

    expect(await screen.findByText('Bet offer created successfully!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(createRequests()).toEqual([
      { matchId: 'm-1', betAmount: '10.00', betSelection: 'home_win', visibility: 'public' },
    ]);
  });

  it("shows a refusal by the maker's own limit in the dialog, with the way to the limits", async () => {
    limited = true;
    const { user, dialog } = renderModal();

    await user.click(within(dialog).getByRole('radio', { name: /Anyone with the link/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Bet Offer' }));

    expect(await within(dialog).findByText('Limit reached')).toBeTruthy();
    expect(
      within(dialog).getByText(/This stake would pass your stake limit per offer of \$5\.00\./),
    ).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Review your limits' });
    expect(link.getAttribute('href')).toBe('/settings?tab=protection');
    limited = false;
  });

  it('needs the friend of an offer for a friend before calling the server', async () => {
    const { user, dialog } = renderModal();

    await user.click(within(dialog).getByRole('radio', { name: /A friend/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Bet Offer' }));

    expect(await within(dialog).findByText('Choose the friend this offer is for')).toBeTruthy();
    expect(createRequests()).toEqual([]);
  });

  it('searches the friend as Bet with a Friend does and sends the offer for them', async () => {
    const { user, dialog } = renderModal();

    await user.click(within(dialog).getByRole('radio', { name: /A friend/ }));
    await user.type(within(dialog).getByRole('combobox', { name: "Friend's username" }), 'bo');
    await user.click(await within(dialog).findByRole('option', { name: /@bob/ }));
    expect(within(dialog).getByText('Only @bob can see and take this offer.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create Bet Offer' }));

    expect(await screen.findByText('Bet offer created successfully!')).toBeTruthy();
    expect(createRequests()).toEqual([expect.objectContaining({ visibility: 'user', privateTo: 'bob' })]);
  });

  it("shows the server's refusal of the friend under the friend field", async () => {
    const { user, dialog } = renderModal();

    await user.click(within(dialog).getByRole('radio', { name: /A friend/ }));
    await user.type(within(dialog).getByRole('combobox', { name: "Friend's username" }), '@nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Create Bet Offer' }));

    expect(await within(dialog).findByText('User not found')).toBeTruthy();
    expect(createRequests()).toEqual([expect.objectContaining({ visibility: 'user', privateTo: 'nobody' })]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a link offer its link once created, and Copy puts the whole URL on the clipboard', async () => {
    const { user, dialog } = renderModal();

    await user.click(within(dialog).getByRole('radio', { name: /Anyone with the link/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Bet Offer' }));

    const shared = await screen.findByRole('dialog', { name: 'Share Your Offer' });
    expect(createRequests()).toEqual([expect.objectContaining({ visibility: 'link' })]);
    expect(createRequests()[0]).not.toHaveProperty('privateTo');
    const url = `${window.location.origin}/offer-link/tok-9`;
    expect((within(shared).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(url);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(shared).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(shared).getByText('Link copied.')).toBeTruthy();

    await user.click(within(shared).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('tells the maker to copy the link by hand when the browser refuses the clipboard', async () => {
    const { user, dialog } = renderModal();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));

    await user.click(within(dialog).getByRole('radio', { name: /Anyone with the link/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Bet Offer' }));
    const shared = await screen.findByRole('dialog', { name: 'Share Your Offer' });
    await user.click(within(shared).getByRole('button', { name: 'Copy' }));

    expect(
      within(shared).getByText(
        'Your browser did not allow copying. Select the link above and copy it yourself.',
      ),
    ).toBeTruthy();
    expect(within(shared).queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
