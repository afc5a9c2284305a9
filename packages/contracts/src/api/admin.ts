/**
 * The admin service's public answers (`/api/admin/*`), built from its read models; types only.
 * Money is a decimal-dollar string.
 */
import type { AuditAction } from '../audit-actions';
import type { Selection } from '../events/betting/selection';
import type { ExchangeBetTerms } from './betting';
import type { ExclusionKind } from '../events/auth/user-excluded';

/** The values are `AUDIT_ACTIONS` of `@p2p/contracts/audit-actions` (this entry point is types only). */
export type { AuditAction };

export type AccountStatus = 'active' | 'suspended';

/** GET /api/admin/users → `data: { users, page, limit, total }`. */
export interface AdminUser {
  id: string;
  username: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  status: AccountStatus;
  /** Why the account is suspended, when it is. */
  statusReason: string | null;
  isEmailVerified: boolean;
  balance: { available: string; held: string };
  /** Matched bets the user was a side of, and the dollars they staked in them. */
  bets: number;
  volume: string;
  joinedAt: string;
  lastLoginAt: string | null;
  /**
   * The break from betting the user took (a time-out or a self-exclusion), while it lasts; `endsAt`
   * null: permanent. Shown, never liftable: nobody ends a break early.
   */
  exclusion: { kind: ExclusionKind; endsAt: string | null } | null;
}

/**
 * GET /api/admin/users/{id}: the user and their 10 latest bets. Their statement is the wallet's:
 * GET /api/wallet/admin/users/{id}/transactions (a WalletTransactionPage).
 */
export interface AdminUserDetail extends AdminUser {
  recentBets: AdminBet[];
}

export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

export type AdminBetStatus = 'matched' | 'settled' | 'void';

/** GET /api/admin/peer-bets. */
export interface AdminBet {
  id: string;
  offerId: string;
  matchId: string;
  match: {
    homeTeam: string | null;
    awayTeam: string | null;
    league: string | null;
    startTime: string | null;
  };
  maker: { id: string; username: string | null };
  taker: { id: string; username: string | null };
  makerSelection: Selection;
  takerSelection: Selection;
  stake: string;
  status: AdminBetStatus;
  result: 'won' | 'push' | 'void' | null;
  winnerId: string | null;
  settledBy: { adminId: string; reason: string } | null;
  matchedAt: string;
  settledAt: string | null;
  /** A part of an exchange offer: price, maker's side, each side's stake, the commission its winner paid; absent on even money. */
  exchange?: ExchangeBetTerms;
}

export interface DailyPoint {
  /** yyyy-mm-dd, UTC. */
  date: string;
  value: string;
}

/** GET /api/admin/stats. Counts are numbers, money decimal dollars; series cover the last 30 days. */
export interface AdminStats {
  users: { total: number; newToday: number; newLast7Days: number; activeBettors: number };
  offersOpen: number;
  bets: { matched: number; settled: number };
  volumeStaked: string;
  pendingDeposits: { count: number; amount: string };
  pendingWithdrawals: { count: number; amountUsd: string };
  commissionEarned: string;
  daily: {
    signups: DailyPoint[];
    volumeStaked: DailyPoint[];
    deposits: DailyPoint[];
    commission: DailyPoint[];
  };
}

/** One immutable audit entry: GET /api/admin/audit. */
export interface AuditEntry {
  id: string;
  action: AuditAction;
  actorId: string;
  actorName: string | null;
  targetType: 'deposit' | 'withdrawal' | 'payment_method' | 'exchange_rate' | 'user' | 'bet' | 'match';
  targetId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  occurredAt: string;
}
