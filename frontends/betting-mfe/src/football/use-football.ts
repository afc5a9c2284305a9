import { useQuery, useQueryClient } from '@tanstack/react-query';
import { footballKeys } from '../shared/api/query-keys';
import { usePollingFallback } from '../shared/live/polling';
import { fetchDashboard, fetchLiveMatches, matchKeys } from './football-api';

/**
 * Spec 01 section 7: live data is polled every 10 s, here only while the live socket is down. The
 * answer also fills the competitions' counts and the feed source, which wait for it on the dashboard.
 */
export function useDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  const refetchInterval = usePollingFallback();
  return useQuery({
    queryKey: matchKeys.dashboard,
    queryFn: async () => {
      const dashboard = await fetchDashboard();
      client.setQueryData(footballKeys.leagueStats, dashboard.leagueStats);
      client.setQueryData(footballKeys.feed, dashboard.feed);
      return dashboard;
    },
    enabled,
    refetchInterval,
  });
}

export function useLiveMatches() {
  const refetchInterval = usePollingFallback();
  return useQuery({ queryKey: matchKeys.live, queryFn: fetchLiveMatches, refetchInterval });
}
