import type { AdminUser, Page } from '@p2p/contracts/api';
import { api } from '@p2p/web-session';
import { useQueries } from '@tanstack/react-query';
import { userKeys } from '../users/users-queries';

/** The admin service's most ids in one read of its users (MAX_USERS_BY_ID). */
const IDS_PER_READ = 100;

/**
 * Usernames for the ids an answer names (who set a rate, whose deposit an audit entry is): one read
 * of the admin service's users for all of them (`?ids=`), cached. An id the service does not know
 * yet (its read model lags) maps to null.
 */
export function useUserNames(ids: ReadonlyArray<string>): Map<string, string | null> {
  const distinct = [...new Set(ids)].sort();
  const reads: string[][] = [];
  for (let start = 0; start < distinct.length; start += IDS_PER_READ)
    reads.push(distinct.slice(start, start + IDS_PER_READ));
  const results = useQueries({
    queries: reads.map((read) => ({
      queryKey: [...userKeys.all, 'names', read],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await api<Page<AdminUser>>(
            `/api/admin/users?ids=${read.map(encodeURIComponent).join(',')}&limit=${read.length}`,
            { fallback: 'Failed to fetch users', signal },
          )
        ).data.items,
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const names = new Map(
    results.flatMap((result) => result.data ?? []).map((user) => [user.id, user.username]),
  );
  return new Map(distinct.map((id) => [id, names.get(id) ?? null]));
}
