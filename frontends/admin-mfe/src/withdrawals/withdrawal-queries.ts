import type { Withdrawal } from '@p2p/contracts/api';
import { api } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const withdrawalKeys = {
  pending: ['admin', 'withdrawals', 'pending'] as const,
  exchangeRate: ['admin', 'exchange-rate'] as const,
};

/** One naira-per-dollar rate as the wallet recorded it; `setBy` is the admin's user id. */
export interface ExchangeRate {
  ngnPerUsd: string;
  setBy: string;
  setAt: string;
}

/** GET /api/wallet/admin/exchange-rate: the current rate (all null before the first) and the last 20 set. */
export interface ExchangeRateHistory {
  ngnPerUsd: string | null;
  setBy: string | null;
  setAt: string | null;
  history: ExchangeRate[];
}

/** The wallet's largest page: the payout queue is read whole, oldest first. */
const PENDING_LIMIT = 100;

export function usePendingWithdrawals() {
  return useQuery({
    queryKey: withdrawalKeys.pending,
    queryFn: async ({ signal }) =>
      (
        await api<Withdrawal[]>(`/api/wallet/admin/withdrawals?status=pending&limit=${PENDING_LIMIT}`, {
          fallback: 'Failed to fetch pending withdrawals',
          signal,
        })
      ).data,
  });
}

export type WithdrawalDecision = 'paid' | 'rejected';

/** PATCH: paid (the bank transfer was made, the held dollars leave) or rejected (they are released). */
export function useProcessWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      status,
      adminNotes,
    }: {
      id: string;
      status: WithdrawalDecision;
      adminNotes: string | null;
    }) =>
      api<Withdrawal>(`/api/wallet/admin/withdrawals/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status, adminNotes },
        fallback: status === 'paid' ? 'Failed to mark withdrawal paid' : 'Failed to reject withdrawal',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.pending }),
  });
}

export function useExchangeRate() {
  return useQuery({
    queryKey: withdrawalKeys.exchangeRate,
    queryFn: async ({ signal }) =>
      (
        await api<ExchangeRateHistory>('/api/wallet/admin/exchange-rate', {
          fallback: 'Failed to fetch exchange rate',
          signal,
        })
      ).data,
  });
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ngnPerUsd: string) =>
      api<ExchangeRate>('/api/wallet/admin/exchange-rate', {
        method: 'PUT',
        body: { ngnPerUsd },
        fallback: 'Failed to update exchange rate',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.exchangeRate }),
  });
}
