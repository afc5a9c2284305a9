import type { AuditEntry, Deposit, Page } from '@p2p/contracts/api';
import { api, fetchFile } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const depositKeys = {
  pending: ['admin', 'deposits', 'pending'] as const,
  processed: (page: number) => ['admin', 'deposits', 'processed', page] as const,
  processedAll: ['admin', 'deposits', 'processed'] as const,
  proof: (id: string) => ['admin', 'deposits', 'proof', id] as const,
};

/** The deposit routes answer in spec 02's own shapes (`transactions`, `transaction`), not in `data`. */
async function raw<T>(path: string, fallback: string, signal?: AbortSignal): Promise<T> {
  return (await api<unknown>(path, { fallback, signal })) as unknown as T;
}

/** GET /api/deposits/admin/pending: every pending deposit, oldest first. */
export function usePendingDeposits() {
  return useQuery({
    queryKey: depositKeys.pending,
    queryFn: async ({ signal }) =>
      (
        await raw<{ transactions: Deposit[] }>(
          '/api/deposits/admin/pending',
          'Failed to fetch pending deposits',
          signal,
        )
      ).transactions,
  });
}

export const PROCESSED_PAGE_SIZE = 10;

/**
 * Decided deposits, newest first. The wallet lists only pending ones, so they come from the audit
 * log, where every approval and rejection is an entry with its outcome, amount and notes.
 */
export function useProcessedDeposits(page: number) {
  return useQuery({
    queryKey: depositKeys.processed(page),
    queryFn: async ({ signal }) =>
      (
        await api<Page<AuditEntry>>(
          `/api/admin/audit?targetType=deposit&page=${page}&limit=${PROCESSED_PAGE_SIZE}`,
          { fallback: 'Failed to fetch processed deposits', signal },
        )
      ).data,
    placeholderData: (previous) => previous,
  });
}

export type DepositDecision = 'approved' | 'rejected';

/** PATCH /api/deposits/admin/transactions/{id}: the wallet credits the net amount once on approval. */
export function useProcessDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      status,
      adminNotes,
    }: {
      id: string;
      status: DepositDecision;
      adminNotes: string | null;
    }) =>
      (
        (await api<unknown>(`/api/deposits/admin/transactions/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: { status, adminNotes },
          fallback: status === 'approved' ? 'Failed to approve deposit' : 'Failed to reject deposit',
        })) as unknown as { transaction: Deposit }
      ).transaction,
    // A refusal (another admin decided it first) also means the pending list is stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: depositKeys.pending }),
        queryClient.invalidateQueries({ queryKey: depositKeys.processedAll }),
      ]),
  });
}

/** The proof as the wallet serves it, with the token: it is never a public URL. */
export function useProof(deposit: Deposit) {
  const proofUrl = deposit.proofUrl;
  return useQuery({
    queryKey: depositKeys.proof(deposit.id),
    queryFn: ({ signal }) => fetchFile(proofUrl!, { fallback: 'Failed to load proof of payment', signal }),
    enabled: proofUrl !== null,
    staleTime: Infinity,
  });
}
