import { HOME_OFFERS_SHOWN } from '@p2p/contracts/home-sections';
import { ApiError, api, useSession } from '@p2p/web-session';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePollingFallback } from '../live/polling';
import { answered, FILLED_FRESH_MS, useOnDashboard } from './dashboard-answers';
import { bettingKeys, userKeys, type HistoryFilters, type OfferFilters } from './query-keys';
import { queryString } from './query-string';
import type {
  BetList,
  BetOffer,
  BettingHome,
  ExchangeBook,
  HistoryList,
  MatchOffers,
  MatchOffersList,
  OfferList,
  PeerBet,
  UserCard,
} from './types';

const OFFERS_FAILED = 'Failed to load bet offers. Please try again.';
const HISTORY_FAILED = 'Failed to load bet history. Please try again.';

/** A list answer keeps `count`, paging and `stats` beside `data`: the whole body is the result. */
async function list<T>(path: string, fallback: string, signal?: AbortSignal): Promise<T> {
  return (await api<unknown>(path, { fallback, signal })) as unknown as T;
}

function offerQuery(filters: OfferFilters) {
  return queryString({
    search: filters.search?.trim(),
    league: filters.league && filters.league !== 'all' ? filters.league : undefined,
    betType: filters.betType && filters.betType !== 'all' ? filters.betType : undefined,
    sort: filters.sort,
    page: filters.page,
    limit: filters.limit,
  });
}

/**
 * The open offers, filtered and paged (`GET /p2p-betting/offers`, or `/offers/public` for guests:
 * the same list). The previous page stays on screen while the next one loads.
 */
export function useOffers(filters: OfferFilters = {}) {
  const { isAuthenticated } = useSession();
  const refetchInterval = usePollingFallback();
  const audience = isAuthenticated ? 'signed-in' : 'public';
  const ready = useBettingHomeAnswered();
  return useQuery({
    queryKey: bettingKeys.offerList(audience, filters),
    queryFn: ({ signal }) =>
      list<OfferList>(
        `/api/p2p-betting/offers${isAuthenticated ? '' : '/public'}${offerQuery(filters)}`,
        OFFERS_FAILED,
        signal,
      ),
    enabled: ready,
    placeholderData: keepPreviousData,
    refetchInterval,
    staleTime: FILLED_FRESH_MS,
  });
}

/** The guests' list, whoever is signed in. */
export function usePublicOffers(filters: OfferFilters = {}) {
  const refetchInterval = usePollingFallback();
  return useQuery({
    queryKey: bettingKeys.offerList('public', filters),
    queryFn: ({ signal }) =>
      list<OfferList>(`/api/p2p-betting/offers/public${offerQuery(filters)}`, OFFERS_FAILED, signal),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** Match ids per batch read: the betting service reads at most 50 at once. */
const MATCHES_PER_READ = 50;

export interface MatchesOffers {
  /** True until every batch has answered once. */
  isPending: boolean;
  /** A match's first offers and count; undefined until its batch has answered. */
  of(matchId: string): MatchOffers | undefined;
}

/**
 * The open offers of a grid of match cards, `limit` of each and its count, in one request per 50
 * matches instead of one per card. Spec 01 section 7: a failure becomes an empty list.
 */
export function useMatchesOffers(matchIds: readonly string[], limit: number, enabled = true): MatchesOffers {
  const refetchInterval = usePollingFallback();
  const batches: string[][] = [];
  for (let start = 0; start < matchIds.length; start += MATCHES_PER_READ)
    batches.push(matchIds.slice(start, start + MATCHES_PER_READ));
  return useQueries({
    queries: batches.map((batch) => ({
      queryKey: bettingKeys.matchesOffers(batch.join(','), limit),
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MatchOffers[]> => {
        const ids = batch.map(encodeURIComponent).join(',');
        try {
          const body = await list<MatchOffersList>(
            `/api/p2p-betting/matches/offers?matchIds=${ids}&limit=${limit}`,
            OFFERS_FAILED,
            signal,
          );
          return body.data;
        } catch {
          return batch.map((matchId) => ({ matchId, data: [], count: 0 }));
        }
      },
      enabled,
      placeholderData: keepPreviousData,
      refetchInterval,
    })),
    combine: (results) => {
      const byMatch = new Map(
        results.flatMap((result) => result.data ?? []).map((entry) => [entry.matchId, entry]),
      );
      return {
        isPending: results.some((result) => result.isPending),
        of: (matchId: string) => byMatch.get(matchId),
      };
    },
  });
}

/**
 * `GET /p2p-betting/home`: the signed-in dashboard's betting sections in one request. Each part goes
 * into the cache under the key its section's own query uses, which waits for this answer on the
 * dashboard (see dashboard-answers.ts); after it, each section keeps itself up to date.
 */
export function useBettingHome({ enabled = true }: { enabled?: boolean } = {}) {
  const { isAuthenticated, user } = useSession();
  const client = useQueryClient();
  return useQuery({
    queryKey: bettingKeys.home(user?.id),
    queryFn: async ({ signal }) => {
      const home = (await api<BettingHome>('/api/p2p-betting/home', { fallback: OFFERS_FAILED, signal }))
        .data;
      client.setQueryData(
        bettingKeys.offerList('signed-in', { limit: HOME_OFFERS_SHOWN, sort: 'newest' }),
        home.offers,
      );
      client.setQueryData([...bettingKeys.myOffers('all'), user?.id], home.myOffers);
      client.setQueryData([...bettingKeys.offersForMe(1, HOME_OFFERS_SHOWN), user?.id], home.offersForMe);
      client.setQueryData([...bettingKeys.historyList({}), user?.id], home.history);
      return home;
    },
    enabled: enabled && isAuthenticated,
    retry: false,
  });
}

/** On the signed-in dashboard, betting's home answer fills these queries: true once it has come. */
function useBettingHomeAnswered(): boolean {
  const { isAuthenticated } = useSession();
  const applies = useOnDashboard() && isAuthenticated;
  const home = useBettingHome({ enabled: applies });
  return !applies || answered(home);
}

export function useMyOffers(status = 'all') {
  const { isAuthenticated, user } = useSession();
  const refetchInterval = usePollingFallback();
  const ready = useBettingHomeAnswered();
  return useQuery({
    queryKey: [...bettingKeys.myOffers(status), user?.id],
    queryFn: ({ signal }) =>
      list<OfferList>(`/api/p2p-betting/my-offers${queryString({ status })}`, OFFERS_FAILED, signal),
    enabled: isAuthenticated && ready,
    refetchInterval,
    staleTime: FILLED_FRESH_MS,
  });
}

/** `GET /offers/for-me`: the open private offers made for the signed-in user, paged. */
export function useOffersForMe(page = 1, pageSize = 10) {
  const { isAuthenticated, user } = useSession();
  const refetchInterval = usePollingFallback();
  const ready = useBettingHomeAnswered();
  return useQuery({
    queryKey: [...bettingKeys.offersForMe(page, pageSize), user?.id],
    queryFn: ({ signal }) =>
      list<OfferList>(
        `/api/p2p-betting/offers/for-me${queryString({ page, limit: pageSize })}`,
        OFFERS_FAILED,
        signal,
      ),
    enabled: isAuthenticated && ready,
    placeholderData: keepPreviousData,
    refetchInterval,
    staleTime: FILLED_FRESH_MS,
  });
}

/**
 * `GET /offer-links/{token}`: the offer a secret link opens, for guests too. A 404 (an unknown or
 * replaced link) is final: no retry.
 */
export function useOfferByLink(token: string) {
  const { user } = useSession();
  const refetchInterval = usePollingFallback();
  return useQuery({
    queryKey: [...bettingKeys.offerByLink(token), user?.id],
    queryFn: async ({ signal }) =>
      (
        await api<BetOffer>(`/api/p2p-betting/offer-links/${encodeURIComponent(token)}`, {
          fallback: 'Failed to load the bet offer. Please try again.',
          signal,
        })
      ).data,
    enabled: Boolean(token),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    refetchInterval,
  });
}

/**
 * `GET /exchange/matches/{id}/book`: a match's price ladder (the best three prices to back and to lay
 * each selection, with the money there) and the exchange's commission rate, for guests too; a signed-in
 * bettor's own offers are marked. The last book stays on screen while a push's reload runs, so the
 * ladder does not blink.
 */
export function useExchangeBook(matchId: string) {
  const { user } = useSession();
  const refetchInterval = usePollingFallback();
  return useQuery({
    queryKey: [...bettingKeys.exchangeBook(matchId), user?.id],
    queryFn: async ({ signal }) =>
      (
        await api<ExchangeBook>(`/api/p2p-betting/exchange/matches/${encodeURIComponent(matchId)}/book`, {
          fallback: 'Failed to load the prices. Please try again.',
          signal,
        })
      ).data,
    enabled: Boolean(matchId),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** The bets the signed-in user is a side of (`status`: all, matched, active, settled, void). */
export function useMyBets(status = 'all') {
  const { isAuthenticated, user } = useSession();
  const refetchInterval = usePollingFallback();
  return useQuery({
    queryKey: [...bettingKeys.myBets(status), user?.id],
    queryFn: ({ signal }) =>
      list<BetList>(`/api/p2p-betting/my-bets${queryString({ status })}`, 'Failed to load your bets', signal),
    enabled: isAuthenticated,
    refetchInterval,
  });
}

/**
 * `GET /bets/{id}`: one bet, for either side of it or an admin. A 404 (no such bet, or not the
 * viewer's) is final: no retry. Only a bet still running changes, so only it polls while the
 * socket is down.
 */
export function useBet(betId: string) {
  const { isAuthenticated, user } = useSession();
  const fallback = usePollingFallback();
  return useQuery({
    queryKey: [...bettingKeys.bet(betId), user?.id],
    queryFn: async ({ signal }) =>
      (
        await api<PeerBet>(`/api/p2p-betting/bets/${encodeURIComponent(betId)}`, {
          fallback: 'Failed to load the bet. Please try again.',
          signal,
        })
      ).data,
    enabled: isAuthenticated && Boolean(betId),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    refetchInterval: (query) => (query.state.data?.status === 'matched' ? fallback : false),
  });
}

/** `GET /bets/history`: offers nobody took and bets of either side, newest first. */
export function useBetHistory(filters: HistoryFilters = {}) {
  const { isAuthenticated, user } = useSession();
  const refetchInterval = usePollingFallback();
  const ready = useBettingHomeAnswered();
  return useQuery({
    queryKey: [...bettingKeys.historyList(filters), user?.id],
    queryFn: ({ signal }) =>
      list<HistoryList>(
        `/api/bets/history${queryString({ status: filters.status, period: filters.period })}`,
        HISTORY_FAILED,
        signal,
      ),
    enabled: isAuthenticated && ready,
    placeholderData: keepPreviousData,
    refetchInterval,
    staleTime: FILLED_FRESH_MS,
  });
}

/** Spec 02: another user's offers, by tab (all, open, matched, expired). */
export function useUserOffers(username: string, status: string) {
  const { isAuthenticated } = useSession();
  const refetchInterval = usePollingFallback();
  return useQuery({
    queryKey: bettingKeys.userOffers(username, status),
    queryFn: ({ signal }) =>
      list<OfferList>(
        `/api/p2p-betting/offers/user/${encodeURIComponent(username)}${queryString({ status })}`,
        'Failed to load user offers',
        signal,
      ),
    enabled: isAuthenticated && Boolean(username),
    refetchInterval,
  });
}

/** Spec 02: the user card (username, masked email) from auth. */
export function useUserByUsername(username: string) {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: userKeys.byUsername(username),
    queryFn: async ({ signal }) =>
      (
        await api<UserCard>(`/api/users/by-username/${encodeURIComponent(username)}`, {
          fallback: 'Failed to load user offers',
          signal,
        })
      ).data,
    enabled: isAuthenticated && Boolean(username),
    retry: false,
  });
}

export type { BetOffer };
