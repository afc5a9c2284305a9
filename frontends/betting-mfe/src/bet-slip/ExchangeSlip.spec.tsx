/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExchangeDialog } from '../exchange/ExchangeDialog';
import type { ExchangeBook } from '../shared/api/types';
import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { seriousViolations } from '@p2p/ui/testing/axe';
import { aBook, aLevel, anExchangeMatch } from '../testing/exchange-factory';
import { anOffer } from '../testing/offer-factory';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../testing/render';

const TAKE_PATH = '/api/p2p-betting/exchange/offers/lay-1/take';
const CREATE_PATH = '/api/p2p-betting/exchange/offers';

/**
 * Home Win at 3.0 has $50.00 to back: Bob's $30.00 lay offer, then Carol's $20.00. Nobody backs it yet,
 * so laying it posts an offer.
 */
const BOOK = aBook({
  home_win: {
    toBack: [
      aLevel('3.0', '50.00', [
        { id: 'lay-1', unmatched: '30.00' },
        { id: 'lay-2', unmatched: '20.00' },
      ]),
    ],
  },
});

interface Answers {
  take?: () => Response;
  create?: () => Response;
  book?: ExchangeBook;
}

function serve({ take, create, book = BOOK }: Answers = {}) {
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/auth/verify-token'))
      return jsonResponse(200, { success: true, data: { user: ALICE } });
    if (url === '/api/p2p-betting/exchange/matches/m-1/book')
      return jsonResponse(200, { success: true, data: book });
    if (url === TAKE_PATH && init?.method === 'POST' && take) return take();
    if (url === CREATE_PATH && init?.method === 'POST' && create) return create();
    return jsonResponse(200, { success: true, data: { available: '500.00', held: '0.00' } });
  });
}

/** The JSON body of the one request sent to `path`. */
function bodySentTo(path: string): unknown {
  const call = jest
    .mocked(globalThis.fetch)
    .mock.calls.find(([url, init]) => String(url) === path && init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

function renderExchange() {
  return renderWithProviders(
    <BettingActionsProvider>
      <ExchangeDialog match={anExchangeMatch()} onClose={() => undefined} />
    </BettingActionsProvider>,
  );
}

/** Picks Back Home Win at 3.0 on the ladder and gives the slip it opens. */
async function pickBackHomeAt3() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '3.0, $50.00 available to back' }));
  return { user, slip: screen.getByTestId('exchange-slip') };
}

/** The slip's figures, label to value. */
function figures(slip: HTMLElement): Record<string, string> {
  const list = slip.querySelector('dl')!;
  return Object.fromEntries(
    [...list.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );
}

describe('ExchangeSlip', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('shows the stake, the profit and the commission as one types, backing at 3.0', async () => {
    serve();
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();

    expect(within(slip).getByRole('heading', { name: 'Back Home Win (Arsenal)' })).toBeTruthy();
    expect((within(slip).getByLabelText('Odds') as HTMLInputElement).value).toBe('3.0');
    await user.type(within(slip).getByLabelText('Stake ($)'), '20');

    expect(figures(slip)).toEqual({
      'Your stake': '$20.00',
      'Profit if you win': '$40.00',
      'Commission 2% of net winnings per market': '$0.80',
    });
  });

  it("shows a layer's liability and the backer's stake as their profit, laying at 3.0", async () => {
    serve();
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();

    await user.click(within(slip).getByRole('button', { name: 'Lay' }));
    await user.type(within(slip).getByLabelText("Backer's stake ($)"), '20');

    expect(within(slip).getByRole('heading', { name: 'Lay Home Win (Arsenal)' })).toBeTruthy();
    expect(within(slip).getByText('You win if Home Win (Arsenal) does not happen.')).toBeTruthy();
    expect(figures(slip)).toEqual({
      'Your liability': '$40.00',
      'Profit if you win': '$20.00',
      'Commission 2% of net winnings per market': '$0.40',
    });
  });

  it('says why a price off the ladder is none, and steps back onto it', async () => {
    serve();
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();
    const odds = within(slip).getByLabelText('Odds') as HTMLInputElement;

    await user.clear(odds);
    await user.type(odds, '3.01');

    expect(within(slip).getByRole('alert').textContent).toBe(
      '3.01 is not a price on the ladder: the nearest are 3.0 and 3.05',
    );
    expect(odds.getAttribute('aria-invalid')).toBe('true');
    expect(figures(slip)['Your stake']).toBe('–');

    await user.click(within(slip).getByRole('button', { name: 'Raise the odds by one step' }));
    expect(odds.value).toBe('3.05');
    await user.type(odds, '{ArrowDown}{ArrowDown}');
    expect(odds.value).toBe('2.98');
    expect(within(slip).queryByRole('alert')).toBeNull();
  });

  it('takes part of the oldest offer at the picked price, and says so before and after', async () => {
    serve({
      take: () =>
        jsonResponse(201, {
          success: true,
          message: 'Matched $20.00 at 3.0 against Bob Smith',
          data: { id: 'bet-1' },
        }),
    });
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();

    expect(
      within(slip).getByText(
        'Matches now: takes up to $30.00 from the oldest offer at 3.0 ($50.00 there in all).',
      ),
    ).toBeTruthy();
    await user.type(within(slip).getByLabelText('Stake ($)'), '20');
    await user.click(within(slip).getByRole('button', { name: 'Take $20.00 at 3.0' }));

    expect(await within(slip).findByText('Matched $20.00 at 3.0 against Bob Smith')).toBeTruthy();
    expect(bodySentTo(TAKE_PATH)).toEqual({ amount: '20.00' });
    expect(bodySentTo(CREATE_PATH)).toBeUndefined();
    // The stake is spent: a second press does not take another part.
    expect((within(slip).getByLabelText('Stake ($)') as HTMLInputElement).value).toBe('');
  });

  it('refuses a part larger than the oldest offer before asking the exchange', async () => {
    serve();
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();

    await user.type(within(slip).getByLabelText('Stake ($)'), '40');
    await user.click(within(slip).getByRole('button', { name: 'Take at 3.0' }));

    expect(document.activeElement).toBe(within(slip).getByLabelText('Stake ($)'));
    expect(
      within(slip).getByText('Only $30.00 of the oldest offer at this price is still unmatched'),
    ).toBeTruthy();
    expect(bodySentTo(TAKE_PATH)).toBeUndefined();
  });

  it('posts a new offer at a price nobody offers yet', async () => {
    serve({
      create: () =>
        jsonResponse(201, {
          success: true,
          message: 'Bet offer created successfully!',
          data: anOffer({ id: 'new-offer' }),
        }),
    });
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();

    await user.click(within(slip).getByRole('button', { name: 'Raise the odds by one step' }));
    await user.type(within(slip).getByLabelText('Stake ($)'), '20');

    expect(
      within(slip).getByText(
        'Posts a new offer to back at 3.05, which layers take in parts; you can cancel what is unmatched.',
      ),
    ).toBeTruthy();
    await user.click(within(slip).getByRole('button', { name: 'Post offer to back $20.00 at 3.05' }));

    expect(
      await within(slip).findByText('Bet offer created successfully! It waits at 3.05 until layers take it.'),
    ).toBeTruthy();
    expect(bodySentTo(CREATE_PATH)).toEqual({
      matchId: 'm-1',
      selection: 'home_win',
      side: 'back',
      odds: '3.05',
      stake: '20.00',
    });
    expect(bodySentTo(TAKE_PATH)).toBeUndefined();
  });

  it("passes over the bettor's own offer at a price to the next one", async () => {
    serve({
      // The book marks the signed-in bettor's own offers.
      book: aBook({
        home_win: {
          toBack: [
            aLevel('3.0', '50.00', [
              { id: 'lay-1', unmatched: '30.00', mine: true },
              { id: 'lay-2', unmatched: '20.00' },
            ]),
          ],
        },
      }),
      take: () => jsonResponse(201, { success: true, message: 'Matched $5.00 at 3.0', data: {} }),
    });
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();

    expect(await within(slip).findByText(/takes up to \$20\.00 from the oldest offer/)).toBeTruthy();
    await user.type(within(slip).getByLabelText('Stake ($)'), '5');
    await user.click(within(slip).getByRole('button', { name: 'Take $5.00 at 3.0' }));

    await within(slip).findByText('Matched $5.00 at 3.0');
    expect(jest.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url))).toContain(
      '/api/p2p-betting/exchange/offers/lay-2/take',
    );
  });

  it("shows the exchange's refusal in the slip", async () => {
    serve({
      take: () =>
        jsonResponse(409, { success: false, message: 'Only $10.00 of this offer is still unmatched' }),
    });
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();

    await user.type(within(slip).getByLabelText('Stake ($)'), '20');
    await user.click(within(slip).getByRole('button', { name: 'Take $20.00 at 3.0' }));

    expect((await within(slip).findByRole('alert')).textContent).toBe(
      'Only $10.00 of this offer is still unmatched',
    );
    expect((within(slip).getByLabelText('Stake ($)') as HTMLInputElement).value).toBe('20');
  });

  it('offers to add funds when the balance is short', async () => {
    serve({ create: () => jsonResponse(422, { success: false, message: 'Insufficient balance' }) });
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();

    await user.click(within(slip).getByRole('button', { name: 'Lay' }));
    await user.type(within(slip).getByLabelText("Backer's stake ($)"), '20');
    await user.click(within(slip).getByRole('button', { name: 'Post offer to lay $20.00 at 3.0' }));

    const alert = await within(slip).findByRole('alert');
    expect(alert.textContent).toBe('Insufficient balance. Add funds');
    expect(within(alert).getByRole('link', { name: 'Add funds' }).getAttribute('href')).toBe('/deposit');
  });

  it('lets a guest work out a bet, and asks them to log in to place it', async () => {
    localStorage.clear();
    serve();
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();

    await user.type(within(slip).getByLabelText('Stake ($)'), '20');

    expect(figures(slip)['Profit if you win']).toBe('$40.00');
    expect(within(slip).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(
      (within(slip).getByRole('button', { name: 'Take $20.00 at 3.0' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('has no serious accessibility violations, its fields labelled and its errors tied to them', async () => {
    serve();
    renderExchange();
    const { user, slip } = await pickBackHomeAt3();

    await user.type(within(slip).getByLabelText('Stake ($)'), '0.5');

    expect(within(slip).getByLabelText('Stake ($)').getAttribute('aria-describedby')).toBe(
      within(slip).getByRole('alert').id,
    );
    expect(await seriousViolations(slip)).toEqual([]);
  });
});
