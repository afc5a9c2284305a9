import { api, refreshBalance } from '@p2p/web-session';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bettingKeys } from './query-keys';
import type { CreatedOffer, OfferLink, OfferVisibility, PeerBet, Selection } from './types';

export interface CreateOfferInput {
  matchId: string;
  /** Dollars with at most two decimals. */
  betAmount: string;
  betSelection: Selection;
  description?: string;
  /** Who can take it (the server's default is everyone). */
  visibility?: OfferVisibility;
  /** The username an offer for a friend (`visibility: 'user'`) is for. */
  privateTo?: string;
}

export interface MatchOfferInput {
  offerId: string;
  counterSelection: Selection;
  description?: string;
  /** The secret of the link a link offer was opened by; the server refuses a link offer without it. */
  linkToken?: string;
}

/** Every list an offer action can change: offer books, own offers, bets, the history and the balance. */
export function invalidateBettingLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    refreshBalance(queryClient),
    queryClient.invalidateQueries({ queryKey: bettingKeys.offers }),
    queryClient.invalidateQueries({ queryKey: bettingKeys.bets }),
    queryClient.invalidateQueries({ queryKey: bettingKeys.history }),
  ]).then(() => undefined);
}

/**
 * `POST /p2p-betting/offers`: the stake is held by the wallet before the offer opens. A link offer's
 * answer carries its link, shown only this once.
 */
export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateOfferInput) =>
      (
        await api<CreatedOffer>('/api/p2p-betting/offers', {
          method: 'POST',
          body: {
            ...input,
            description: input.description?.trim() || undefined,
            // The server refuses a friend's name on any other offer.
            privateTo: input.visibility === 'user' ? input.privateTo : undefined,
          },
          fallback: 'Unknown error',
        })
      ).data,
    onSettled: () => invalidateBettingLists(queryClient),
  });
}

/** `POST /p2p-betting/offers/{id}/link`: the maker's new link for a link offer; the old one stops working. */
export function useNewOfferLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offerId: string) =>
      (
        await api<OfferLink>(`/api/p2p-betting/offers/${encodeURIComponent(offerId)}/link`, {
          method: 'POST',
          fallback: 'Unknown error',
        })
      ).data,
    // Refused because the offer was taken or closed meanwhile: the lists on screen are out of date.
    onError: () => invalidateBettingLists(queryClient),
  });
}

/** `POST /p2p-betting/offers/{id}/match`: takes another outcome against the offer. */
export function useMatchOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ offerId, counterSelection, description, linkToken }: MatchOfferInput) =>
      (
        await api<PeerBet>(`/api/p2p-betting/offers/${encodeURIComponent(offerId)}/match`, {
          method: 'POST',
          body: { counterSelection, description: description?.trim() || undefined, linkToken },
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
