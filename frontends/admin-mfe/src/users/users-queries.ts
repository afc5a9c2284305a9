import type { AdminUser, AdminUserDetail, Page, WalletTransactionPage } from '@p2p/contracts/api';
import { api } from '@p2p/web-session';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { usersQuery, type UserFilters } from './user-filters';

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: UserFilters) => ['admin', 'users', 'list', filters] as const,
  detail: (userId: string) => ['admin', 'users', 'detail', userId] as const,
  transactions: (userId: string) => ['admin', 'users', 'transactions', userId] as const,
};

export function useUsers(filters: UserFilters) {
  return useQuery({
    queryKey: userKeys.list(filters),
    queryFn: async ({ signal }) =>
      (
        await api<Page<AdminUser>>(`/api/admin/users${usersQuery(filters)}`, {
          fallback: 'Failed to fetch users',
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(userId: string | null) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId ?? '')}`, {
          fallback: 'Failed to fetch user',
          signal,
        })
      ).data,
    enabled: userId !== null,
  });
}

/** The detail shows the 10 latest, as it shows the 10 latest bets. */
const RECENT_TRANSACTIONS = 10;

/** GET /api/wallet/admin/users/{id}/transactions: the user's own statement, read by an admin. */
export function useUserTransactions(userId: string) {
  return useQuery({
    queryKey: userKeys.transactions(userId),
    queryFn: async ({ signal }) =>
      (
        await api<WalletTransactionPage>(
          `/api/wallet/admin/users/${encodeURIComponent(userId)}/transactions?limit=${RECENT_TRANSACTIONS}`,
          { fallback: 'Failed to fetch transactions', signal },
        )
      ).data,
  });
}

/**
 * Auth makes the change and the admin service's read model follows from its event, a moment later:
 * the rows on screen take the change now, and are marked stale without asking again at once (an
 * immediate read could still answer the old value).
 */
function applyToUser(client: QueryClient, userId: string, change: Partial<AdminUser>) {
  client.setQueriesData<Page<AdminUser>>(
    { queryKey: [...userKeys.all, 'list'] },
    (page) =>
      page && {
        ...page,
        items: page.items.map((user) => (user.id === userId ? { ...user, ...change } : user)),
      },
  );
  client.setQueryData<AdminUserDetail>(userKeys.detail(userId), (user) => user && { ...user, ...change });
  void client.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' });
}

/** PUT /api/admin/users/{id}/role {role, reason}. */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role, reason }: { userId: string; role: AdminUser['role']; reason: string }) =>
      api<{ id: string; role: AdminUser['role']; reason: string }>(
        `/api/admin/users/${encodeURIComponent(userId)}/role`,
        { method: 'PUT', body: { role, reason }, fallback: 'Failed to update user role' },
      ),
    onSuccess: (_answer, { userId, role }) => applyToUser(client, userId, { role }),
  });
}

/** PUT /api/admin/users/{id}/status {status, reason}. */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      status,
      reason,
    }: {
      userId: string;
      status: AdminUser['status'];
      reason: string;
    }) =>
      api<{ id: string; status: AdminUser['status']; reason: string | null }>(
        `/api/admin/users/${encodeURIComponent(userId)}/status`,
        { method: 'PUT', body: { status, reason }, fallback: 'Failed to update user status' },
      ),
    onSuccess: (_answer, { userId, status, reason }) =>
      applyToUser(client, userId, { status, statusReason: status === 'suspended' ? reason : null }),
  });
}
