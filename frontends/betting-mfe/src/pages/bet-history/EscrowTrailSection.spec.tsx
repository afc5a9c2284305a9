/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EscrowTrail } from '@p2p/contracts/api';
import { cleanup, screen, within } from '@testing-library/react';
import { ALICE, jsonResponse, renderWithProviders, signIn } from '../../testing/render';
import { EscrowTrailSection } from './EscrowTrailSection';

const BOB = 'u-bob';
const HELD_AT = '2026-11-20T10:00:00.000Z';
const SETTLED_AT = '2026-11-20T12:00:00.000Z';

const WON: EscrowTrail = {
  betId: 'b1',
  stake: '40.00',
  sides: [
    { role: 'maker', userId: ALICE.id, username: ALICE.username },
    { role: 'taker', userId: BOB, username: 'bob' },
  ],
  commission: {
    rateBps: 250,
    amount: '2.00',
    rule: "2.5% of the pot, taken from the loser's stake (BET_COMMISSION_BPS)",
  },
  rows: [
    {
      step: 'held',
      userId: ALICE.id,
      amount: '40.00',
      transactionId: 'aaaa1111-0000-4000-8000-000000000001',
      at: HELD_AT,
    },
    {
      step: 'held',
      userId: BOB,
      amount: '40.00',
      transactionId: 'bbbb2222-0000-4000-8000-000000000002',
      at: HELD_AT,
    },
    {
      step: 'captured',
      userId: ALICE.id,
      amount: '40.00',
      transactionId: 'cccc3333-0000-4000-8000-000000000003',
      at: SETTLED_AT,
    },
    {
      step: 'captured',
      userId: BOB,
      amount: '40.00',
      transactionId: 'cccc3333-0000-4000-8000-000000000003',
      at: SETTLED_AT,
    },
    {
      step: 'paid',
      userId: ALICE.id,
      amount: '78.00',
      transactionId: 'cccc3333-0000-4000-8000-000000000003',
      at: SETTLED_AT,
    },
    {
      step: 'commission',
      userId: BOB,
      amount: '2.00',
      transactionId: 'cccc3333-0000-4000-8000-000000000003',
      at: SETTLED_AT,
    },
  ],
};

/** The wallet's answer to the trail, recording the paths asked. */
function mockWallet(status: number, body: unknown): string[] {
  const asked: string[] = [];
  globalThis.fetch = jest.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/wallet/bets/')) {
      asked.push(url);
      return jsonResponse(status, body);
    }
    return jsonResponse(200, { success: true, data: { user: ALICE } });
  });
  return asked;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('EscrowTrailSection', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('lists each movement of both stakes with who, amount and the ledger transaction, and the fee applied', async () => {
    const asked = mockWallet(200, { success: true, data: WON });
    renderWithProviders(<EscrowTrailSection betId="b1" />);

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(asked).toEqual(['/api/wallet/bets/b1/escrow']);
    expect(rows.map((row) => [...cellsOf(row).slice(0, 3), row.querySelector('code')?.textContent])).toEqual([
      ['Held', 'You', '$40.00', 'aaaa1111'],
      ['Held', '@bob', '$40.00', 'bbbb2222'],
      ['Captured', 'You', '$40.00', 'cccc3333'],
      ['Captured', '@bob', '$40.00', 'cccc3333'],
      ['Paid to winner', 'You', '$78.00', 'cccc3333'],
      ['Commission', '@bob', '$2.00', 'cccc3333'],
    ]);
    expect(rows[4].querySelector('time')?.getAttribute('dateTime')).toBe(SETTLED_AT);
    expect(rows[4].querySelector('code')?.getAttribute('title')).toBe('cccc3333-0000-4000-8000-000000000003');
    expect(
      screen.getByText((_, element) => element?.classList.contains('escrow-trail__fee') ?? false).textContent,
    ).toBe("Fee: $2.00 — 2.5% of the pot, taken from the loser's stake (BET_COMMISSION_BPS)");
  });

  it('says no fee was taken when both stakes were refunded', async () => {
    mockWallet(200, {
      success: true,
      data: {
        ...WON,
        commission: null,
        rows: [
          ...WON.rows.slice(0, 2),
          { ...WON.rows[2], step: 'refunded' },
          { ...WON.rows[3], step: 'refunded' },
        ],
      },
    });
    renderWithProviders(<EscrowTrailSection betId="b1" />);

    expect(await screen.findByText('Fee: none — both stakes were refunded.')).toBeTruthy();
    expect(screen.getAllByText('Refunded')).toHaveLength(2);
  });

  it('shows a loading state, then the server’s message with Retry when the trail fails', async () => {
    mockWallet(500, { success: false, message: 'Service unavailable' });
    renderWithProviders(<EscrowTrailSection betId="b1" />);

    expect(screen.getByRole('status').textContent).toBe('Loading escrow trail');
    expect(await screen.findByText('Service unavailable', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains a bet the wallet does not know yet, without retrying in the background', async () => {
    const asked = mockWallet(404, { success: false, message: 'Bet not found' });
    renderWithProviders(<EscrowTrailSection betId="b1" />);

    expect(await screen.findByText('The wallet has no record of this bet’s stakes yet.')).toBeTruthy();
    expect(asked).toHaveLength(1);
  });
});
