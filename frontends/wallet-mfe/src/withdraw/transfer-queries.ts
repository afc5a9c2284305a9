import type { TransferOptions } from '@p2p/contracts/api';
import { api, useSession } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefreshAfterMovement, withdrawKeys } from './withdraw-queries';

export interface Recipient {
  username: string;
  name: string;
}

export interface TransferRequest {
  username: string;
  /** Dollars, two decimals. */
  amount: string;
  note: string | null;
  idempotencyKey: string;
}

/** The wallet's answer to a transfer (services/wallet/src/transfers). */
export interface TransferReceipt {
  id: string;
  recipient: Recipient;
  amount: string;
  note: string | null;
  createdAt: string;
  balance: string;
}

/** GET /api/wallet/transfers/options: the limits in dollars and the fee (none). */
export function useTransferOptions() {
  const { user } = useSession();
  return useQuery({
    queryKey: withdrawKeys.transferOptions(user?.id),
    queryFn: async ({ signal }) =>
      (
        await api<TransferOptions>('/api/wallet/transfers/options', {
          fallback: 'Failed to load transfer options',
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}

/** GET /api/wallet/recipients/{username}, cached a minute: blurring the same name twice asks once. */
export function useRecipientLookup(): (username: string) => Promise<Recipient> {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;
  return useCallback(
    (username: string) =>
      queryClient.fetchQuery({
        queryKey: withdrawKeys.recipient(userId, username),
        queryFn: async () =>
          (
            await api<Recipient>(`/api/wallet/recipients/${encodeURIComponent(username)}`, {
              fallback: 'User not found',
            })
          ).data,
        staleTime: 60_000,
        retry: false,
      }),
    [queryClient, userId],
  );
}

/** POST /api/wallet/transfers: instant and free. */
export function useTransfer() {
  const refresh = useRefreshAfterMovement();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: TransferRequest) =>
      api<TransferReceipt>('/api/wallet/transfers', {
        method: 'POST',
        body,
        // A repeat with the same key (a double click, a retried call) gets the first answer back
        // instead of moving the money twice.
        headers: { 'Idempotency-Key': idempotencyKey },
        fallback: 'Transfer failed',
      }),
    onSuccess: () => refresh(),
  });
}
