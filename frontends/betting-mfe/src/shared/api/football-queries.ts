import { api } from '@p2p/web-session';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDashboard } from '../../football/use-football';
import { usePollingFallback } from '../live/polling';
import { answered, useOnDashboard } from './dashboard-answers';
import { footballKeys } from './query-keys';
import type { FeedSource, LeagueMatches, LeagueStats, MatchOdds } from './types';

/**
 * A league's matches in play, in the next 14 days and of the last 24 hours, by kick-off
 * (`GET /football/leagues/{id}/matches`, with the league's name and country).
 */
export function useLeagueMatches(leagueId: string | undefined) {
  const refetchInterval = usePollingFallback();
  return useQuery({
    queryKey: footballKeys.leagueMatches(leagueId ?? ''),
    queryFn: async ({ signal }) =>
      (await api<unknown>(`/api/football/leagues/${encodeURIComponent(leagueId!)}/matches`, {
        fallback: 'Failed to load matches',
        auth: false,
        signal,
      })) as unknown as LeagueMatches,
    enabled: Boolean(leagueId),
    refetchInterval,
  });
}

/**
 * Every league with its open and live match counts and trending flag (`GET /football/leagues/stats`);
 * on the dashboard, from its answer.
 */
export function useLeagueStats() {
  const ready = useFootballDashboardAnswered();
  return useQuery({
    queryKey: footballKeys.leagueStats,
    queryFn: async ({ signal }) =>
      (
        await api<LeagueStats[]>('/api/football/leagues/stats', {
          fallback: 'Failed to load leagues',
          auth: false,
          signal,
        })
      ).data,
    enabled: ready,
    staleTime: 60_000,
  });
}

/** The 1X2 and total-goals odds of several matches, fetched only while `enabled`. */
export function useMatchesOdds(matchIds: readonly string[], enabled: boolean) {
  return useQueries({
    queries: matchIds.map((id) => ({
      queryKey: footballKeys.odds(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await api<MatchOdds>(`/api/football/matches/${encodeURIComponent(id)}/odds`, {
            auth: false,
            signal,
          })
        ).data,
      enabled,
      staleTime: 30_000,
    })),
  });
}

/**
 * Where the matches come from (`GET /football/feed`): the simulated demo season or a real feed. It
 * changes only with a redeploy, so it is asked once per visit.
 */
export function useFeedSource() {
  const ready = useFootballDashboardAnswered();
  return useQuery({
    queryKey: footballKeys.feed,
    queryFn: async ({ signal }) =>
      (await api<FeedSource>('/api/football/feed', { auth: false, signal })).data,
    enabled: ready,
    staleTime: Infinity,
  });
}

/** On the dashboard, its football answer fills these queries (see dashboard-answers): true once it has come. */
function useFootballDashboardAnswered(): boolean {
  const onDashboard = useOnDashboard();
  const dashboard = useDashboard({ enabled: onDashboard });
  return !onDashboard || answered(dashboard);
}
