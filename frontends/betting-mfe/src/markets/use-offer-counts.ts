import { useQueries } from '@tanstack/react-query';
import type { Match } from '../football/football-types';
import { bettingKeys } from '../shared/api/query-keys';
import type { OfferList } from '../shared/api/types';

/**
 * Each match's open offers as the screen knows them: the count of its loaded offer list (the match
 * cards load them) and, until then, the football service's count. Observes the cards' queries
 * without fetching them a second time.
 */
export function useOfferCounts(matches: readonly Match[]): (match: Match) => number {
  const lists = useQueries({
    queries: matches.map((match) => ({
      queryKey: bettingKeys.matchOffers(match.id),
      enabled: false,
    })),
  });
  const loaded = new Map(
    matches.map((match, index) => [match.id, (lists[index]?.data as OfferList | undefined)?.count]),
  );
  return (match) => loaded.get(match.id) ?? match.betOffers;
}
