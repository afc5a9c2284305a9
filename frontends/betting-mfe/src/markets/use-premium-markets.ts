import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchLiveMatches, fetchMatchesOn, matchKeys } from '../football/football-api';
import type { Match } from '../football/football-types';
import { usePollingFallback } from '../shared/live/polling';
import { isBettable } from '../shared/offers/selections';
import {
  canLoadMore,
  fillPage,
  FIRST_CURSOR,
  PREMIUM_PAGE_SIZE,
  utcDay,
  type PremiumCursor,
} from './premium-paging';

/** The football service lists fixtures two weeks ahead; the list ends there. */
const LAST_DAY_OFFSET = 14;

export interface PremiumPage {
  matches: Match[];
  next: PremiumCursor;
}

interface PageParam {
  page: number;
  cursor: PremiumCursor;
}

const byKickOff = (a: Match, b: Match) => Date.parse(a.startTime) - Date.parse(b.startTime);

/**
 * One page of premium markets: the first starts with every match in play, then each page is filled
 * with the next matches still open for betting, day by day, by kick-off, up to 10.
 */
async function loadPage(queryClient: QueryClient, { page, cursor }: PageParam): Promise<PremiumPage> {
  const now = new Date();
  const live =
    page === 1 ? await queryClient.fetchQuery({ queryKey: matchKeys.live, queryFn: fetchLiveMatches }) : [];
  const day = async (offset: number) => {
    const date = utcDay(now, offset);
    const matches = await queryClient.fetchQuery({
      queryKey: matchKeys.matchesOn(date),
      queryFn: () => fetchMatchesOn(date),
      staleTime: 30_000,
    });
    return matches.filter((match) => isBettable(match, now.getTime())).sort(byKickOff);
  };
  const { items, next } = await fillPage(
    cursor,
    Math.max(0, PREMIUM_PAGE_SIZE - live.length),
    day,
    LAST_DAY_OFFSET,
  );
  return { matches: [...live, ...items], next };
}

/** Spec 01 premium list: pages of matches, Load More appending while the paging rule allows. */
export function usePremiumMarkets() {
  const queryClient = useQueryClient();
  const refetchInterval = usePollingFallback();
  return useInfiniteQuery({
    queryKey: matchKeys.premium,
    initialPageParam: { page: 1, cursor: FIRST_CURSOR } as PageParam,
    queryFn: ({ pageParam }) => loadPage(queryClient, pageParam),
    getNextPageParam: (last, pages): PageParam | undefined =>
      canLoadMore(last.matches.length, pages.length)
        ? { page: pages.length + 1, cursor: last.next }
        : undefined,
    refetchInterval,
  });
}
