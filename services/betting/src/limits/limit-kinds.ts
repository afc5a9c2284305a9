import type { BettingLimitKind } from '@p2p/contracts/api';
import type { LimitPeriod } from '@p2p/player-protection';

export type LimitKind = BettingLimitKind;

/** In the order the API lists them and a stake is checked against them: the cheapest check first. */
export const LIMIT_KINDS = [
  'stake-offer',
  'stake-day',
  'loss-week',
  'loss-month',
] as const satisfies readonly LimitKind[];

export interface LimitRule {
  /** The calendar window it counts over; null: each stake alone. */
  period: LimitPeriod | null;
  counts: 'each-stake' | 'stakes' | 'net-loss';
  /** As messages name it: "your daily stake limit". */
  name: string;
}

export const LIMIT_RULES: Readonly<Record<LimitKind, LimitRule>> = {
  'stake-offer': { period: null, counts: 'each-stake', name: 'stake limit per offer' },
  'stake-day': { period: 'day', counts: 'stakes', name: 'daily stake limit' },
  'loss-week': { period: 'week', counts: 'net-loss', name: 'weekly loss limit' },
  'loss-month': { period: 'month', counts: 'net-loss', name: 'monthly loss limit' },
};
