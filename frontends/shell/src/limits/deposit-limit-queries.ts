import type { DepositLimit, DepositLimitPeriod } from '@p2p/contracts/api';
import { api, useSession } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const LIMITS_LOAD_FAILED = 'Failed to load deposit limits';

/** Under the wallet's keys, per user, as the wallet remote keeps its own reads. */
export const depositLimitKeys = {
  deposit: (userId: string | undefined) => ['wallet', userId, 'limits', 'deposit'] as const,
};

/** GET /api/wallet/limits/deposit: the day's, week's and month's limit, with what is used of each. */
export function useDepositLimits() {
  const { user, isAuthenticated } = useSession();
  return useQuery({
    queryKey: depositLimitKeys.deposit(user?.id),
    queryFn: async ({ signal }) =>
      (await api<DepositLimit[]>('/api/wallet/limits/deposit', { fallback: LIMITS_LOAD_FAILED, signal }))
        .data,
    enabled: isAuthenticated,
    // What is used moves with each deposit, made on the wallet's screens: every visit reads it again.
    staleTime: 0,
  });
}

/**
 * PUT /api/wallet/limits/deposit/{period}; null removes the limit. Only that period is taken from the
 * answer: answers to saves in two rows may arrive out of order, and the earlier one would undo the
 * other row's change.
 */
export function useSetDepositLimit() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async ({ period, amount }: { period: DepositLimitPeriod; amount: string | null }) => {
      const answer = await api<DepositLimit[]>(`/api/wallet/limits/deposit/${period}`, {
        method: 'PUT',
        body: { amount },
        fallback: 'Failed to save the deposit limit',
      });
      return { limits: answer.data, message: answer.message ?? 'Deposit limit saved' };
    },
    onSuccess: ({ limits }, { period }) => {
      const saved = limits.find((limit) => limit.period === period);
      client.setQueryData<DepositLimit[]>(depositLimitKeys.deposit(user?.id), (current) =>
        current && saved ? current.map((limit) => (limit.period === period ? saved : limit)) : limits,
      );
    },
  });
}
