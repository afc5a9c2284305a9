import type { AdminUser, AdminUserDetail, WalletTransaction } from '@p2p/contracts/api';

let sequence = 0;

/** An active user with $120.50 available, 3 bets worth $75.00, who signed in yesterday. */
export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const n = ++sequence;
  return {
    id: `u-${n}`,
    username: `bettor${n}`,
    name: `Bettor ${n}`,
    email: `bettor${n}@p2pbet.local`,
    role: 'user',
    status: 'active',
    statusReason: null,
    isEmailVerified: true,
    balance: { available: '120.50', held: '0.00' },
    bets: 3,
    volume: '75.00',
    joinedAt: '2026-01-02T10:00:00.000Z',
    lastLoginAt: '2026-02-01T08:30:00.000Z',
    exclusion: null,
    ...overrides,
  };
}

export function aUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return { ...anAdminUser(), recentBets: [], ...overrides };
}

/** A settled $50.00 deposit, as the wallet's statement lists it. */
export function aWalletTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  const n = ++sequence;
  return {
    id: `tx-${n}`,
    time: '2026-02-01T09:00:00.000Z',
    type: 'Deposit',
    tradeNo: `DEP-${n}`,
    amount: '50.00',
    status: 'Succeed',
    afterBalance: '170.50',
    currency: 'USD',
    ...overrides,
  };
}
