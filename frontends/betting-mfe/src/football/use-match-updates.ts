import { useLiveEvent } from '@p2p/web-session';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { footballKeys } from '../shared/api/query-keys';
import { matchKeys } from './football-api';
import type { DashboardData, Match, MatchStatus } from './football-types';
import { isInPlay } from './match-rules';
import { changesLists, patchDashboard, patchMatchList, type MatchUpdate } from './match-updates';

/**
 * Keeps every cached football answer in step with the `match:updated` push: the clock and score of
 * a match on screen are written into the cache at once; a change of status (kick-off, half time,
 * full time, a void) also refetches the lists and counts it moves, in the background.
 */
export function useMatchUpdates(): void {
  const queryClient = useQueryClient();
  useLiveEvent('match:updated', (payload) => {
    const update = payload as MatchUpdate;
    const previous = findMatch(queryClient.getQueriesData<unknown>({ queryKey: matchKeys.all }), update);
    queryClient.setQueriesData<DashboardData>({ queryKey: matchKeys.dashboard }, (data) =>
      patchDashboard(data, update),
    );
    queryClient.setQueriesData<Match[]>({ queryKey: matchKeys.live }, (list) => patchMatchList(list, update));
    queryClient.setQueriesData<Match[]>({ queryKey: ['football', 'matches'] }, (list) =>
      patchMatchList(list, update),
    );
    queryClient.setQueriesData<InfiniteData<{ matches: Match[] }>>(
      { queryKey: matchKeys.premium },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, matches: patchMatchList(page.matches, update) ?? [] })),
        },
    );
    // A match that kicked off joins the live list; one that ended stays on it, marked, until the next load.
    const onLiveList = queryClient
      .getQueryData<Match[]>(matchKeys.live)
      ?.some((match) => match.id === update.matchId);
    if (isInPlay(update.status as MatchStatus) && !onLiveList)
      void queryClient.invalidateQueries({ queryKey: matchKeys.live });
    if (!changesLists(previous, update)) return;
    void queryClient.invalidateQueries({ queryKey: matchKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: footballKeys.leagueStats });
  });
}

function findMatch(entries: Array<[unknown, unknown]>, update: MatchUpdate): Match | undefined {
  for (const [, data] of entries) {
    const lists = Array.isArray(data)
      ? [data as Match[]]
      : isDashboard(data)
        ? [data.featuredMatches, data.liveMatches, data.spotlightMatch ? [data.spotlightMatch] : []]
        : isInfinite(data)
          ? data.pages.map((page) => page.matches)
          : [];
    for (const list of lists) {
      const found = list.find((match) => match?.id === update.matchId);
      if (found) return found;
    }
  }
  return undefined;
}

function isDashboard(data: unknown): data is DashboardData {
  return typeof data === 'object' && data !== null && 'featuredMatches' in data;
}

function isInfinite(data: unknown): data is InfiniteData<{ matches: Match[] }> {
  return typeof data === 'object' && data !== null && 'pages' in data;
}
