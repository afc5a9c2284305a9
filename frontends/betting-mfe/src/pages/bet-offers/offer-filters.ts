/**
 * The Bet Offers page's filters, kept in the URL query so a filtered page can be shared and
 * reloaded: `?search=&league=&betType=&sort=&page=`. Defaults are left out of the URL, and anything
 * unknown falls back to its default instead of breaking the page.
 */
export const BET_TYPES = [
  { value: 'all', label: 'All' },
  { value: 'home_win', label: 'Home Win' },
  { value: 'away_win', label: 'Away Win' },
  { value: 'draw', label: 'Draw' },
] as const;

export const SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'amount_high', label: 'Highest Amount' },
  { value: 'amount_low', label: 'Lowest Amount' },
] as const;

export type BetTypeFilter = (typeof BET_TYPES)[number]['value'];
export type SortOption = (typeof SORTS)[number]['value'];

export interface OfferPageFilters {
  search: string;
  league: string;
  betType: BetTypeFilter;
  sort: SortOption;
  page: number;
}

export const DEFAULT_FILTERS: OfferPageFilters = {
  search: '',
  league: 'all',
  betType: 'all',
  sort: 'newest',
  page: 1,
};

const SEARCH_MAX = 100;
const BET_TYPE_ALIASES: Record<string, BetTypeFilter> = { home: 'home_win', away: 'away_win' };

function oneOf<T extends string>(value: string | null, allowed: ReadonlyArray<{ value: T }>, fallback: T): T {
  return allowed.some((option) => option.value === value) ? (value as T) : fallback;
}

export function parseOfferFilters(params: URLSearchParams): OfferPageFilters {
  const page = Number(params.get('page'));
  const betType = params.get('betType');
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    league: params.get('league')?.trim() || 'all',
    betType: oneOf(BET_TYPE_ALIASES[betType ?? ''] ?? betType, BET_TYPES, 'all'),
    sort: oneOf(params.get('sort'), SORTS, 'newest'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function filtersToParams(filters: OfferPageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.league !== 'all') params.set('league', filters.league);
  if (filters.betType !== 'all') params.set('betType', filters.betType);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A changed filter starts again from page 1; a page change keeps the filters. */
export function withFilter(current: OfferPageFilters, change: Partial<OfferPageFilters>): OfferPageFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** Whether anything narrows the list (the empty state then offers Clear Filters). */
export function isFiltered(filters: OfferPageFilters): boolean {
  return Boolean(filters.search.trim()) || filters.league !== 'all' || filters.betType !== 'all';
}
