import type { Withdrawal } from '@p2p/contracts/api';

let sequence = 0;

/** A pending ₦150,000 payout to alice's GTBank account. */
export function aWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  sequence += 1;
  return {
    id: `w-${sequence}`,
    bankCode: '058',
    bankName: 'GTBank',
    accountNumber: '0123456789',
    accountName: 'ALICE JOHNSON',
    amountNgn: '150000.00',
    amountUsd: '100.00',
    rate: '1500.00',
    status: 'pending',
    adminNotes: null,
    createdAt: '2026-01-05T09:30:00.000Z',
    processedAt: null,
    user: { id: 'u-alice', username: 'alice', email: 'alice@p2pbet.local' },
    ...overrides,
  };
}
