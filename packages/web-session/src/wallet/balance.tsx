import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/http';
import { useLiveEvent } from '../live/LiveProvider';
import { useSession } from '../session/SessionProvider';

export interface WalletBalance {
  available: string;
  held: string;
  total?: string;
  currency?: string;
}

export const balanceQueryKey = (userId: string | undefined) => ['wallet', 'balance', userId] as const;

/**
 * After the user's own action moved money: the balance is read again rather than left to its push,
 * which is lost when it comes before this page's socket has joined the user's room.
 */
export function refreshBalance(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['wallet', 'balance'] });
}

/**
 * The signed-in user's available balance: the wallet's answer, moved by live pushes, and the
 * user object's balance until the wallet has answered (or when it cannot).
 */
export function useBalance(): {
  available: string | number | null | undefined;
  held?: string;
  isFetching: boolean;
  refetch: () => void;
} {
  const { user, isAuthenticated } = useSession();
  const query = useQuery({
    queryKey: balanceQueryKey(user?.id),
    queryFn: async () =>
      (await api<WalletBalance>('/api/wallet/balance', { fallback: 'Failed to load balance' })).data,
    enabled: isAuthenticated,
    staleTime: 30_000,
    retry: 1,
  });
  return {
    available: query.data?.available ?? user?.balance ?? 0,
    held: query.data?.held,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}

/** Writes every pushed `balance` event into the balance query, so every screen showing it moves at once. */
export function LiveBalanceSync() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  useLiveEvent('balance', (payload) => {
    if (!user) return;
    queryClient.setQueryData<WalletBalance>(balanceQueryKey(user.id), (current) => ({
      ...current,
      ...payload,
    }));
  });
  return null;
}
