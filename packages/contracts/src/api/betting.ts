/**
 * The betting service's public answers (services/betting/README.md), as the service builds them
 * and the screens read them: one declaration, so a change on either side is a compile error on the
 * other. Types only: browsers import them through `@p2p/contracts/api`. Money is a decimal-dollar
 * string.
 */
import type { Selection } from '../events/betting/selection';
import type { MatchStatus } from '../events/football/match-status';

/** The match an offer or bet is on, as betting keeps it: names, league, date and time (UTC). */
export interface OfferMatch {
  id: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamShortName: string;
  awayTeamShortName: string;
  homeTeamLogo: string;
  awayTeamLogo: string;
  league: string;
  leagueId: string;
  date: string;
  time: string;
  startTime: string;
  status: MatchStatus;
  competition: { name: string; logo: string };
  score: { home: number; away: number } | null;
}

/** An offer's status as the API shows it (a claim in progress shows as open). */
export type OfferStatus =
  'pending' | 'open' | 'matched' | 'settled' | 'void' | 'cancelled' | 'expired' | 'rejected';

/** Who can see and take an offer: everyone, one named user, or whoever holds its secret link. */
export type OfferVisibility = 'public' | 'user' | 'link';

/** Spec 01 section 3 Bet offer. */
export interface BetOffer {
  id: string;
  matchId: string;
  betAmount: string;
  selection: Selection;
  betSelection: Selection;
  description: string | null;
  status: OfferStatus;
  createdAt: string;
  isMatched: boolean;
  betId: string | null;
  user: { id: string; username: string; name: string };
  opponent: { username: string } | null;
  match: OfferMatch;
  /** Peer-to-peer offers have no house odds. */
  odds: number | null;
  /** A private offer is in no public list; only its maker and whoever it is for see it. */
  visibility: OfferVisibility;
  /** The one user a `user` offer is for. */
  privateTo: { username: string; name: string } | null;
  /** An exchange offer's price and fill; absent on even money. */
  exchange?: ExchangeOfferTerms;
}

/**
 * An exchange offer backs (or lays) its selection at a price for a backer's stake, taken in parts:
 * "$30 of $50 matched at 3.0". Decimal dollars; odds as the ladder writes them ("3.0", "2.52").
 */
export interface ExchangeOfferTerms {
  side: 'back' | 'lay';
  odds: string;
  stake: string;
  matched: string;
  unmatched: string;
}

/**
 * A link offer's secret link. The token is shown once, in the answer that made it (it is stored
 * hashed); a new link replaces it, and the old one then answers 404.
 */
export interface OfferLink {
  offerId: string;
  token: string;
  /** The web app's page for the link, e.g. `/offer-link/<token>`. */
  path: string;
}

/** The answer to creating an offer: the offer, and its link when it is a link offer. */
export interface CreatedOffer extends BetOffer {
  link: OfferLink | null;
}

/** The Bet Offers page's stat cards, over the filtered set. */
export interface OfferStats {
  availableOffers: number;
  totalValue: string;
  activeUsers: number;
  matches: number;
}

export interface OfferList {
  success: boolean;
  data: BetOffer[];
  count: number;
  page: number;
  pageSize: number;
  totalPages: number;
  stats?: OfferStats;
}

/**
 * One match's open offers in a batch answer: its first even-money offers (newest first), how many it
 * has, and (only when there are any) how many of its exchange offers have stake left to take.
 */
export interface MatchOffers {
  matchId: string;
  data: BetOffer[];
  count: number;
  exchangeOffers?: number;
}

/** Several matches' open offers in one answer (a grid of match cards), in the order asked. */
export interface MatchOffersList {
  success: boolean;
  data: MatchOffers[];
}

/**
 * The signed-in dashboard's one betting answer (`GET /api/p2p-betting/home`): what its sections
 * would otherwise ask for one by one, each as its own route answers it.
 */
export interface BettingHome {
  /** `GET /offers?sort=newest&limit=6`. */
  offers: OfferList;
  /** `GET /my-offers?status=all`. */
  myOffers: OfferList;
  /** `GET /offers/for-me?page=1&limit=6`. */
  offersForMe: OfferList;
  /** `GET /api/bets/history`. */
  history: HistoryList;
}

export type BetStatus = 'matched' | 'settled' | 'void';

/** How a bet ended for one of its sides. */
export type SideResult = 'won' | 'lost' | 'push';

export interface BetSide {
  id: string;
  username: string;
  name: string;
  selection: Selection;
}

/**
 * A bet that is a part of an exchange offer: its price ("3.0"), whether user A (the maker) backed or
 * laid the selection, what each side holds (the backer the part's stake, the layer its liability), and
 * the commission its winner paid, once settled (their share of the commission on their net winnings in
 * the market).
 */
export interface ExchangeBetTerms {
  odds: string;
  makerSide: 'back' | 'lay';
  makerStake: string;
  takerStake: string;
  commission: string | null;
}

/**
 * A price on a match's exchange ladder: the backers' stakes still unmatched there, and the offers that
 * make it up, oldest first (a take names one of them).
 */
export interface ExchangePriceLevel {
  odds: string;
  available: string;
  /** The oldest offers at the price; `mine` only on the signed-in viewer's own, which they cannot take. */
  offers: Array<{ id: string; unmatched: string; mine?: true }>;
}

/**
 * One selection's side of the ladder. `toBack`: prices a backer can take, from lay offers, best (highest)
 * first; `toLay`: prices a layer can take, from back offers, best (lowest) first. Three of each at most.
 */
export interface ExchangeSelectionBook {
  selection: Selection;
  toBack: ExchangePriceLevel[];
  toLay: ExchangePriceLevel[];
}

/** A match's exchange: its ladder per selection, and the commission on net winnings per market. */
export interface ExchangeBook {
  matchId: string;
  commissionBps: number;
  selections: ExchangeSelectionBook[];
}

/** Spec 01 section 3 Peer bet: user A made the offer, user B took it. */
export interface PeerBet {
  id: string;
  offerId: string;
  betAmount: string;
  status: BetStatus;
  createdAt: string;
  settledAt: string | null;
  description: string | null;
  match: OfferMatch;
  userA: BetSide;
  userB: BetSide;
  /** The caller's side; null for an admin who is neither. */
  currentUser: {
    selection: Selection;
    isWinner: boolean | null;
    isUserA: boolean;
    result: SideResult | null;
  } | null;
  /** A part of an exchange offer's terms; absent on an even-money bet. */
  exchange?: ExchangeBetTerms;
}

export interface BetList {
  success: boolean;
  data: PeerBet[];
  count: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export type HistoryEntryStatus =
  'pending' | 'open' | 'cancelled' | 'expired' | 'matched' | 'settled' | 'void';

/** Spec 01 section 3 Bet history entry (server), with the page's result and profit. */
export interface HistoryEntry {
  id: string;
  date: string;
  event: string;
  selection: Selection;
  stake: string;
  payout: string | null;
  potentialWinnings: string;
  odds: number | null;
  status: HistoryEntryStatus;
  type: 'peerbet';
  betType: string;
  league: string;
  opponent: string | null;
  result: SideResult | null;
  profit: string | null;
  homeTeam: string;
  awayTeam: string;
  matchDate: string;
  originalData: { kind: 'offer' | 'bet'; offerId: string; betId: string | null; matchId: string };
  /**
   * On the exchange: the user's side and the price; an offer's stake matched so far ("$30 of $50
   * matched at 3.0", with `stake`); a settled bet's commission. Absent on even money.
   */
  exchange?: {
    side: 'back' | 'lay';
    odds: string;
    matched: string | null;
    commission: string | null;
  };
}

export interface HistoryList {
  success: boolean;
  data: HistoryEntry[];
  count: number;
  message?: string;
}

/**
 * A user's own stake and loss limits (issue 22): the largest stake of one offer made or taken, the
 * stakes of a UTC day, and the net loss of a UTC week (from Monday) or month.
 */
export type BettingLimitKind = 'stake-offer' | 'stake-day' | 'loss-week' | 'loss-month';

/** One kind's limit, as GET /api/p2p-betting/limits answers it: a lower one applies at once, a higher one after 24 hours. */
export interface BettingLimit {
  kind: BettingLimitKind;
  /** The limit in force; null: none. */
  amount: string | null;
  /**
   * What the current window has used: the stakes of the day, or the net loss of the week or month
   * (stakes lost minus winnings of the bets settled in it, plus every stake still open, counted as
   * lost; below zero when winnings lead). null for `stake-offer`, which counts each stake alone.
   */
  used: string | null;
  /** When the current window ends; null for `stake-offer`. */
  resetsAt: string | null;
  /** A raise or removal waiting out its 24 hours. */
  pending: { amount: string | null; effectiveAt: string } | null;
}

/** GET /api/p2p-betting/net-result?since= (the reality check): the caller's bets settled since a time. */
export interface NetResult {
  since: string;
  /** Dollars won minus lost: "-10.00" is a loss of ten dollars. */
  net: string;
  /** Bets settled since then, pushes and voids included. */
  settled: number;
}
