import type { FeedSource, FootballMatch } from '@p2p/contracts/api';
import { api } from '@p2p/web-session';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const matchKeys = {
  feed: ['admin', 'football', 'feed'] as const,
  all: ['admin', 'football', 'matches'] as const,
  onDay: (day: string) => ['admin', 'football', 'matches', day] as const,
};

/**
 * Where football's matches come from (`GET /api/football/feed`): "finish now" exists only while they
 * are simulated. It changes only with a redeploy, so it is asked once per visit.
 */
export function useFeedSource() {
  return useQuery({
    queryKey: matchKeys.feed,
    queryFn: async ({ signal }) =>
      (await api<FeedSource>('/api/football/feed', { auth: false, signal })).data,
    staleTime: Infinity,
  });
}

/** `GET /api/football/matches?date=`: the matches kicking off on a UTC day, followed every 30 seconds. */
export function useMatchesOn(day: string) {
  return useQuery({
    queryKey: matchKeys.onDay(day),
    queryFn: async ({ signal }) =>
      (
        await api<FootballMatch[]>(`/api/football/matches?date=${encodeURIComponent(day)}`, {
          auth: false,
          fallback: 'Failed to load matches',
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export interface FinishMatchInput {
  matchId: string;
  home: number;
  away: number;
  reason: string;
}

/**
 * POST /api/admin/matches/{id}/finish {home, away, reason}: football ends the match now (answering
 * it finished), and its MatchFinished settles the bets and writes the audit entry.
 */
export function useFinishMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, ...result }: FinishMatchInput) =>
      api<FootballMatch>(`/api/admin/matches/${encodeURIComponent(matchId)}/finish`, {
        method: 'POST',
        body: result,
        fallback: 'Failed to finish match',
      }),
    // After a 409 too: the clock may have ended it first, and the list should say so.
    onSettled: () => client.invalidateQueries({ queryKey: matchKeys.all }),
  });
}
