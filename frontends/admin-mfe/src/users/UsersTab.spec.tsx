/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anAdminBet, anExchangeBet } from '../bets/testing/factories';
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
import { anAdminUser, aUserDetail, aWalletTransaction } from './testing/factories';
import { UsersTab } from './UsersTab';

const USERS = '/api/admin/users';
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe(UsersTab.name, () => {
  asSignedInAdmin();

  it('lists users with balance, bets, volume, joined and last login', async () => {
    mockApi({
      [`GET ${USERS}`]: () =>
        ok(
          aPage([
            anAdminUser({
              username: 'alice',
              name: 'Alice',
              balance: { available: '1234.50', held: '10.00' },
              bets: 7,
              volume: '310.00',
            }),
          ]),
        ),
    });
    renderTab(<UsersTab />);

    const alice = within(await screen.findByText('@alice').then((cell) => cell.closest('tr') as HTMLElement));
    expect(alice.getByText('$1,234.50')).toBeTruthy();
    expect(alice.getByText('7')).toBeTruthy();
    expect(alice.getByText('$310.00')).toBeTruthy();
    expect(alice.getByText('02/01/2026')).toBeTruthy();
    expect(alice.getByText('Active')).toBeTruthy();
  });

  it('shows a break a user took, with its end, and offers no way to lift it', async () => {
    const endsAt = new Date(2026, 11, 1, 9, 30).toISOString();
    mockApi({
      [`GET ${USERS}`]: () =>
        ok(
          aPage([
            anAdminUser({ username: 'resting', exclusion: { kind: 'time-out', endsAt } }),
            anAdminUser({ username: 'gone', exclusion: { kind: 'self-exclusion', endsAt: null } }),
            anAdminUser({ username: 'playing' }),
          ]),
        ),
    });
    renderTab(<UsersTab />);

    const resting = within(
      await screen.findByText('@resting').then((cell) => cell.closest('tr') as HTMLElement),
    );
    expect(resting.getByText('Time-out until 01/12/2026 09:30')).toBeTruthy();
    expect(within(row('@gone')).getByText('Self-excluded permanently')).toBeTruthy();
    expect(within(row('@playing')).queryByText(/Time-out|Self-excluded/)).toBeNull();
    expect(screen.queryByRole('button', { name: /lift|end break/i })).toBeNull();
  });

  it('sends the search, role and status filters and the page in the query', async () => {
    const calls = mockApi({
      [`GET ${USERS}`]: () => ok(aPage([anAdminUser()], { total: 45 })),
    });
    const { user } = renderTab(<UsersTab />);
    await screen.findByText('45 in total');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ali{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(queriesTo(calls, USERS)).toHaveLength(5));
    const last = queriesTo(calls, USERS).at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      search: 'ali',
      role: 'admin',
      status: 'suspended',
      page: '2',
      limit: '20',
    });
    expect(Object.fromEntries(queriesTo(calls, USERS)[0])).toEqual({ page: '1', limit: '20' });
  });

  it('suspends only after a confirmation with a reason, and shows the new status', async () => {
    const bob = anAdminUser({ username: 'bob' });
    const calls = mockApi({
      [`GET ${USERS}`]: () => ok(aPage([bob])),
      [`PUT ${USERS}/${bob.id}/status`]: () =>
        ok({ id: bob.id, status: 'suspended', reason: 'Chargeback fraud' }, 'User suspended'),
    });
    const { user } = renderTab(<UsersTab />);
    await user.click(await screen.findByRole('button', { name: 'Suspend bob' }));

    const dialog = within(screen.getByRole('dialog', { name: /^Suspend/ }));
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await dialog.findByText('A reason is required')).toBeTruthy();
    expect(puts(calls)).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), '  Chargeback fraud ');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('User suspended')).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([
      { status: 'suspended', reason: 'Chargeback fraud' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(row('@bob')).getByText('Suspended')).toBeTruthy();
    expect(within(row('@bob')).getByText('Chargeback fraud')).toBeTruthy();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const carol = anAdminUser({ username: 'carol' });
    const calls = mockApi({ [`GET ${USERS}`]: () => ok(aPage([carol])) });
    const { user } = renderTab(<UsersTab />);

    await user.click(await screen.findByRole('button', { name: 'Make admin: carol' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts(calls)).toEqual([]);
  });

  it("asks a role change's reason, and shows the server's refusal of a self-change in the dialog", async () => {
    const me = anAdminUser({ id: 'u-admin', username: 'ada', role: 'admin' });
    const calls = mockApi({
      [`GET ${USERS}`]: () => ok(aPage([me])),
      [`PUT ${USERS}/u-admin/role`]: () => refused(403, 'You cannot change your own role'),
    });
    const { user } = renderTab(<UsersTab />);
    await user.click(await screen.findByRole('button', { name: 'Make user: ada' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Make user' }));
    expect(await dialog.findByText('A reason is required')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Stepping down');
    await user.click(dialog.getByRole('button', { name: 'Make user' }));

    expect(await dialog.findByText('You cannot change your own role')).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([{ role: 'user', reason: 'Stepping down' }]);
    expect(within(row('@ada')).getByText('Admin')).toBeTruthy();
  });

  it("shows the server's refusal to suspend the last admin", async () => {
    const root = anAdminUser({ username: 'root', role: 'admin' });
    mockApi({
      [`GET ${USERS}`]: () => ok(aPage([root])),
      [`PUT ${USERS}/${root.id}/status`]: () => refused(409, 'Cannot suspend the last admin'),
    });
    const { user } = renderTab(<UsersTab />);
    await user.click(await screen.findByRole('button', { name: 'Suspend root' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Left the company');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));

    expect(await dialog.findByText('Cannot suspend the last admin')).toBeTruthy();
    expect(within(row('@root')).getByText('Active')).toBeTruthy();
  });

  it("opens a user's detail with balance, latest transactions and latest bets", async () => {
    const dan = anAdminUser({ username: 'dan' });
    mockApi({
      [`GET ${USERS}`]: () => ok(aPage([dan])),
      [`GET ${USERS}/${dan.id}`]: () =>
        ok(
          aUserDetail({
            ...dan,
            balance: { available: '88.00', held: '25.00' },
            recentBets: [anAdminBet({ maker: { id: dan.id, username: 'dan' }, stake: '25.00' })],
          }),
        ),
      [`GET /api/wallet/admin/users/${dan.id}/transactions`]: () =>
        ok({
          transactions: [aWalletTransaction({ type: 'Deposit', amount: '113.00' })],
          page: 1,
          limit: 10,
          total: 1,
        }),
    });
    const { user } = renderTab(<UsersTab />);
    await user.click(await screen.findByRole('button', { name: 'View dan' }));

    const dialog = within(await screen.findByRole('dialog', { name: /@dan/ }));
    expect(await dialog.findByText('$88.00')).toBeTruthy();
    const bets = within(dialog.getByRole('table', { name: 'Latest bets of dan' }));
    expect(bets.getByText('Arsenal vs Chelsea')).toBeTruthy();
    expect(bets.getByText('Arsenal win')).toBeTruthy();
    const transactions = within(dialog.getByRole('table', { name: 'Latest transactions of dan' }));
    expect(transactions.getByText('Deposit')).toBeTruthy();
    expect(transactions.getByText('+$113.00')).toBeTruthy();
  });

  it("shows a part of an exchange offer in a user's latest bets from their side: laid at its price, their liability", async () => {
    const bob = anAdminUser({ username: 'bob' });
    mockApi({
      [`GET ${USERS}`]: () => ok(aPage([bob])),
      [`GET ${USERS}/${bob.id}`]: () =>
        ok(aUserDetail({ ...bob, recentBets: [anExchangeBet({ taker: { id: bob.id, username: 'bob' } })] })),
      [`GET /api/wallet/admin/users/${bob.id}/transactions`]: () =>
        ok({ transactions: [], page: 1, limit: 10, total: 0 }),
    });
    const { user } = renderTab(<UsersTab />);
    await user.click(await screen.findByRole('button', { name: 'View bob' }));

    const dialog = within(await screen.findByRole('dialog', { name: /@bob/ }));
    const bets = within(await dialog.findByRole('table', { name: 'Latest bets of bob' }));

    const part = within(bets.getByText('Lays Arsenal win at 3.0').closest('tr') as HTMLElement);
    expect(part.getByText('$40.00')).toBeTruthy();
    expect(part.getByText('liability')).toBeTruthy();
  });

  it("shows the server's message when the list fails, and loads again on Retry", async () => {
    let fail = true;
    mockApi({
      [`GET ${USERS}`]: () => (fail ? refused(503, 'Admin service unavailable') : ok(aPage([]))),
    });
    const { user } = renderTab(<UsersTab />);

    expect(await screen.findByText('Admin service unavailable')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No users yet')).toBeTruthy();
  });
});
