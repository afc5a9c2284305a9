/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { aPage } from '../shared/testing/page';
import {
  ADMIN,
  mockApi,
  ok,
  refused,
  renderTab,
  signInAdmin,
  type ApiCall,
} from '../shared/testing/render-tab';
import { aWithdrawal } from './testing/factories';
import { WithdrawalsTab } from './WithdrawalsTab';

const PENDING = 'GET /api/wallet/admin/withdrawals';
const RATE = '/api/wallet/admin/exchange-rate';
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const calls = (all: ApiCall[], method: string) => all.filter((call) => call.method === method);

const rateAnswer = () =>
  ok({
    ngnPerUsd: '1500.00',
    setBy: 'u-bola',
    setAt: '2026-01-03T08:00:00.000Z',
    history: [
      { ngnPerUsd: '1500.00', setBy: 'u-bola', setAt: '2026-01-03T08:00:00.000Z' },
      { ngnPerUsd: '1450.00', setBy: ADMIN.id, setAt: '2026-01-01T08:00:00.000Z' },
    ],
  });

describe(WithdrawalsTab.name, () => {
  beforeEach(() => {
    localStorage.clear();
    signInAdmin();
  });
  afterEach(cleanup);

  it('lists payouts in naira and dollars with the bank and account name, and marks one paid with notes', async () => {
    const all = mockApi({
      [PENDING]: () => ok([aWithdrawal({ id: 'w-pay' })]),
      [`GET ${RATE}`]: rateAnswer,
      'GET /api/admin/users': () => ok(aPage([{ id: 'u-bola', username: 'bola' }])),
      'PATCH /api/wallet/admin/withdrawals/w-pay': () =>
        ok(aWithdrawal({ id: 'w-pay', status: 'paid' }), 'Withdrawal marked as paid'),
    });
    const { user } = renderTab(<WithdrawalsTab />);

    const row = within(await rowOf('@alice'));
    expect(row.getByText('₦150,000.00')).toBeTruthy();
    expect(row.getByText('$100.00')).toBeTruthy();
    expect(row.getByText('GTBank')).toBeTruthy();
    expect(row.getByText('ALICE JOHNSON')).toBeTruthy();

    await user.click(row.getByRole('button', { name: /^Mark Paid/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark Withdrawal Paid' }));
    await user.type(dialog.getByLabelText('Admin notes (optional)'), 'NIP ref 000123');
    await user.click(dialog.getByRole('button', { name: 'Mark Paid' }));

    expect(await screen.findByText('Withdrawal marked as paid')).toBeTruthy();
    expect(calls(all, 'PATCH').map((call) => call.body)).toEqual([
      { status: 'paid', adminNotes: 'NIP ref 000123' },
    ]);
  });

  it("marks the admin's own withdrawal and disables Mark Paid and Reject", async () => {
    mockApi({
      [PENDING]: () =>
        ok([aWithdrawal({ user: { id: ADMIN.id, username: ADMIN.username, email: ADMIN.email } })]),
      [`GET ${RATE}`]: rateAnswer,
    });
    renderTab(<WithdrawalsTab />);

    const row = within(await rowOf('@ada'));
    expect(row.getByText('Your own request')).toBeTruthy();
    expect((row.getByRole('button', { name: /^Mark Paid/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((row.getByRole('button', { name: /^Reject/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(row.getByText('Another admin must decide your own request')).toBeTruthy();
  });

  it('shows the rate, its history and who set it, and sets a new one', async () => {
    const all = mockApi({
      [PENDING]: () => ok([]),
      [`GET ${RATE}`]: rateAnswer,
      'GET /api/admin/users': () => ok(aPage([{ id: 'u-bola', username: 'bola' }])),
      [`PUT ${RATE}`]: () => ok({ ngnPerUsd: '1525.50', setBy: ADMIN.id, setAt: '2026-01-05T08:00:00.000Z' }),
    });
    const { user } = renderTab(<WithdrawalsTab />);

    const history = within(await screen.findByRole('table', { name: 'Exchange rate history' }));
    expect(await history.findByText('@bola')).toBeTruthy();
    expect(history.getByText('You')).toBeTruthy();
    expect(history.getByText('₦1,450.00')).toBeTruthy();

    await user.type(screen.getByLabelText('New rate (₦ per $1)'), '1525.5');
    await user.click(screen.getByRole('button', { name: 'Set Rate' }));

    expect(await screen.findByText('Exchange rate updated successfully')).toBeTruthy();
    expect(calls(all, 'PUT').map((call) => call.body)).toEqual([{ ngnPerUsd: '1525.5' }]);
  });

  it('says the system set a rate the wallet set itself, without looking it up as a user', async () => {
    const all = mockApi({
      [PENDING]: () => ok([]),
      [`GET ${RATE}`]: () =>
        ok({
          ngnPerUsd: '1500.00',
          setBy: 'system',
          setAt: '2026-01-01T08:00:00.000Z',
          history: [{ ngnPerUsd: '1500.00', setBy: 'system', setAt: '2026-01-01T08:00:00.000Z' }],
        }),
    });
    renderTab(<WithdrawalsTab />);

    const history = within(await screen.findByRole('table', { name: 'Exchange rate history' }));
    expect(history.getByText('System')).toBeTruthy();
    expect(screen.getByText(/set by the system on/)).toBeTruthy();
    expect(all.filter((call) => call.url.startsWith('/api/admin/users'))).toEqual([]);
  });

  it("shows the wallet's refusal of a new rate", async () => {
    mockApi({
      [PENDING]: () => ok([]),
      [`GET ${RATE}`]: rateAnswer,
      [`PUT ${RATE}`]: () => refused(400, 'Exchange rate must be a positive number of naira per dollar'),
    });
    const { user } = renderTab(<WithdrawalsTab />);

    await user.type(await screen.findByLabelText('New rate (₦ per $1)'), '1600');
    await user.click(screen.getByRole('button', { name: 'Set Rate' }));

    await waitFor(() =>
      expect(
        screen.getByText(
          'Failed to update exchange rate: Exchange rate must be a positive number of naira per dollar',
        ),
      ).toBeTruthy(),
    );
  });
});
