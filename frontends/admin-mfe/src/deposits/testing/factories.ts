import type { Deposit } from '@p2p/contracts/api';

let sequence = 0;

/** A pending $100 bank deposit by alice, with a PNG proof. */
export function aDeposit(overrides: Partial<Deposit> = {}): Deposit {
  sequence += 1;
  const id = overrides.id ?? `d-${sequence}`;
  return {
    id,
    amount: '100.00',
    processingFee: '3.00',
    netAmount: '97.00',
    currency: 'USD',
    status: 'pending',
    createdAt: '2026-01-05T09:30:00.000Z',
    approvedAt: null,
    processedAt: null,
    adminNotes: null,
    transactionReference: 'FT-20260105-1',
    userNotes: null,
    hasProof: true,
    proofUrl: `/api/deposits/transactions/${id}/proof`,
    proofType: 'image/png',
    user: { id: 'u-alice', username: 'alice', email: 'alice@p2pbet.local', balance: '50.00' },
    paymentMethod: { id: 'pm-1', type: 'bank_transfer', name: 'First Bank transfer' },
    ...overrides,
  };
}
