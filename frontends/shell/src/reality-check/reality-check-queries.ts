import type { NetResult } from '@p2p/contracts/api';
import { api, useSession } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** GET /api/auth/reality-check: how often to remind (null: off) and when this session began. */
export interface RealityCheckSetting {
  intervalMinutes: RealityCheckInterval | null;
  sessionStartedAt: string;
}

export const REALITY_CHECK_LOAD_FAILED = 'Failed to load your reality check';
export const NET_RESULT_LOAD_FAILED = 'Failed to load your net result';

export const realityCheckKeys = {
  setting: (userId: string | undefined) => ['auth', userId, 'reality-check'] as const,
  netResult: (userId: string | undefined, since: string, askedAt: number) =>
    ['betting', userId, 'net-result', since, askedAt] as const,
};

export function useRealityCheck() {
  const { user, isAuthenticated } = useSession();
  return useQuery({
    queryKey: realityCheckKeys.setting(user?.id),
    queryFn: async ({ signal }) =>
      (
        await api<RealityCheckSetting>('/api/auth/reality-check', {
          fallback: REALITY_CHECK_LOAD_FAILED,
          signal,
        })
      ).data,
    enabled: isAuthenticated,
    // The session's start belongs to one sign-in: dropped with the signed-in chrome, never shown to the next.
    gcTime: 0,
  });
}

/** PUT /api/auth/reality-check; null turns the reminder off. Answers auth's message. */
export function useSetRealityCheck() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (intervalMinutes: RealityCheckInterval | null) => {
      const answer = await api<RealityCheckSetting>('/api/auth/reality-check', {
        method: 'PUT',
        body: { intervalMinutes },
        fallback: 'Failed to save your reality check',
      });
      return { setting: answer.data, message: answer.message ?? 'Reality check saved' };
    },
    // The reminder in the chrome reads the same entry, so it follows the new interval at once.
    onSuccess: ({ setting }) => client.setQueryData(realityCheckKeys.setting(user?.id), setting),
  });
}

/** Read once per reminder shown (`askedAt`), while it is shown. */
export function useNetResult(since: string, askedAt: number) {
  const { user, isAuthenticated } = useSession();
  return useQuery({
    queryKey: realityCheckKeys.netResult(user?.id, since, askedAt),
    queryFn: async ({ signal }) =>
      (
        await api<NetResult>(`/api/p2p-betting/net-result?since=${encodeURIComponent(since)}`, {
          fallback: NET_RESULT_LOAD_FAILED,
          signal,
        })
      ).data,
    enabled: isAuthenticated,
    gcTime: 0,
  });
}
