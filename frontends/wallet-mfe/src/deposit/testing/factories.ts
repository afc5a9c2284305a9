import type { Deposit, PaymentMethod } from '@p2p/contracts/api';

let sequence = 0;
const next = () => ++sequence;

/** The server's fee rules of spec 02 section 9, as GET /api/deposits/payment-methods sends them. */
export const FEE_RULES = {
  bank_transfer: { basisPoints: 300, minimum: '2.00' },
  mobile_money: { basisPoints: 250, minimum: '1.00' },
  crypto: { basisPoints: 100, minimum: '0.00' },
} as const;

export function aPaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: `method-${next()}`,
    type: 'bank_transfer',
    name: 'GTBank Transfer',
    processingTime: '1-2 hours',
    isActive: true,
    details: { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'P2P Bet Ltd' },
    instructions: 'Use your username as the transfer narration.',
    fee: FEE_RULES.bank_transfer,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const bankTransfer = (overrides: Partial<PaymentMethod> = {}) =>
  aPaymentMethod({ id: 'method-bank', ...overrides });

export const mobileMoney = (overrides: Partial<PaymentMethod> = {}) =>
  aPaymentMethod({
    id: 'method-momo',
    type: 'mobile_money',
    name: 'MTN Mobile Money',
    processingTime: null,
    details: { provider: 'MTN', phoneNumber: '+2348012345678', accountName: 'P2P Bet Ltd' },
    instructions: null,
    fee: FEE_RULES.mobile_money,
    ...overrides,
  });

export const cryptoWallet = (overrides: Partial<PaymentMethod> = {}) =>
  aPaymentMethod({
    id: 'method-usdt',
    type: 'crypto',
    name: 'USDT (TRC20)',
    processingTime: '30 minutes',
    details: { currency: 'USDT', network: 'TRC20', walletAddress: 'TXyz123' },
    instructions: null,
    fee: FEE_RULES.crypto,
    ...overrides,
  });

/** A pending $100.00 bank-transfer deposit of Alice's. */
export function aDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: `deposit-${next()}`,
    amount: '100.00',
    processingFee: '3.00',
    netAmount: '97.00',
    currency: 'USD',
    status: 'pending',
    createdAt: '2026-01-05T09:07:00.000Z',
    approvedAt: null,
    processedAt: null,
    adminNotes: null,
    transactionReference: null,
    userNotes: null,
    hasProof: false,
    proofUrl: null,
    proofType: null,
    user: { id: 'u-alice', username: 'alice', email: 'alice@p2pbet.local', balance: '50.00' },
    paymentMethod: { id: 'method-bank', type: 'bank_transfer', name: 'GTBank Transfer' },
    ...overrides,
  };
}
