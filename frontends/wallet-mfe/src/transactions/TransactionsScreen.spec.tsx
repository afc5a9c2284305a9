/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aTransaction } from '../withdraw/testing/factories';
import {
  currentLocation,
  jsonResponse,
  mockApi,
  renderWalletPage,
  signIn,
  TOKEN,
  type ApiCall,
} from '../testing/render';
import { TransactionsScreen } from './TransactionsScreen';

const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/wallet/transactions?')).map((call) => call.url);

const csv = () =>
  jsonResponse(200, 'Time,Type\n', {
    'Content-Type': 'text/csv',
    'Content-Disposition': 'attachment; filename="transactions-2026-01-05.csv"',
  });

function setup(
  path = '/transactions',
  rows = [aTransaction()],
  total = rows.length,
  exportCsv: () => Response = csv,
) {
  const calls = mockApi({
    'GET /api/wallet/transactions': ({ url }) => {
      const page = Number(new URLSearchParams(url.split('?')[1]).get('page'));
      return jsonResponse(200, { success: true, data: { transactions: rows, page, limit: 20, total } });
    },
    'GET /api/wallet/transactions/export': exportCsv,
  });
  return { ...renderWalletPage(<TransactionsScreen />, { path }), calls };
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe(TransactionsScreen.name, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('shows each row with its time, sign-prefixed coloured amount, status badge and balance after', async () => {
    setup('/transactions', [
      aTransaction({
        time: '2026-01-05T09:07:00',
        amount: '50.00',
        afterBalance: '150.00',
        tradeNo: 'DEP-1',
      }),
      aTransaction({
        time: '2026-01-06T21:30:00',
        type: 'Transfer Out',
        amount: '-10.00',
        status: 'Pending',
        afterBalance: '140.00',
      }),
    ]);

    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]).getByText('05/01/2026 09:07')).toBeTruthy();
    expect(within(rows[0]).getByText('DEP-1')).toBeTruthy();
    expect(within(rows[0]).getByText('+$50.00').className).toContain('text-positive');
    expect(within(rows[0]).getByText('Succeed').className).toContain('ui-badge--success');
    expect(within(rows[1]).getByText('06/01/2026 21:30')).toBeTruthy();
    expect(within(rows[1]).getByText('-$10.00').className).toContain('text-negative');
    expect(within(rows[1]).getByText('$140.00')).toBeTruthy();
  });

  it('reads the filters and the page from the URL of a link', async () => {
    const { calls } = setup(
      '/transactions?type=deposit&status=pending&from=2026-01-01&to=2026-01-31&page=2',
      [aTransaction()],
      45,
    );

    await screen.findByText('Page 2 of 3');
    expect(select('Type').value).toBe('deposit');
    expect(select('Status').value).toBe('pending');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-01-31');
    expect(listCalls(calls)).toEqual([
      '/api/wallet/transactions?page=2&limit=20&type=deposit&status=pending&from=2026-01-01&to=2026-01-31',
    ]);
  });

  it('writes each filter into the URL, back to page 1, and Back restores the one before', async () => {
    const { user, calls } = setup('/transactions?page=3', [aTransaction()], 80);
    await screen.findByText('Page 3 of 4');

    await user.selectOptions(select('Type'), 'withdrawal');
    expect(currentLocation()).toBe('/transactions?type=withdrawal');
    await user.selectOptions(select('Status'), 'failed');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    expect(currentLocation()).toBe('/transactions?type=withdrawal&status=failed&from=2026-02-01');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        '/api/wallet/transactions?page=1&limit=20&type=withdrawal&status=failed&from=2026-02-01',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(currentLocation()).toBe('/transactions?type=withdrawal&status=failed');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(select('Status').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'History forward' }));
    expect(select('Status').value).toBe('failed');
  });

  it('pages through the list with the page in the URL', async () => {
    const { user, calls } = setup('/transactions?type=winnings', [aTransaction()], 45);
    await screen.findByText('Page 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(currentLocation()).toBe('/transactions?type=winnings&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(listCalls(calls).at(-1)).toBe('/api/wallet/transactions?page=2&limit=20&type=winnings');
  });

  it('exports the filtered rows as CSV with the bearer token and saves the named file', async () => {
    const { user, calls } = setup('/transactions?type=deposit&status=succeed&from=2026-01-01&page=2');
    const saved: Array<{ download: string; href: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ download: this.download, href: this.href });
    });
    URL.createObjectURL = jest.fn(() => 'blob:csv-1');
    URL.revokeObjectURL = jest.fn();

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() =>
      expect(saved).toEqual([{ download: 'transactions-2026-01-05.csv', href: 'blob:csv-1' }]),
    );
    const request = calls.find((call) => call.url.startsWith('/api/wallet/transactions/export'));
    expect(request?.url).toBe('/api/wallet/transactions/export?type=deposit&status=succeed&from=2026-01-01');
    expect(request?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    click.mockRestore();
  });

  it("tells the user when the export fails, with the server's message", async () => {
    const { user } = setup('/transactions', [aTransaction()], 1, () =>
      jsonResponse(503, { success: false, message: 'Service unavailable' }),
    );

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Service unavailable')).toBeTruthy();
  });

  it("says 'No transactions found' for an empty list and offers to clear the filters", async () => {
    const { user } = setup('/transactions?status=closed', []);

    expect(await screen.findByText('No transactions found')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);

    expect(currentLocation()).toBe('/transactions');
  });

  it('offers Retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/wallet/transactions': () =>
        fail
          ? jsonResponse(500, { success: false, message: 'Failed to fetch transactions' })
          : jsonResponse(200, { success: true, data: { transactions: [], page: 1, limit: 20, total: 0 } }),
    });
    const { user } = renderWalletPage(<TransactionsScreen />, { path: '/transactions' });

    await screen.findByText('Failed to fetch transactions');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No transactions found')).toBeTruthy();
  });

  it('explains Closed, Pending and Failed and links Need Help? to /support', async () => {
    setup('/transactions');

    expect(screen.getByText('The request expired. Please try again.')).toBeTruthy();
    expect(screen.getByText('Waiting for staff confirmation.')).toBeTruthy();
    expect(screen.getByText('Please contact customer service.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Need Help?' }).getAttribute('href')).toBe('/support');
  });
});
