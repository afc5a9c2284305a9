import type { AdminUser } from '@p2p/contracts/api';
import { api } from '@p2p/web-session';
import { useQueries } from '@tanstack/react-query';

export const userKeys = {
  one: (id: string) => ['admin', 'users', 'one', id] as const,
};

/**
 * Usernames for the ids an answer names (who set a rate, whose deposit an audit entry is), from the
 * admin service's users. One call per distinct id, cached: a handful of admins and depositors.
 * An id the service does not know yet (its read model lags) maps to null.
 */
export function useUserNames(ids: ReadonlyArray<string>): Map<string, string | null> {
  const distinct = [...new Set(ids)];
  const results = useQueries({
    queries: distinct.map((id) => ({
      queryKey: userKeys.one(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await api<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, {
            fallback: 'Failed to fetch user',
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  return new Map(distinct.map((id, index) => [id, results[index]?.data?.username ?? null]));
}
