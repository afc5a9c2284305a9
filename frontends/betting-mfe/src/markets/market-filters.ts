import type { Match } from '../football/football-types';

/** Spec 01's market filter bar: All Markets, Most Popular, Live Only, Featured. */
export type MarketFilter = 'all' | 'popular' | 'live' | 'featured';

export const MARKET_FILTERS: ReadonlyArray<{ id: MarketFilter; label: string }> = [
  { id: 'all', label: 'All Markets' },
  { id: 'popular', label: 'Most Popular' },
  { id: 'live', label: 'Live Only' },
  { id: 'featured', label: 'Featured' },
];

/** Spec 01 section 9: a match is popular with more than 2 open offers. */
export const POPULAR_MIN_OFFERS = 3;

export const isPopular = (offerCount: number) => offerCount >= POPULAR_MIN_OFFERS;

/**
 * The matches a filter keeps, in their order. `offerCount` gives a match's open offers as the screen
 * knows them (the loaded offer list when there is one, else the football service's count).
 */
export function filterMatches(
  matches: readonly Match[],
  filter: MarketFilter,
  offerCount: (match: Match) => number = (match) => match.betOffers,
): Match[] {
  switch (filter) {
    case 'popular':
      return matches.filter((match) => isPopular(offerCount(match)));
    case 'live':
      return matches.filter((match) => match.isLive);
    case 'featured':
      return matches.filter((match) => match.featured);
    default:
      return [...matches];
  }
}

/** The first occurrence of each match, so a live featured match is not shown twice. */
export function uniqueMatches(...lists: ReadonlyArray<readonly Match[]>): Match[] {
  const seen = new Set<string>();
  const result: Match[] = [];
  for (const list of lists)
    for (const match of list) {
      if (seen.has(match.id)) continue;
      seen.add(match.id);
      result.push(match);
    }
  return result;
}
