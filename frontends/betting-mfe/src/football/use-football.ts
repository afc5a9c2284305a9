import { useQuery } from '@tanstack/react-query';
import { usePollingFallback } from '../shared/live/polling';
import { fetchDashboard, fetchLiveMatches, matchKeys } from './football-api';

/** Spec 01 section 7: live data is polled every 10 s, here only while the live socket is down. */
export function useDashboard() {
  const refetchInterval = usePollingFallback();
  return useQuery({ queryKey: matchKeys.dashboard, queryFn: fetchDashboard, refetchInterval });
}

export function useLiveMatches() {
  const refetchInterval = usePollingFallback();
  return useQuery({ queryKey: matchKeys.live, queryFn: fetchLiveMatches, refetchInterval });
}
