/**
 * Query keys of the betting screens. Every offer list sits under `['betting', 'offers']`, every bet
 * list under `['betting', 'bets']`, so one invalidation reloads all the lists an action or a live
 * push can change.
 */
export interface OfferFilters {
  search?: string;
  league?: string;
  betType?: string;
  sort?: string;
  page?: number;
  limit?: number;
}

export interface HistoryFilters {
  status?: 'all' | 'open' | 'matched' | 'settled' | 'cancelled';
  period?: 'all' | 'today' | 'last_7_days' | 'last_30_days';
}

export const bettingKeys = {
  all: ['betting'] as const,
  offers: ['betting', 'offers'] as const,
  offerList: (audience: 'signed-in' | 'public', filters: OfferFilters) =>
    ['betting', 'offers', 'list', audience, filters] as const,
  /** The first `limit` open offers of each of several matches (a grid of match cards). */
  matchesOffers: (matchIds: string, limit: number) =>
    ['betting', 'offers', 'matches', matchIds, limit] as const,
  userOffers: (username: string, status: string) => ['betting', 'offers', 'user', username, status] as const,
  myOffers: (status: string) => ['betting', 'offers', 'mine', status] as const,
  /** Open private offers made for the signed-in user; under `offers`, so every offer event reloads it. */
  offersForMe: (page: number, pageSize: number) => ['betting', 'offers', 'for-me', page, pageSize] as const,
  /** The offer a secret link opens: its state changes with the same events as the lists. */
  offerByLink: (token: string) => ['betting', 'offers', 'link', token] as const,
  /** A match's exchange price ladder: under `offers`, so every offer push and action reloads it. */
  exchangeBook: (matchId: string) => ['betting', 'offers', 'exchange-book', matchId] as const,
  /**
   * The signed-in dashboard's one betting answer: outside `offers`, `bets` and `history`, since only
   * the first load reads it; live pushes reach the sections' own queries.
   */
  home: (userId: string | undefined) => ['betting', 'home', userId] as const,
  bets: ['betting', 'bets'] as const,
  myBets: (status: string) => ['betting', 'bets', 'mine', status] as const,
  history: ['betting', 'history'] as const,
  historyList: (filters: HistoryFilters) => ['betting', 'history', filters] as const,
  /** One bet's own page: under `history`, so what reloads the history (a settlement's push) reloads it. */
  bet: (betId: string) => ['betting', 'history', 'bet', betId] as const,
};

export const footballKeys = {
  all: ['football'] as const,
  leagueMatches: (leagueId: string) => ['football', 'league-matches', leagueId] as const,
  leagueStats: ['football', 'league-stats'] as const,
  odds: (matchId: string) => ['football', 'odds', matchId] as const,
  feed: ['football', 'feed'] as const,
};

export const userKeys = {
  byUsername: (username: string) => ['auth', 'user', username] as const,
};
