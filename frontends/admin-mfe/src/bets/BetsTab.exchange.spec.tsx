/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@p2p/ui/testing/axe';
import { aPage } from '../shared/testing/page';
import { asSignedInAdmin, mockApi, ok, queriesTo, renderTab } from '../shared/testing/render-tab';
import { BetsTab } from './BetsTab';
import { anAdminBet, anExchangeBet } from './testing/factories';

const BETS = '/api/admin/peer-bets';
const rowOf = (element: HTMLElement) => element.closest('tr') as HTMLElement;
const PARTS_OF_ALICES = "Parts of this offer: alice's on Arsenal vs Chelsea";

describe(`${BetsTab.name}: exchange bets`, () => {
  asSignedInAdmin();

  it("shows a part's price, who backed and who laid, each side's stake and the commission its winner paid", async () => {
    const part = anExchangeBet(
      { status: 'settled', result: 'won', winnerId: 'u-alice', settledAt: '2026-02-11T09:00:00.000Z' },
      { commission: '0.80' },
    );
    mockApi({ [`GET ${BETS}`]: () => ok(aPage([part])) });
    renderTab(<BetsTab />);

    const row = within(rowOf(await screen.findByText('Backs Arsenal win')));

    expect(row.getByText('Lays Arsenal win')).toBeTruthy();
    expect(row.getByText(/^Stake/).textContent).toBe('Stake $20.00');
    expect(row.getByText(/^Liability/).textContent).toBe('Liability $40.00');
    expect(row.getByText(/at 3\.0$/).textContent).toBe('$20.00 at 3.0');
    expect(row.getByText(/^Commission/).textContent).toBe('Commission $0.80');
    expect(row.getByText('Won by alice')).toBeTruthy();
  });

  it("puts the backer's stake in the stake column when the maker laid", async () => {
    mockApi({
      [`GET ${BETS}`]: () =>
        ok(aPage([anExchangeBet({}, { makerSide: 'lay', makerStake: '40.00', takerStake: '20.00' })])),
    });
    renderTab(<BetsTab />);

    const row = within(rowOf(await screen.findByText('Lays Arsenal win')));

    expect(row.getByText(/^Liability/).textContent).toBe('Liability $40.00');
    expect(row.getByText(/^Stake/).textContent).toBe('Stake $20.00');
    expect(row.getByText(/at 3\.0$/).textContent).toBe('$20.00 at 3.0');
    expect(row.queryByText(/^Commission/)).toBeNull();
  });

  it('shows an even-money bet beside a part as before: one stake, and no parts to list', async () => {
    mockApi({ [`GET ${BETS}`]: () => ok(aPage([anExchangeBet(), anAdminBet({ stake: '25.00' })])) });
    renderTab(<BetsTab />);

    const even = within(rowOf(await screen.findByText('Chelsea win')));

    expect(even.getByText('$25.00')).toBeTruthy();
    expect(even.queryByText(/^(Backs|Lays|Stake|Liability)/)).toBeNull();
    expect(even.queryByRole('button', { name: /^Parts of/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Parts of/ })).toHaveLength(1);
  });

  it('lists the parts of one offer together from any of them, whatever the status filter said', async () => {
    const part = anExchangeBet({ offerId: '5f0c2b1e-0000-4000-8000-000000000001' });
    const calls = mockApi({ [`GET ${BETS}`]: () => ok(aPage([part])) });
    const { user } = renderTab(<BetsTab />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'matched');

    await user.click(await screen.findByRole('button', { name: PARTS_OF_ALICES }));

    await waitFor(() => expect(queriesTo(calls, BETS)).toHaveLength(3));
    expect(Object.fromEntries(queriesTo(calls, BETS)[2])).toEqual({
      status: 'all',
      offerId: part.offerId,
      page: '1',
      limit: '20',
    });
    expect((screen.getByRole('textbox', { name: 'Offer id' }) as HTMLInputElement).value).toBe(part.offerId);
    expect(await screen.findByText('Bets of one offer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: PARTS_OF_ALICES })).toBeNull();
  });

  it('filters by an offer id typed in, and clears back to every bet', async () => {
    const calls = mockApi({ [`GET ${BETS}`]: () => ok(aPage([anExchangeBet()])) });
    const { user } = renderTab(<BetsTab />);
    const offerId = await screen.findByRole('textbox', { name: 'Offer id' });

    await user.type(offerId, '  5f0c2b1e-0000-4000-8000-000000000002 {Enter}');
    await waitFor(() => expect(queriesTo(calls, BETS)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await waitFor(() => expect(queriesTo(calls, BETS)).toHaveLength(3));
    expect(queriesTo(calls, BETS).map((query) => query.get('offerId'))).toEqual([
      null,
      '5f0c2b1e-0000-4000-8000-000000000002',
      null,
    ]);
    expect((offerId as HTMLInputElement).value).toBe('');
  });

  it('settles a part by hand knowing who backs at which price, the layer winning any other outcome', async () => {
    const part = anExchangeBet();
    mockApi({
      [`GET ${BETS}`]: () => ok(aPage([part])),
      [`POST ${BETS}/${part.id}/settle`]: () =>
        ok({ id: part.id, result: 'draw' }, 'Bet settled successfully'),
    });
    const { user } = renderTab(<BetsTab />);
    await user.click(await screen.findByRole('button', { name: /^Settle Arsenal vs Chelsea/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Settle Arsenal vs Chelsea' }));

    const summary = dialog.getByText(/^alice backs/).closest('p') as HTMLElement;
    const results = dialog.getAllByRole('option').map((option) => option.textContent);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Result' }), 'draw');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Late equaliser missed by the feed');
    await user.click(dialog.getByRole('button', { name: 'Review' }));

    expect(summary.textContent).toBe(
      'alice backs Arsenal win at 3.0 with a stake of $20.00, bob lays it with a liability of $40.00.',
    );
    expect(results).toEqual([
      'Choose the result',
      'Arsenal win (alice wins)',
      'Draw (bob wins)',
      'Chelsea win (bob wins)',
      'Push (both stakes returned)',
      'Void (both stakes returned)',
    ]);
    expect(await dialog.findByText(/bob wins and is paid out/)).toBeTruthy();
  });

  it('offers the rulings of both teams to score on a part of that market, the layer winning the other', async () => {
    const part = anExchangeBet(
      { makerSelection: 'btts_yes', takerSelection: 'btts_yes' },
      { odds: '2.0', makerSide: 'lay', makerStake: '10.00', takerStake: '10.00' },
    );
    mockApi({ [`GET ${BETS}`]: () => ok(aPage([part])) });
    const { user } = renderTab(<BetsTab />);
    await user.click(await screen.findByRole('button', { name: /^Settle Arsenal vs Chelsea/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Settle Arsenal vs Chelsea' }));

    expect(dialog.getByText(/^bob backs/).closest('p')?.textContent).toMatch(
      /^bob backs Both teams to score at 2.0/,
    );
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose the result',
      'Both teams to score (bob wins)',
      'Not both teams to score (alice wins)',
      'Push (both stakes returned)',
      'Void (both stakes returned)',
    ]);
  });

  it('has no serious accessibility violation in the list of parts or in the settlement', async () => {
    mockApi({
      [`GET ${BETS}`]: () =>
        ok(
          aPage([
            anExchangeBet(),
            anExchangeBet({ status: 'settled', result: 'won', winnerId: 'u-bob' }, { commission: '0.80' }),
            anAdminBet(),
          ]),
        ),
    });
    const { user, container } = renderTab(<BetsTab />);
    const settle = await screen.findAllByRole('button', { name: /^Settle Arsenal vs Chelsea/ });

    const inList = await seriousViolations(container);
    await user.click(settle[0]);
    const inDialog = await seriousViolations(screen.getByRole('dialog'));

    expect([...inList, ...inDialog]).toEqual([]);
  });
});
