/**
 * The answers the screens read. Betting's and football's are declared once in `@p2p/contracts/api`,
 * beside the services that build them; auth's card is the part of its answer (documented in
 * services/auth/README.md) the screens use.
 */
export type {
  BetList,
  BetOffer,
  BetSide,
  BetStatus,
  BettingHome,
  CreatedOffer,
  ExchangeBetTerms,
  ExchangeBook,
  ExchangeOfferTerms,
  ExchangePriceLevel,
  ExchangeSelectionBook,
  HistoryEntry,
  HistoryEntryStatus,
  HistoryList,
  LeagueListMatch as LeagueMatch,
  LeagueMatches,
  LeagueStats,
  FeedSource,
  MatchOdds,
  MatchOffers,
  MatchOffersList,
  MatchStatus,
  OfferLink,
  OfferList,
  OfferMatch,
  OfferStats,
  OfferStatus,
  OfferVisibility,
  PeerBet,
  Selection,
  SideResult,
} from '@p2p/contracts/api';
import type { MatchStatus } from '@p2p/contracts/api';

/** auth `GET /api/users/by-username/{username}`: the email is masked unless it is the caller's. */
export interface UserCard {
  username: string;
  email: string;
}

/** What the create-offer form needs to know about the match it is for. */
export interface MatchSummary {
  id: string;
  homeTeam: string;
  awayTeam: string;
  league?: string;
  startTime: string;
  status: MatchStatus;
}
