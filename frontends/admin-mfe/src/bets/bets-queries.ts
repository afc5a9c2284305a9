import type { AdminBet, AdminBetStatus, Page } from '@p2p/contracts/api';
import { api } from '@p2p/web-session';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '../shared/query-string';
import type { Ruling } from './bet-display';

export const BETS_PAGE_SIZE = 20;

export type BetStatusFilter = 'all' | AdminBetStatus;

export interface BetFilters {
  status: BetStatusFilter;
  /** One offer's bets: the parts of an exchange offer, together. */
  offerId: string;
  page: number;
}

export const NO_BET_FILTERS: BetFilters = { status: 'all', offerId: '', page: 1 };

export const betKeys = {
  all: ['admin', 'peer-bets'] as const,
  list: (filters: BetFilters) => ['admin', 'peer-bets', filters] as const,
};

/** GET /api/admin/peer-bets?status&offerId&page&limit: newest first. */
export function useBets(filters: BetFilters) {
  return useQuery({
    queryKey: betKeys.list(filters),
    queryFn: async ({ signal }) =>
      (
        await api<Page<AdminBet>>(
          `/api/admin/peer-bets${queryString({
            status: filters.status,
            offerId: filters.offerId.trim(),
            page: filters.page,
            limit: BETS_PAGE_SIZE,
          })}`,
          { fallback: 'Failed to fetch peer-to-peer bets', signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/admin/peer-bets/{id}/settle {result, reason}. Betting settles it once; the list reads
 * the admin service's read model, which follows betting's BetSettled a moment later.
 */
export function useSettleBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ betId, result, reason }: { betId: string; result: Ruling; reason: string }) =>
      api<{ id: string; result: Ruling }>(`/api/admin/peer-bets/${encodeURIComponent(betId)}/settle`, {
        method: 'POST',
        body: { result, reason },
        fallback: 'Failed to settle bet',
      }),
    // After a 409 too: someone (or the match's result) settled it first, and the list should say so.
    onSettled: () => client.invalidateQueries({ queryKey: betKeys.all }),
  });
}
