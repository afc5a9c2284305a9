import type {
  SupportConversation,
  SupportMessage,
  TransferOptions,
  WalletTransaction,
  Withdrawal,
  WithdrawalOptions,
} from '@p2p/contracts/api';

let sequence = 0;
const next = () => ++sequence;

export const BANKS = [
  { code: '011', name: 'First Bank' },
  { code: '044', name: 'Access Bank' },
  { code: '058', name: 'GTBank' },
  { code: '057', name: 'Zenith Bank' },
  { code: '033', name: 'UBA' },
  { code: '070', name: 'Fidelity Bank' },
];

/** The wallet's withdrawal options with a rate of ₦1,500 per dollar. */
export function withdrawalOptions(overrides: Partial<WithdrawalOptions> = {}): WithdrawalOptions {
  return {
    banks: BANKS,
    minNgn: '100.00',
    maxNgn: '5000000.00',
    ngnPerUsd: '1500.00',
    currency: 'NGN',
    ...overrides,
  };
}

export function transferOptions(overrides: Partial<TransferOptions> = {}): TransferOptions {
  return { minUsd: '1.00', maxUsd: '10000.00', currency: 'USD', fee: '0.00', ...overrides };
}

/** A pending withdrawal of ₦150,000 ($100.00) to GTBank. */
export function aWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: `withdrawal-${next()}`,
    bankCode: '058',
    bankName: 'GTBank',
    accountNumber: '0123456789',
    accountName: 'ALICE JOHNSON',
    amountNgn: '150000.00',
    amountUsd: '100.00',
    rate: '1500.00',
    status: 'pending',
    adminNotes: null,
    createdAt: '2026-01-05T09:07:00.000Z',
    processedAt: null,
    ...overrides,
  };
}

export function aTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  const n = next();
  return {
    id: `entry-${n}`,
    time: '2026-01-05T09:07:00.000Z',
    type: 'Deposit',
    tradeNo: `DEP-${n}`,
    amount: '50.00',
    status: 'Succeed',
    afterBalance: '150.00',
    currency: 'USD',
    ...overrides,
  };
}

export function aSupportMessage(overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    id: `message-${next()}`,
    conversationId: 'conversation-1',
    author: 'user',
    authorName: 'Alice Johnson',
    text: 'Hello',
    createdAt: '2026-01-05T09:07:00.000Z',
    ...overrides,
  };
}

export function aConversation(overrides: Partial<SupportConversation> = {}): SupportConversation {
  return {
    id: 'conversation-1',
    status: 'open',
    subject: null,
    user: { id: 'u-alice', username: 'alice', name: 'Alice Johnson', email: 'alice@p2pbet.local' },
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:07:00.000Z',
    messages: [],
    ...overrides,
  };
}
