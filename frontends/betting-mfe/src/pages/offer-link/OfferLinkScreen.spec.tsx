/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { User } from '@p2p/web-session';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetOffer } from '../../shared/api/types';
import { anOffer } from '../../testing/offer-factory';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../../testing/render';
import OfferLinkPage from '../OfferLinkPage';

const BOB: User = { ...ALICE, id: 'u-bob', username: 'bob', name: 'Bob Smith', email: 'bob@p2pbet.local' };

function serve(
  offer: BetOffer | null,
  { signedInAs, match }: { signedInAs?: User; match?: () => Response } = {},
) {
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/auth/verify-token'))
      return jsonResponse(200, { success: true, data: { user: signedInAs } });
    if (url === '/api/p2p-betting/offer-links/tok-1')
      return offer
        ? jsonResponse(200, { success: true, data: offer })
        : jsonResponse(404, { success: false, message: 'Bet offer not found' });
    if (url === '/api/p2p-betting/offers/offer-1/match' && init?.method === 'POST')
      return match?.() ?? jsonResponse(201, { success: true, data: { id: 'bet-7' } });
    if (url === '/api/p2p-betting/offers/offer-1/link' && init?.method === 'POST')
      return jsonResponse(200, {
        success: true,
        message: 'New link created. The old link no longer works.',
        data: { offerId: 'offer-1', token: 'tok-2', path: '/offer-link/tok-2' },
      });
    return jsonResponse(404, { success: false, message: 'Route not found' });
  });
  if (signedInAs) signIn(signedInAs);
}

const linkOffer = (overrides: Partial<BetOffer> = {}) =>
  anOffer({ id: 'offer-1', visibility: 'link', description: 'Fancy it?', ...overrides });

function renderLinkPage() {
  const user = userEvent.setup();
  renderWithProviders(<OfferLinkPage />, { path: '/offer-link/tok-1', route: '/offer-link/:token' });
  return user;
}

const posts = (path: string) =>
  jest
    .mocked(globalThis.fetch)
    .mock.calls.filter(([url, init]) => url === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as unknown);

describe(OfferLinkPage.name, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows a guest the offer and sends them to log in or sign up and back', async () => {
    serve(linkOffer());
    renderLinkPage();

    const card = await screen.findByRole('region', { name: "alice's offer on Arsenal vs Chelsea" });
    expect(within(card).getByText('$25.00')).toBeTruthy();
    expect(within(card).getByText('@alice predicts')).toBeTruthy();
    expect(within(card).getByText('Home Win (Arsenal)')).toBeTruthy();
    expect(within(card).getByText('Private link')).toBeTruthy();
    expect(within(card).getByText('Waiting for Match')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=/offer-link/tok-1',
    );
    expect(within(card).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup?next=/offer-link/tok-1',
    );
    expect(within(card).queryByRole('button', { name: /^Match/ })).toBeNull();
  });

  it("takes the offer for a signed-in bettor with the link's token and opens the bet in the history", async () => {
    serve(linkOffer(), { signedInAs: BOB });
    const user = renderLinkPage();

    await user.click(await screen.findByRole('button', { name: 'Match (Draw)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Bet' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Bet' }));

    expect(await screen.findByText('Navigated away')).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/bethistory?bet=bet-7');
    expect(posts('/api/p2p-betting/offers/offer-1/match')).toEqual([
      { counterSelection: 'draw', linkToken: 'tok-1' },
    ]);
  });

  it('opens Insufficient Balance when the bettor cannot cover the stake', async () => {
    serve(linkOffer(), {
      signedInAs: BOB,
      match: () => jsonResponse(400, { success: false, message: 'Insufficient balance' }),
    });
    const user = renderLinkPage();

    await user.click(await screen.findByRole('button', { name: 'Match (Away)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Bet' })).getByRole('button', {
        name: 'Confirm Bet',
      }),
    );

    expect(await screen.findByRole('dialog', { name: 'Insufficient Balance' })).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/offer-link/tok-1');
  });

  it('says a replaced or unknown link no longer works, with the way to the other offers', async () => {
    serve(null);
    renderLinkPage();

    expect(await screen.findByText('This link no longer works')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Bet Offers' }).getAttribute('href')).toBe('/bet-offers');
    expect(
      jest.mocked(globalThis.fetch).mock.calls.filter(([url]) => String(url).includes('tok-1')),
    ).toHaveLength(1);
  });

  it('tells the maker it is their offer and makes it a new link on request', async () => {
    serve(linkOffer(), { signedInAs: ALICE });
    const user = renderLinkPage();

    expect(await screen.findByText('This is your offer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Match/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New link' });
    expect(posts('/api/p2p-betting/offers/offer-1/link')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make New Link' }));

    expect(await within(dialog).findByText('New link created. The old link no longer works.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/offer-link/tok-2`,
    );
  });

  it('says an offer taken by someone else can no longer be taken', async () => {
    serve(linkOffer({ status: 'matched', opponent: { username: 'carol' } }), { signedInAs: BOB });
    renderLinkPage();

    expect(await screen.findByText('This offer has already been taken.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Match/ })).toBeNull();
  });
});
