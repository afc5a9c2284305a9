import type { StatusBadge } from '../../shared/offers/selections';
import { offerStatusBadge, resultBadge } from '../../shared/offers/selections';
import type { HistoryEntry } from '../../shared/api/types';
import type { HistoryFilters } from '../../shared/api/query-keys';

export type HistoryTab = NonNullable<HistoryFilters['status']>;
export type HistoryPeriod = NonNullable<HistoryFilters['period']>;

export const HISTORY_TABS: ReadonlyArray<{ id: HistoryTab; label: string }> = [
  { id: 'all', label: 'All Bets' },
  { id: 'open', label: 'Open Offers' },
  { id: 'matched', label: 'Matched Bets' },
  { id: 'settled', label: 'Settled Bets' },
  { id: 'cancelled', label: 'Cancelled' },
];

export const HISTORY_PERIODS: ReadonlyArray<{ value: HistoryPeriod; label: string }> = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'last_30_days', label: 'Last 30 days' },
];

export function parseTab(value: string | null): HistoryTab {
  return HISTORY_TABS.some((tab) => tab.id === value) ? (value as HistoryTab) : 'all';
}

export function parsePeriod(value: string | null): HistoryPeriod {
  return HISTORY_PERIODS.some((period) => period.value === value) ? (value as HistoryPeriod) : 'all';
}

/** The card's badge: the offer's state, or for a settled bet its result (a push reads Refunded). */
export function historyBadge(entry: Pick<HistoryEntry, 'status' | 'result'>): StatusBadge {
  if (entry.status === 'settled') return resultBadge(entry.result);
  if (entry.status === 'void') return { tone: 'info', text: 'Refunded' };
  return offerStatusBadge(entry.status);
}

/** What the amount line says: the payout once settled, the possible return before. */
export function returnLabel(
  entry: Pick<HistoryEntry, 'status' | 'payout'>,
): 'Payout' | 'Potential Return' | null {
  if (entry.payout !== null) return 'Payout';
  if (entry.status === 'cancelled' || entry.status === 'expired') return null;
  return 'Potential Return';
}
