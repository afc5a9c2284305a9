import type { PaymentMethod } from '@p2p/contracts/api';

/** An active bank transfer method with the wallet's 3% (min $2) fee rule. */
export function aPaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 'pm-1',
    type: 'bank_transfer',
    name: 'First Bank transfer',
    processingTime: '1-2 hours',
    isActive: true,
    details: { bankName: 'First Bank', accountNumber: '3012345678', accountName: 'P2P Bet Ltd' },
    instructions: null,
    fee: { basisPoints: 300, minimum: '2.00' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
