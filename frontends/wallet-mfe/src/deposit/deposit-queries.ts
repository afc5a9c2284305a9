import type { Deposit, PaymentMethod } from '@p2p/contracts/api';
import { api, upload, useSession, type UploadProgress } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Spec 02 section 9: the Recent Deposits card shows the last 5. */
export const RECENT_LIMIT = 5;

/** Per user, so a different sign-in on the same page never sees the last one's deposits. */
export const depositKeys = {
  methods: (userId: string | undefined) => ['wallet', userId, 'deposits', 'payment-methods'] as const,
  recent: (userId: string | undefined) => ['wallet', userId, 'deposits', 'recent'] as const,
  detail: (userId: string | undefined, id: string) => ['wallet', userId, 'deposits', 'detail', id] as const,
  /** The transactions screen's pages (src/transactions): an approved deposit adds a row there. */
  transactions: (userId: string | undefined) => ['wallet', userId, 'transactions'] as const,
};

/** The deposit routes answer in spec 02's own shapes (`paymentMethods`, `transactions`), not in `data`. */
async function raw<T>(path: string, fallback: string, signal?: AbortSignal): Promise<T> {
  return (await api<unknown>(path, { fallback, signal })) as unknown as T;
}

/** GET /api/deposits/payment-methods: the active methods, each with its fee rule. */
export function usePaymentMethods() {
  const { user } = useSession();
  return useQuery({
    queryKey: depositKeys.methods(user?.id),
    queryFn: async ({ signal }) =>
      (
        await raw<{ paymentMethods: PaymentMethod[] }>(
          '/api/deposits/payment-methods',
          'Failed to fetch payment methods',
          signal,
        )
      ).paymentMethods,
    staleTime: 60_000,
  });
}

/** GET /api/deposits/transactions?limit=5: the user's last deposits, newest first. */
export function useRecentDeposits() {
  const { user } = useSession();
  return useQuery({
    queryKey: depositKeys.recent(user?.id),
    queryFn: async ({ signal }) =>
      (
        await raw<{ transactions: Deposit[] }>(
          `/api/deposits/transactions?limit=${RECENT_LIMIT}`,
          'Failed to fetch transactions',
          signal,
        )
      ).transactions,
  });
}

/** GET /api/deposits/transactions/{id}; the recent list's row shows until the answer comes. */
export function useDeposit(id: string | null) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: depositKeys.detail(user?.id, id ?? ''),
    queryFn: async ({ signal }) =>
      (
        await raw<{ transaction: Deposit }>(
          `/api/deposits/transactions/${encodeURIComponent(id!)}`,
          'Failed to fetch transaction details',
          signal,
        )
      ).transaction,
    enabled: id !== null,
    placeholderData: queryClient
      .getQueryData<Deposit[]>(depositKeys.recent(user?.id))
      ?.find((deposit) => deposit.id === id),
  });
}

/** The body of POST /api/deposits/submit (spec 02 section 3); empty optional fields are null. */
export interface DepositRequest {
  paymentMethodId: string;
  amount: string;
  transactionReference: string | null;
  proofOfPayment: string | null;
  userNotes: string | null;
}

export interface SubmitDeposit {
  request: DepositRequest;
  idempotencyKey: string;
  onProgress: (progress: UploadProgress) => void;
}

/**
 * POST /api/deposits/submit, by XMLHttpRequest so the proof's upload shows its progress. The
 * Idempotency-Key makes a retry after a lost answer return the first deposit instead of a second.
 */
export function useSubmitDeposit() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey, onProgress }: SubmitDeposit) =>
      (
        await upload<{ transaction: Deposit }>('/api/deposits/submit', {
          body: request,
          headers: { 'Idempotency-Key': idempotencyKey },
          fallback: 'Failed to submit deposit',
          onProgress,
        })
      ).transaction,
    onSuccess: (deposit) => {
      queryClient.setQueryData(depositKeys.detail(user?.id, deposit.id), deposit);
      void queryClient.invalidateQueries({ queryKey: depositKeys.recent(user?.id) });
    },
  });
}

/** After an admin decided: the deposit, the recent list and the transactions pages (the balance moves by its own push). */
export function useRefreshDeposits() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return (depositId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: depositKeys.detail(user?.id, depositId) }),
      queryClient.invalidateQueries({ queryKey: depositKeys.recent(user?.id) }),
      queryClient.invalidateQueries({ queryKey: depositKeys.transactions(user?.id) }),
    ]);
}
