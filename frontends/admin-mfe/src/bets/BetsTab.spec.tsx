/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { aPage } from '../shared/testing/page';
import {
  mockApi,
  ok,
  queriesTo,
  refused,
  renderTab,
  asSignedInAdmin,
  type ApiCall,
} from '../shared/testing/render-tab';
import { BetsTab } from './BetsTab';
import { anAdminBet } from './testing/factories';

const BETS = '/api/admin/peer-bets';
const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.startsWith(BETS));
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe(BetsTab.name, () => {
  asSignedInAdmin();

  it('sends the status filter and the page in the query', async () => {
    const calls = mockApi({ [`GET ${BETS}`]: () => ok(aPage([anAdminBet()], { total: 30 })) });
    const { user } = renderTab(<BetsTab />);
    await screen.findByText('30 in total');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'matched');

    await waitFor(() => expect(queriesTo(calls, BETS)).toHaveLength(3));
    expect(queriesTo(calls, BETS).map((query) => Object.fromEntries(query))).toEqual([
      { status: 'all', page: '1', limit: '20' },
      { status: 'all', page: '2', limit: '20' },
      { status: 'matched', page: '1', limit: '20' },
    ]);
  });

  it('settles by hand only with a result, a reason and a confirmation, then shows the ruling', async () => {
    const bet = anAdminBet();
    const calls = mockApi({
      [`GET ${BETS}`]: () => ok(aPage([bet])),
      [`POST ${BETS}/${bet.id}/settle`]: () =>
        ok({ id: bet.id, result: 'home_win' }, 'Bet settled successfully'),
    });
    const { user } = renderTab(<BetsTab />);
    await user.click(await screen.findByRole('button', { name: /^Settle Arsenal vs Chelsea/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Settle Arsenal vs Chelsea' }));

    await user.click(dialog.getByRole('button', { name: 'Review' }));
    expect(await dialog.findByText('Choose a result')).toBeTruthy();
    expect(dialog.getByText('A reason is required')).toBeTruthy();

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Result' }), 'home_win');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Feed missed the final whistle');
    await user.click(dialog.getByRole('button', { name: 'Review' }));
    expect(await dialog.findByText(/alice wins and is paid out/)).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Confirm settlement' }));

    expect(await screen.findByText('Bet settled successfully')).toBeTruthy();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { result: 'home_win', reason: 'Feed missed the final whistle' },
    ]);
    const settled = within(row('Arsenal vs Chelsea'));
    expect(settled.getByText('Settled')).toBeTruthy();
    expect(settled.getByText('Ruled: Arsenal win (alice wins)')).toBeTruthy();
    expect(settled.queryByRole('button', { name: /^Settle/ })).toBeNull();
  });

  it('sums up who backs what and the stake each side put up', async () => {
    mockApi({ [`GET ${BETS}`]: () => ok(aPage([anAdminBet({ stake: '50.00' })])) });
    const { user } = renderTab(<BetsTab />);

    await user.click(await screen.findByRole('button', { name: /^Settle Arsenal vs Chelsea/ }));

    const dialog = within(screen.getByRole('dialog', { name: 'Settle Arsenal vs Chelsea' }));
    const summary = dialog.getByText(/^alice backs/).closest('p') as HTMLElement;
    expect(summary.textContent).toBe('alice backs Arsenal win, bob backs Chelsea win; stake $50.00 each.');
  });

  it("shows the server's message when the bet is already settled, and reads the list again", async () => {
    const bet = anAdminBet();
    let settled = false;
    const calls = mockApi({
      [`GET ${BETS}`]: () =>
        ok(aPage([settled ? { ...bet, status: 'settled', result: 'won', winnerId: 'u-bob' } : bet])),
      [`POST ${BETS}/${bet.id}/settle`]: () => {
        settled = true;
        return refused(409, 'Bet is already settled');
      },
    });
    const { user } = renderTab(<BetsTab />);
    await user.click(await screen.findByRole('button', { name: /^Settle Arsenal/ }));
    const dialog = within(screen.getByRole('dialog'));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Result' }), 'void');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Match abandoned');
    await user.click(dialog.getByRole('button', { name: 'Review' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm settlement' }));

    expect(await dialog.findByText('Bet is already settled')).toBeTruthy();
    await waitFor(() => expect(queriesTo(calls, BETS)).toHaveLength(2));
    expect(await screen.findByText('Won by bob')).toBeTruthy();
  });

  it('shows how a settled bet ended and why an admin settled it', async () => {
    mockApi({
      [`GET ${BETS}`]: () =>
        ok(
          aPage([
            anAdminBet({
              status: 'settled',
              result: 'won',
              winnerId: 'u-bob',
              settledBy: { adminId: 'u-admin', reason: 'Result confirmed by the league' },
              settledAt: '2026-02-11T09:00:00.000Z',
            }),
          ]),
        ),
    });
    renderTab(<BetsTab />);

    const settled = within(row(await screen.findByText('Won by bob').then((cell) => cell.textContent!)));
    expect(settled.getByText('By an admin: Result confirmed by the league')).toBeTruthy();
    expect(settled.queryByRole('button', { name: /^Settle/ })).toBeNull();
  });

  it('says when no bet has the status asked for', async () => {
    mockApi({ [`GET ${BETS}`]: () => ok(aPage([])) });
    const { user } = renderTab(<BetsTab />);
    await screen.findByText('No bets found');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'void');
    expect(await screen.findByText('No bet has been voided.')).toBeTruthy();
  });
});
