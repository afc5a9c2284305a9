/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LiveProvider } from '@p2p/web-session';
import { liveSocket } from '@p2p/web-session/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExchangeBook } from '../shared/api/types';
import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { seriousViolations } from '@p2p/ui/testing/axe';
import { aBook, aLevel, anExchangeMatch } from '../testing/exchange-factory';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../testing/render';
import { ExchangeDialog } from './ExchangeDialog';

const BOOK_PATH = '/api/p2p-betting/exchange/matches/m-1/book';

/** Betting as the ladder reads it: the book `answer` gives at each read. */
function serveBook(answer: () => Response) {
  globalThis.fetch = jest.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/auth/verify-token'))
      return jsonResponse(200, { success: true, data: { user: ALICE } });
    if (url === BOOK_PATH) return answer();
    return jsonResponse(404, { success: false, message: 'Route not found' });
  });
}

const bookAnswer = (book: ExchangeBook) => jsonResponse(200, { success: true, data: book });

const bookReads = () =>
  jest.mocked(globalThis.fetch).mock.calls.filter(([url]) => String(url) === BOOK_PATH).length;

function renderExchange() {
  return renderWithProviders(
    <LiveProvider>
      <BettingActionsProvider>
        <ExchangeDialog match={anExchangeMatch()} onClose={() => undefined} />
      </BettingActionsProvider>
    </LiveProvider>,
  );
}

const selectionGroup = (name: string) => screen.getByRole('group', { name });
const priceNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe(ExchangeDialog.name, () => {
  beforeAll(() => {
    jest.doMock('socket.io-client', () => ({ io: () => liveSocket }));
  });
  beforeEach(() => {
    localStorage.clear();
    liveSocket.handlers.clear();
    signIn();
  });
  afterEach(cleanup);

  it("shows each selection's best prices to back and to lay, best first, with the money there", async () => {
    serveBook(() =>
      bookAnswer(
        aBook({
          home_win: {
            toBack: [aLevel('3.0', '50.00'), aLevel('2.9', '10.00'), aLevel('2.8', '5.00')],
            toLay: [aLevel('3.05', '20.00'), aLevel('3.1', '1250.00')],
          },
        }),
      ),
    );
    renderExchange();

    const backList = await screen.findByRole('list', {
      name: 'Prices to back Home Win (Arsenal), best first',
    });
    expect(priceNames(backList)).toEqual([
      '3.0, $50.00 available to back',
      '2.9, $10.00 available to back',
      '2.8, $5.00 available to back',
    ]);
    const layList = screen.getByRole('list', { name: 'Prices to lay Home Win (Arsenal), best first' });
    expect(priceNames(layList)).toEqual(['3.05, $20.00 available to lay', '3.1, $1,250.00 available to lay']);
    expect(screen.getByText('Commission 2% of net winnings per market.')).toBeTruthy();
    // axe takes its time: the session's answers may arrive meanwhile.
    expect(await act(() => seriousViolations(screen.getByRole('dialog')))).toEqual([]);
  });

  it('says when a side has no prices, and offers to make the first offer there', async () => {
    const user = userEvent.setup();
    serveBook(() => bookAnswer(aBook({ draw: { toLay: [aLevel('3.4', '15.00')] } })));
    renderExchange();

    const draw = selectionGroup('Draw');
    expect(await within(draw).findByText('No prices to back yet')).toBeTruthy();
    expect(within(draw).queryByText('No prices to lay yet')).toBeNull();
    expect(within(selectionGroup('Over 2.5 goals')).getByText('No prices to lay yet')).toBeTruthy();

    await user.click(within(draw).getByRole('button', { name: 'Back at your price: Draw' }));

    const slip = screen.getByRole('form', { name: 'Back Draw' });
    expect((within(slip).getByLabelText('Odds') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(within(slip).getByLabelText('Odds'));
  });

  it('opens the bet slip at a picked price, under its selection', async () => {
    const user = userEvent.setup();
    serveBook(() => bookAnswer(aBook({ away_win: { toLay: [aLevel('2.52', '40.00')] } })));
    renderExchange();

    await user.click(await screen.findByRole('button', { name: '2.52, $40.00 available to lay' }));

    const slip = screen.getByRole('form', { name: 'Lay Away Win (Chelsea)' });
    expect((within(slip).getByLabelText('Odds') as HTMLInputElement).value).toBe('2.52');
    expect(document.activeElement).toBe(within(slip).getByLabelText("Backer's stake ($)"));
    expect(
      screen.getByRole('button', { name: '2.52, $40.00 available to lay' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // axe takes its time: the session's answers may arrive meanwhile.
    expect(await act(() => seriousViolations(screen.getByRole('dialog')))).toEqual([]);
  });

  it('runs both teams to score as a market of its own, yes and no', async () => {
    const user = userEvent.setup();
    serveBook(() => bookAnswer(aBook({ btts_yes: { toLay: [aLevel('1.8', '25.00')] } })));
    renderExchange();

    const yes = selectionGroup('Both Score: Yes');
    expect(await within(yes).findByRole('button', { name: '1.8, $25.00 available to lay' })).toBeTruthy();
    expect(within(selectionGroup('Both Score: No')).getByText('No prices to lay yet')).toBeTruthy();

    await user.click(within(yes).getByRole('button', { name: '1.8, $25.00 available to lay' }));
    const slip = screen.getByRole('form', { name: 'Lay Both Score: Yes' });
    expect((within(slip).getByLabelText('Odds') as HTMLInputElement).value).toBe('1.8');
  });

  it('reloads the ladder when the live push says the offers changed', async () => {
    let book = aBook({ home_win: { toBack: [aLevel('3.0', '50.00')] } });
    serveBook(() => bookAnswer(book));
    renderExchange();
    await screen.findByRole('button', { name: '3.0, $50.00 available to back' });
    await waitFor(() => expect(liveSocket.listens('offers:changed')).toBe(true));

    book = aBook({ home_win: { toBack: [aLevel('3.0', '30.00'), aLevel('2.9', '10.00')] } });
    act(() => liveSocket.push('offers:changed', { matchId: 'm-1', offerId: 'o-1', kind: 'matched' }));

    expect(await screen.findByRole('button', { name: '3.0, $30.00 available to back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2.9, $10.00 available to back' })).toBeTruthy();
    expect(bookReads()).toBe(2);
  });

  it('keeps every cell in place while the book loads, and offers Retry when it fails', async () => {
    let fail = true;
    serveBook(() =>
      fail
        ? jsonResponse(500, { success: false, message: 'Internal server error' })
        : bookAnswer(aBook({ home_win: { toBack: [aLevel('3.0', '50.00')] } })),
    );
    renderExchange();

    // The selections are the match's: they are there before any price is.
    expect(selectionGroup('Home Win (Arsenal)')).toBeTruthy();
    expect(await screen.findByText('Failed to load the prices')).toBeTruthy();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: '3.0, $50.00 available to back' })).toBeTruthy();
  });
});
