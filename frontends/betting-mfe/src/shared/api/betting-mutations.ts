import { api, refreshBalance } from '@p2p/web-session';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bettingKeys } from './query-keys';
import type { BetOffer, CreatedOffer, OfferLink, OfferVisibility, PeerBet, Selection } from './types';

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

export interface CreateExchangeOfferInput {
  matchId: string;
  selection: Selection;
  side: 'back' | 'lay';
  /** A price on the ladder as the slip writes it ("3.0", "2.52"). */
  odds: string;
  /** The backer's stake in dollars: what a back offer stakes, what a lay offer accepts from backers. */
  stake: string;
}

export interface TakeExchangeOfferInput {
  offerId: string;
  /** The backer's stake of the part, in dollars. */
  amount: string;
}

/** A part taken: its bet, and the server's sentence for it ("Matched $20.00 at 3.0 against Alice"). */
export interface TakenPart {
  bet: PeerBet;
  message: string | undefined;
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

/**
 * `POST /exchange/offers`: backs or lays a selection at a price; the maker's stake (to back) or
 * liability (to lay) is held until parts are taken, it is cancelled or betting closes.
 */
export function useCreateExchangeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateExchangeOfferInput) =>
      (
        await api<BetOffer>('/api/p2p-betting/exchange/offers', {
          method: 'POST',
          body: input,
          fallback: 'Unknown error',
        })
      ).data,
    onSettled: () => invalidateBettingLists(queryClient),
  });
}

/** `POST /exchange/offers/{id}/take`: takes a part of an exchange offer at its price; the part is a bet. */
export function useTakeExchangeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ offerId, amount }: TakeExchangeOfferInput): Promise<TakenPart> => {
      const answer = await api<PeerBet>(
        `/api/p2p-betting/exchange/offers/${encodeURIComponent(offerId)}/take`,
        { method: 'POST', body: { amount }, fallback: 'Unknown error' },
      );
      return { bet: answer.data, message: answer.message };
    },
    onSettled: () => invalidateBettingLists(queryClient),
  });
}

/**
 * `DELETE /p2p-betting/offers/{id}`: the maker's open offer; the wallet releases the stake. On an
 * exchange offer only the unmatched remainder goes: the parts taken stay bets.
 */
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
