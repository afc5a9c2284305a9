import type { TransactionStatusCode, TransactionTypeCode } from '@p2p/contracts/api';

export const PAGE_SIZE = 20;

/** The wallet's type codes and the names its rows carry. */
export const TRANSACTION_TYPES: ReadonlyArray<{ value: TransactionTypeCode; label: string }> = [
  { value: 'deposit', label: 'Deposit' },
  { value: 'withdrawal', label: 'Withdrawal' },
  { value: 'withdrawal_refund', label: 'Withdrawal Refund' },
  { value: 'transfer_in', label: 'Transfer In' },
  { value: 'transfer_out', label: 'Transfer Out' },
  { value: 'bet_stake', label: 'Bet Stake' },
  { value: 'bet_refund', label: 'Bet Refund' },
  { value: 'winnings', label: 'Winnings-Sport Bets' },
];

export const TRANSACTION_STATUSES: ReadonlyArray<{ value: TransactionStatusCode; label: string }> = [
  { value: 'succeed', label: 'Succeed' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'closed', label: 'Closed' },
];

export interface TransactionFilters {
  type: TransactionTypeCode | null;
  status: TransactionStatusCode | null;
  /** yyyy-mm-dd, inclusive. */
  from: string | null;
  /** yyyy-mm-dd, the whole day. */
  to: string | null;
  page: number;
}

export const NO_FILTERS: TransactionFilters = { type: null, status: null, from: null, to: null, page: 1 };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (2026-02-30 is not one). */
export function isDay(value: string | null | undefined): value is string {
  const match = DATE.exec(value ?? '');
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function oneOf<T extends string>(list: ReadonlyArray<{ value: T }>, value: string | null): T | null {
  return list.find((item) => item.value === value?.toLowerCase())?.value ?? null;
}

/** The filters a link or Back/Forward put in the URL; anything unknown is ignored, not an error. */
export function readFilters(params: URLSearchParams): TransactionFilters {
  const page = Number(params.get('page'));
  return {
    type: oneOf(TRANSACTION_TYPES, params.get('type')),
    status: oneOf(TRANSACTION_STATUSES, params.get('status')),
    from: isDay(params.get('from')) ? params.get('from') : null,
    to: isDay(params.get('to')) ? params.get('to') : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's search params for these filters: only what is set, page only past the first. */
export function writeFilters(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The same filters on another page, or changed (which starts again at page 1). */
export function withChange(
  filters: TransactionFilters,
  change: Partial<TransactionFilters>,
): TransactionFilters {
  return { ...filters, page: 1, ...change };
}

export function hasFilters(filters: TransactionFilters): boolean {
  return Boolean(filters.type || filters.status || filters.from || filters.to);
}

/** `?type&status&from&to` of the CSV export: the filtered rows, every page. */
export function exportQuery(filters: TransactionFilters): string {
  const query = writeFilters({ ...filters, page: 1 }).toString();
  return query ? `?${query}` : '';
}

/** `?page&limit&type&status&from&to` of the list. */
export function listQuery(filters: TransactionFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(PAGE_SIZE) });
  for (const [name, value] of writeFilters({ ...filters, page: 1 })) params.set(name, value);
  return `?${params.toString()}`;
}
