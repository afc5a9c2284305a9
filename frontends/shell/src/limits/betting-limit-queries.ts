import type { BettingLimit, BettingLimitKind } from '@p2p/contracts/api';
import { api, useSession } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const BETTING_LIMITS_LOAD_FAILED = 'Failed to load stake and loss limits';

/** Under betting's keys, per user: one read answers both the stake and the loss section. */
export const bettingLimitKeys = {
  all: (userId: string | undefined) => ['betting', userId, 'limits'] as const,
};

/** GET /api/p2p-betting/limits: every stake and loss limit, with what its window has used. */
export function useBettingLimits() {
  const { user, isAuthenticated } = useSession();
  return useQuery({
    queryKey: bettingLimitKeys.all(user?.id),
    queryFn: async ({ signal }) =>
      (
        await api<BettingLimit[]>('/api/p2p-betting/limits', {
          fallback: BETTING_LIMITS_LOAD_FAILED,
          signal,
        })
      ).data,
    enabled: isAuthenticated,
    // What is used moves with each stake and settlement, made on other screens: every visit reads it again.
    staleTime: 0,
  });
}

/**
 * PUT /api/p2p-betting/limits/{kind}; null removes the limit. Only that kind is taken from the answer,
 * so answers to saves in two rows arriving out of order cannot undo each other.
 */
export function useSetBettingLimit() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async ({ kind, amount }: { kind: BettingLimitKind; amount: string | null }) => {
      const answer = await api<BettingLimit[]>(`/api/p2p-betting/limits/${kind}`, {
        method: 'PUT',
        body: { amount },
        fallback: 'Failed to save the limit',
      });
      return { limits: answer.data, message: answer.message ?? 'Limit saved' };
    },
    onSuccess: ({ limits }, { kind }) => {
      const saved = limits.find((limit) => limit.kind === kind);
      client.setQueryData<BettingLimit[]>(bettingLimitKeys.all(user?.id), (current) =>
        current && saved ? current.map((limit) => (limit.kind === kind ? saved : limit)) : limits,
      );
    },
  });
}
