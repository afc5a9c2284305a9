import { Money } from '@p2p/contracts/money';
import { offerReturnCents, openFillBadge, type ExchangeFill } from '../../shared/offers/exchange-terms';
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

/**
 * The card's badge: the offer's state, or for a settled bet its result (a push reads Refunded). An
 * open exchange offer (`fill`) says how much of it is matched.
 */
export function historyBadge(
  entry: Pick<HistoryEntry, 'status' | 'result'>,
  fill: ExchangeFill | null = null,
): StatusBadge {
  if (entry.status === 'settled') return resultBadge(entry.result);
  if (entry.status === 'void') return { tone: 'info', text: 'Refunded' };
  if (fill && entry.status === 'open') return openFillBadge(fill);
  return offerStatusBadge(entry.status);
}

/** An exchange offer's price and fill ("$30.00 of $50.00 matched at 3.0"); null on bets and even money. */
export function exchangeFillOf(
  entry: Pick<HistoryEntry, 'exchange' | 'originalData' | 'stake'>,
): ExchangeFill | null {
  if (!entry.exchange || entry.originalData.kind !== 'offer') return null;
  const { side, odds, matched } = entry.exchange;
  return { side, odds, stake: entry.stake, matched: matched ?? '0.00' };
}

/**
 * What the stake line holds: on an offer the backer's stake (which a layer accepts), on a bet the
 * user's own hold (which a layer's liability is).
 */
export function stakeLabel(entry: Pick<HistoryEntry, 'exchange' | 'originalData'>): string {
  if (entry.exchange?.side !== 'lay') return 'Stake';
  return entry.originalData.kind === 'offer' ? "Backer's stake" : 'Liability';
}

/**
 * What the entry pays if it wins, before any payout is known: both holds. Betting's answer counts an
 * offer's stake twice, which is even money's pot; an exchange offer's other side holds the backer's
 * winnings at its price instead.
 */
export function potentialReturn(
  entry: Pick<HistoryEntry, 'exchange' | 'originalData' | 'stake' | 'potentialWinnings'>,
): string {
  const fill = exchangeFillOf(entry);
  return fill ? Money.format(offerReturnCents(fill)) : entry.potentialWinnings;
}

/** What the amount line says: the payout once settled, the possible return before. */
export function returnLabel(
  entry: Pick<HistoryEntry, 'status' | 'payout'>,
): 'Payout' | 'Potential Return' | null {
  if (entry.payout !== null) return 'Payout';
  if (entry.status === 'cancelled' || entry.status === 'expired') return null;
  return 'Potential Return';
}
