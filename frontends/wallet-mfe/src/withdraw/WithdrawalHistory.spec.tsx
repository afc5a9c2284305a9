/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { aWithdrawal } from './testing/factories';
import { jsonResponse, mockApi, renderWalletPage, signIn } from '../testing/render';
import { WithdrawalHistory } from './WithdrawalHistory';

describe(WithdrawalHistory.name, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('shows each state, the admin notes of a rejected one, and Cancel only on a pending one', async () => {
    mockApi({
      'GET /api/wallet/withdrawals': () =>
        jsonResponse(200, {
          success: true,
          data: [
            aWithdrawal({ id: 'w-pending' }),
            aWithdrawal({ id: 'w-paid', status: 'paid', processedAt: '2026-01-06T10:00:00.000Z' }),
            aWithdrawal({ id: 'w-rejected', status: 'rejected', adminNotes: 'Account name mismatch' }),
            aWithdrawal({ id: 'w-cancelled', status: 'cancelled' }),
          ],
        }),
    });
    renderWalletPage(<WithdrawalHistory />);

    const items = await screen.findAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByText(/Pending|Paid|Rejected|Cancelled/).textContent),
    ).toEqual(['Pending', 'Paid', 'Rejected', 'Cancelled']);
    expect(screen.getByText('Admin notes: Account name mismatch')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1);
  });

  it('cancels a pending withdrawal after confirmation and reloads the list', async () => {
    let cancelled = false;
    const calls = mockApi({
      'GET /api/wallet/withdrawals': () =>
        jsonResponse(200, {
          success: true,
          data: [aWithdrawal({ id: 'w-1', status: cancelled ? 'cancelled' : 'pending' })],
        }),
      'POST /api/wallet/withdrawals/w-1/cancel': () => {
        cancelled = true;
        return jsonResponse(200, { success: true, data: aWithdrawal({ id: 'w-1', status: 'cancelled' }) });
      },
    });
    const { user } = renderWalletPage(<WithdrawalHistory />);

    await user.click(await screen.findByRole('button', { name: 'Cancel withdrawal of ₦150,000.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel withdrawal?' });
    expect(within(dialog).getByText(/returns to your available balance/)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/cancel'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));

    expect(await screen.findByText('Cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.url === '/api/wallet/withdrawals/w-1/cancel')).toHaveLength(1);
  });

  it('keeps the withdrawal when the user backs out', async () => {
    const calls = mockApi({
      'GET /api/wallet/withdrawals': () => jsonResponse(200, { success: true, data: [aWithdrawal()] }),
    });
    const { user } = renderWalletPage(<WithdrawalHistory />);

    await user.click(await screen.findByRole('button', { name: /^Cancel withdrawal of/ }));
    await user.click(screen.getByRole('button', { name: 'Keep withdrawal' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/cancel'))).toBe(false);
  });

  it('says so when there are none, and offers Retry after a failure', async () => {
    let fail = true;
    mockApi({
      'GET /api/wallet/withdrawals': () =>
        fail
          ? jsonResponse(500, { success: false, message: 'Failed to load withdrawals' })
          : jsonResponse(200, { success: true, data: [] }),
    });
    const { user } = renderWalletPage(<WithdrawalHistory />);

    await screen.findByText('Failed to load withdrawals');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
  });
});
