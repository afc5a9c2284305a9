import type { BettingLimit, BettingLimitKind } from '@p2p/contracts/api';
import { RESETS_AT } from './deposit-limit-factory';

const WINDOW_ENDS: Readonly<Record<BettingLimitKind, string | null>> = {
  'stake-offer': null,
  'stake-day': RESETS_AT.day,
  'loss-week': RESETS_AT.week,
  'loss-month': RESETS_AT.month,
};

/** One kind's entry of GET /api/p2p-betting/limits: no limit and nothing used unless told. */
export function aBettingLimit(kind: BettingLimitKind, overrides: Partial<BettingLimit> = {}): BettingLimit {
  return {
    kind,
    amount: null,
    used: kind === 'stake-offer' ? null : '0.00',
    resetsAt: WINDOW_ENDS[kind],
    pending: null,
    ...overrides,
  };
}

/** The four entries betting always answers, in its order. */
export function bettingLimits(overrides: Partial<Record<BettingLimitKind, Partial<BettingLimit>>> = {}) {
  return (['stake-offer', 'stake-day', 'loss-week', 'loss-month'] as const).map((kind) =>
    aBettingLimit(kind, overrides[kind]),
  );
}
