import { api } from '@p2p/web-session';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bettingKeys } from './query-keys';
import type { BetOffer, PeerBet, Selection } from './types';

export interface CreateOfferInput {
  matchId: string;
  /** Dollars with at most two decimals. */
  betAmount: string;
  betSelection: Selection;
  description?: string;
}

export interface MatchOfferInput {
  offerId: string;
  counterSelection: Selection;
  description?: string;
}

/** Every list an offer action can change: offer books, own offers, bets and the history. */
export function invalidateBettingLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bettingKeys.offers }),
    queryClient.invalidateQueries({ queryKey: bettingKeys.bets }),
    queryClient.invalidateQueries({ queryKey: bettingKeys.history }),
  ]).then(() => undefined);
}

/** `POST /p2p-betting/offers`: the stake is held by the wallet before the offer opens. */
export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateOfferInput) =>
      (
        await api<BetOffer>('/api/p2p-betting/offers', {
          method: 'POST',
          body: { ...input, description: input.description?.trim() || undefined },
          fallback: 'Unknown error',
        })
      ).data,
    onSettled: () => invalidateBettingLists(queryClient),
  });
}

/** `POST /p2p-betting/offers/{id}/match`: takes another outcome against the offer. */
export function useMatchOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ offerId, counterSelection, description }: MatchOfferInput) =>
      (
        await api<PeerBet>(`/api/p2p-betting/offers/${encodeURIComponent(offerId)}/match`, {
          method: 'POST',
          body: { counterSelection, description: description?.trim() || undefined },
          fallback: 'Unknown error',
        })
      ).data,
    onSettled: () => invalidateBettingLists(queryClient),
  });
}

/** `DELETE /p2p-betting/offers/{id}`: the maker's open offer; the wallet releases the stake. */
export function useCancelOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offerId: string) => {
      await api<unknown>(`/api/p2p-betting/offers/${encodeURIComponent(offerId)}`, {
        method: 'DELETE',
        fallback: 'Unknown error',
      });
    },
    onSettled: () => invalidateBettingLists(queryClient),
  });
}
