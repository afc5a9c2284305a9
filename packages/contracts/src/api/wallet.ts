/**
 * The wallet service's public answers, as the service builds them and the wallet and admin screens
 * read them (types only; browsers import them through `@p2p/contracts/api`). Money is a
 * decimal-dollar string unless named `...Ngn`.
 */
export type PaymentMethodType =
  'bank_transfer' | 'mobile_money' | 'crypto' | 'paypal' | 'western_union' | 'cash_app' | 'venmo' | 'zelle';

/** The processing fee of a deposit: `basisPoints` of the amount, rounded half up to the cent, at least `minimum`. */
export interface DepositFeeRule {
  basisPoints: number;
  minimum: string;
}

/**
 * What POST and PUT /api/direct-payments/admin/methods take, a whole method (the fee is the type's,
 * never sent): the wallet's `PaymentMethodDto`.
 */
export interface PaymentMethodRequest {
  type: PaymentMethodType;
  name: string;
  processingTime: string | null;
  isActive: boolean;
  details: Record<string, string>;
  instructions: string | null;
}

/** GET /api/deposits/payment-methods → `{ success, paymentMethods }`; the admin list → `data`. */
export interface PaymentMethod extends PaymentMethodRequest {
  id: string;
  /** The server's fee rule for this method, so the screen shows the same fee the server charges. */
  fee: DepositFeeRule;
  createdAt: string;
  updatedAt: string;
}

export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'expired';

/** Spec 02 section 3 deposit transaction. The proof is never inlined: `proofUrl` serves it (owner or admin). */
export interface Deposit {
  id: string;
  amount: string;
  processingFee: string;
  netAmount: string;
  currency: 'USD';
  status: DepositStatus;
  createdAt: string;
  approvedAt: string | null;
  processedAt: string | null;
  /** Admins only: who processed it. */
  processedBy?: string | null;
  adminNotes: string | null;
  transactionReference: string | null;
  userNotes: string | null;
  hasProof: boolean;
  /** `/api/deposits/transactions/{id}/proof`, or null without a proof. */
  proofUrl: string | null;
  /** The proof's content type (image/png, image/jpeg, image/gif, image/webp, application/pdf), or null. */
  proofType: string | null;
  user: { id: string; username: string | null; email: string | null; balance: string };
  paymentMethod: { id: string; type: PaymentMethodType; name: string };
}

/** Live push to the depositor's room when an admin decides: socket event `deposit:updated`. */
export interface DepositUpdate {
  depositId: string;
  status: DepositStatus;
  adminNotes: string | null;
}

export interface Balance {
  available: string;
  held: string;
  total: string;
  currency: 'USD';
}

export interface Bank {
  code: string;
  name: string;
}

/** GET /api/wallet/withdrawals/options. */
export interface WithdrawalOptions {
  banks: Bank[];
  minNgn: string;
  maxNgn: string;
  /** Naira per dollar, or null while no rate is set (withdrawals are refused then). */
  ngnPerUsd: string | null;
  currency: 'NGN';
}

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

export interface Withdrawal {
  id: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  amountNgn: string;
  /** What leaves the wallet: the naira at the rate, rounded up to the cent. */
  amountUsd: string;
  rate: string;
  status: WithdrawalStatus;
  adminNotes: string | null;
  createdAt: string;
  processedAt: string | null;
  /** Admins only. */
  user?: { id: string; username: string | null; email: string | null };
}

/** GET /api/wallet/transfers/options. */
export interface TransferOptions {
  minUsd: string;
  maxUsd: string;
  currency: 'USD';
  fee: string;
}

export type TransactionTypeCode =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_refund'
  | 'transfer_in'
  | 'transfer_out'
  | 'bet_stake'
  | 'bet_refund'
  | 'winnings';

export type TransactionStatusCode = 'succeed' | 'pending' | 'failed' | 'closed';

/** One row of GET /api/wallet/transactions (spec 02 Transactions screen). */
export interface WalletTransaction {
  id: string;
  time: string;
  /** Display name: 'Deposit', 'Winnings-Sport Bets', ... */
  type: string;
  tradeNo: string;
  /** Signed dollars. */
  amount: string;
  /** Display name: Succeed, Pending, Failed, Closed. */
  status: string;
  afterBalance: string | null;
  currency: 'USD';
}

export interface WalletTransactionPage {
  transactions: WalletTransaction[];
  page: number;
  limit: number;
  total: number;
}

/** One movement of a bet's stakes, as the ledger recorded it. */
export type EscrowStep = 'held' | 'captured' | 'paid' | 'commission' | 'refunded' | 'released';

export interface EscrowTrailRow {
  /**
   * held: a side's stake moved from available to held; captured: the settlement took a side's
   * stake out of held; paid: what the winner received (both stakes less the commission);
   * commission: the platform's fee, taken from the loser (`userId`); refunded: a push or void gave
   * a side its stake back; released: a hold given back outside a settlement. For a part of an
   * exchange offer, the maker's held row is the part's share of the offer's hold: the amount of the
   * part, with the ledger transaction that held the whole offer.
   */
  step: EscrowStep;
  userId: string;
  amount: string;
  /** The ledger transaction's id. */
  transactionId: string;
  at: string;
}

/** The fee a won bet was settled with: the rate used then, not today's. */
export interface EscrowCommission {
  rateBps: number;
  amount: string;
  /**
   * How the fee was set, for the screen: "2.5% of the pot, taken from the loser's stake (BET_COMMISSION_BPS)",
   * or for an exchange bet "2% of the winner's net winnings on the market, taken from the loser's stake (EXCHANGE_COMMISSION_BPS)".
   */
  rule: string;
}

/** A part of an exchange offer taken (issue 35): the two sides hold different amounts. */
export interface EscrowExchangeTerms {
  /** Decimal odds as the ladder shows them ("3.0", "3.25"). */
  odds: string;
  /** Whether the maker backed or laid the selection: the backer holds the stake, the layer its liability. */
  makerSide: 'back' | 'lay';
  makerStake: string;
  takerStake: string;
}

/** GET /api/wallet/bets/{betId}/escrow: both stakes' path through the ledger, oldest first. */
export interface EscrowTrail {
  betId: string;
  /** Each side's stake; the maker's, for a part of an exchange offer (`exchange` has both). */
  stake: string;
  sides: Array<{ role: 'maker' | 'taker'; userId: string; username?: string }>;
  /** Absent for an even-money bet. */
  exchange?: EscrowExchangeTerms;
  /** null until a won bet settles, and for a push or void (no fee). */
  commission: EscrowCommission | null;
  rows: EscrowTrailRow[];
}

/** A deposit limit's period: calendar windows in UTC (the day from midnight, the week from Monday). */
export type DepositLimitPeriod = 'day' | 'week' | 'month';

/** One period's deposit limit (issue 22): a lower one applies at once, a higher one after 24 hours. */
export interface DepositLimit {
  period: DepositLimitPeriod;
  /** The limit in force; null: none. */
  amount: string | null;
  /** Deposits (pending or approved) counted in the current window. */
  used: string;
  /** When the current window ends, and `used` starts again from zero. */
  resetsAt: string;
  /** A raise or removal waiting out its 24 hours. */
  pending: { amount: string | null; effectiveAt: string } | null;
}
