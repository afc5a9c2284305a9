import type { Withdrawal, WithdrawalOptions } from '@p2p/contracts/api';
import { api, refreshBalance, useSession } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Per user, so a different sign-in on the same page never sees the last one's withdrawals. */
export const withdrawKeys = {
  all: (userId: string | undefined) => ['wallet', userId] as const,
  withdrawalOptions: (userId: string | undefined) => ['wallet', userId, 'withdrawal-options'] as const,
  withdrawals: (userId: string | undefined) => ['wallet', userId, 'withdrawals'] as const,
  account: (userId: string | undefined, bankCode: string, accountNumber: string) =>
    ['wallet', userId, 'bank-account', bankCode, accountNumber] as const,
  transferOptions: (userId: string | undefined) => ['wallet', userId, 'transfer-options'] as const,
  recipient: (userId: string | undefined, username: string) =>
    ['wallet', userId, 'recipient', username.toLowerCase()] as const,
  /** The transactions screen's pages (src/transactions): every money movement adds a row. */
  transactions: (userId: string | undefined) => ['wallet', userId, 'transactions'] as const,
};

export interface WithdrawalRequest {
  bankCode: string;
  accountNumber: string;
  /** Naira, two decimals. */
  amount: string;
  idempotencyKey: string;
}

export interface ResolvedAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** GET /api/wallet/withdrawals/options: the banks, the naira limits and the rate (null: none set). */
export function useWithdrawalOptions() {
  const { user } = useSession();
  return useQuery({
    queryKey: withdrawKeys.withdrawalOptions(user?.id),
    queryFn: async ({ signal }) =>
      (
        await api<WithdrawalOptions>('/api/wallet/withdrawals/options', {
          fallback: 'Failed to load withdrawal options',
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}

/** The account holder's name from the bank, once a bank and 10 digits are given. */
export function useResolvedAccount(bankCode: string, accountNumber: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: withdrawKeys.account(user?.id, bankCode, accountNumber),
    queryFn: async ({ signal }) =>
      (
        await api<ResolvedAccount>('/api/wallet/withdrawals/resolve-account', {
          method: 'POST',
          body: { bankCode, accountNumber },
          fallback: 'Could not verify this account',
          signal,
        })
      ).data,
    enabled: bankCode !== '' && /^\d{10}$/.test(accountNumber),
    staleTime: Infinity,
    retry: false,
  });
}

/** GET /api/wallet/withdrawals?limit=20: the user's withdrawals, newest first. */
export function useWithdrawals() {
  const { user } = useSession();
  return useQuery({
    queryKey: withdrawKeys.withdrawals(user?.id),
    queryFn: async ({ signal }) =>
      (
        await api<Withdrawal[]>('/api/wallet/withdrawals?limit=20', {
          fallback: 'Failed to load withdrawals',
          signal,
        })
      ).data,
  });
}

/** After money moved: the withdrawals, the transactions pages and the balance. */
export function useRefreshAfterMovement() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: withdrawKeys.withdrawals(user?.id) }),
      queryClient.invalidateQueries({ queryKey: withdrawKeys.transactions(user?.id) }),
      refreshBalance(queryClient),
    ]);
}

/** POST /api/wallet/withdrawals: the dollars are held until an admin pays or rejects it. */
export function useRequestWithdrawal() {
  const refresh = useRefreshAfterMovement();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: WithdrawalRequest) =>
      api<Withdrawal>('/api/wallet/withdrawals', {
        method: 'POST',
        body,
        // A repeat with the same key (a double click, a retried call) gets the first answer back
        // instead of moving the money twice.
        headers: { 'Idempotency-Key': idempotencyKey },
        fallback: 'Failed to submit withdrawal',
      }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/wallet/withdrawals/{id}/cancel: a pending withdrawal's held dollars return. */
export function useCancelWithdrawal() {
  const refresh = useRefreshAfterMovement();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api<Withdrawal>(`/api/wallet/withdrawals/${encodeURIComponent(id)}/cancel`, {
          method: 'POST',
          fallback: 'Failed to cancel withdrawal',
        })
      ).data,
    onSettled: () => refresh(),
  });
}
