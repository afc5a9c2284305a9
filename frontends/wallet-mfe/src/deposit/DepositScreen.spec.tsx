/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Deposit } from '@p2p/contracts/api';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { DepositScreen } from './DepositScreen';
import { aDeposit, bankTransfer } from './testing/factories';
import { installFakeXhr } from './testing/fake-xhr';
import {
  callLine,
  currentLocation,
  jsonResponse,
  mockApi,
  renderWalletPage,
  signIn,
} from '../testing/render';

/** The gateway's push socket: the test emits what the server would. */
const mockSocketHandlers = new Map<string, Set<(payload: unknown) => void>>();
jest.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: (payload: unknown) => void) => {
      const set = mockSocketHandlers.get(event) ?? new Set();
      set.add(handler);
      mockSocketHandlers.set(event, set);
    },
    off: (event: string, handler: (payload: unknown) => void) =>
      mockSocketHandlers.get(event)?.delete(handler),
    connect: () => undefined,
    disconnect: () => undefined,
  }),
}));

async function push(event: string, payload: unknown) {
  await waitFor(() => expect(mockSocketHandlers.get(event)?.size).toBeGreaterThan(0));
  act(() => mockSocketHandlers.get(event)?.forEach((handler) => handler(payload)));
}

function setup(
  deposits: Deposit[],
  { path = '/deposit', detail = (id: string) => deposits.find((deposit) => deposit.id === id) } = {},
) {
  const calls = mockApi({
    'GET /api/deposits/payment-methods': () =>
      jsonResponse(200, { success: true, paymentMethods: [bankTransfer()] }),
    'GET /api/deposits/transactions': () =>
      jsonResponse(200, { success: true, transactions: deposits.map((deposit) => detail(deposit.id)) }),
    ...Object.fromEntries(
      deposits.map((deposit) => [
        `GET /api/deposits/transactions/${deposit.id}`,
        () => jsonResponse(200, { success: true, transaction: detail(deposit.id) }),
      ]),
    ),
    'GET /api/deposits/transactions/deposit-with-proof/proof': () => jsonResponse(200, 'image bytes'),
  });
  /** Every call asked so far, as lines. */
  const urls = () => calls.map(callLine);
  return { urls, ...renderWalletPage(<DepositScreen />, { path, live: true }) };
}

const recentList = () => screen.getByRole('heading', { name: 'Recent Deposits' }).closest('section')!;

describe(DepositScreen.name, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
    mockSocketHandlers.clear();
    URL.createObjectURL = jest.fn(() => 'blob:proof');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(cleanup);

  it('shows the balance and the last five deposits, asked with limit=5, and View All leads to the deposit transactions', async () => {
    const { urls } = setup([
      aDeposit({ amount: '250.00', status: 'approved' }),
      aDeposit({ status: 'rejected' }),
    ]);

    expect(await within(recentList()).findByText('$250.00')).toBeTruthy();
    expect(within(recentList()).getByText('Approved')).toBeTruthy();
    expect(within(recentList()).getByText('Rejected')).toBeTruthy();
    expect(urls()).toContain('GET /api/deposits/transactions?limit=5');
    expect(within(recentList()).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/transactions?type=deposit',
    );
    expect(await screen.findByText('$50.00')).toBeTruthy();
  });

  it('says so when there are no deposits yet', async () => {
    setup([]);

    expect(await within(recentList()).findByText('No deposits yet')).toBeTruthy();
  });

  it('opens a deposit from the list with every detail and its proof image', async () => {
    const deposit = aDeposit({
      id: 'deposit-with-proof',
      status: 'rejected',
      transactionReference: 'REF-77',
      userNotes: 'Paid from my savings account',
      adminNotes: 'No payment received with this reference',
      processedAt: '2026-01-06T10:30:00.000Z',
      hasProof: true,
      proofUrl: '/api/deposits/transactions/deposit-with-proof/proof',
      proofType: 'image/png',
    });
    const { user } = setup([deposit]);

    await user.click(await screen.findByTestId('recent-deposit-deposit-with-proof'));

    const dialog = await screen.findByRole('dialog', { name: 'Deposit Details' });
    expect(currentLocation()).toBe('/deposit?id=deposit-with-proof');
    const facts = within(dialog).getByTestId('deposit-facts').textContent;
    for (const text of [
      'StatusRejected',
      'Amount$100.00',
      'Processing fee$3.00',
      'Net amount$97.00',
      'Payment methodGTBank Transfer (Bank Transfer)',
      'ReferenceREF-77',
      'Your notesPaid from my savings account',
      'Admin notesNo payment received with this reference',
    ])
      expect(facts).toContain(text);
    expect(((await within(dialog).findByAltText('Proof of payment')) as HTMLImageElement).src).toMatch(
      /^data:image\/png;base64,/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(currentLocation()).toBe('/deposit');
  });

  it('offers a PDF proof as a link that opens it', async () => {
    setup(
      [
        aDeposit({
          id: 'deposit-with-proof',
          hasProof: true,
          proofUrl: '/api/deposits/transactions/deposit-with-proof/proof',
          proofType: 'application/pdf',
        }),
      ],
      { path: '/deposit?id=deposit-with-proof' },
    );

    const link = await screen.findByRole('link', { name: 'Open proof of payment (PDF)' });

    expect(link.getAttribute('href')).toBe('blob:proof');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("changes a shown deposit's status when the admin's decision is pushed", async () => {
    const pending = aDeposit({ id: 'deposit-7' });
    let decided = false;
    const { urls } = setup([pending], {
      path: '/deposit?id=deposit-7',
      detail: () => (decided ? { ...pending, status: 'approved', adminNotes: 'Welcome!' } : pending),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Deposit Details' });
    await within(dialog).findByText('Pending Approval');
    const asked = urls().length;

    decided = true;
    await push('deposit:updated', { depositId: 'deposit-7', status: 'approved', adminNotes: 'Welcome!' });

    expect(await within(dialog).findByText('Approved')).toBeTruthy();
    expect(within(dialog).getByTestId('deposit-facts').textContent).toContain('Admin notesWelcome!');
    expect(within(recentList()).getByText('Approved')).toBeTruthy();
    await waitFor(() =>
      expect(urls().slice(asked)).toEqual(
        expect.arrayContaining([
          'GET /api/deposits/transactions/deposit-7',
          'GET /api/deposits/transactions?limit=5',
        ]),
      ),
    );
  });

  it('reloads the recent deposits after a submission', async () => {
    const xhrs = installFakeXhr();
    const { user, urls } = setup([]);
    await user.click(await screen.findByRole('radio', { name: /^GTBank Transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with GTBank Transfer' }));
    await user.type(screen.getByLabelText('Amount (USD)'), '100');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Deposit Request' }));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    const listed = urls().filter((url) => url.startsWith('GET /api/deposits/transactions?')).length;

    act(() =>
      xhrs[0].respond(201, { success: true, message: 'ok', transaction: aDeposit({ id: 'deposit-new' }) }),
    );

    await screen.findByRole('dialog', { name: 'Deposit Request Submitted' });
    await waitFor(() =>
      expect(urls().filter((url) => url.startsWith('GET /api/deposits/transactions?')).length).toBe(
        listed + 1,
      ),
    );
  });
});
