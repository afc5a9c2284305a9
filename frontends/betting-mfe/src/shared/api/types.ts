/**
 * The betting and football answers the screens read, as the services document them
 * (services/betting/README.md, services/football/README.md). Money is a decimal-dollar string.
 */

export type Selection = 'home_win' | 'away_win' | 'draw' | 'over_2.5' | 'under_2.5';

export type MatchStatus =
  'Scheduled' | 'Live' | 'Half Time' | 'Finished' | 'Cancelled' | 'Postponed' | 'Abandoned';

/** The match an offer or bet is on, as betting keeps it. */
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

export type OfferStatus =
  'pending' | 'open' | 'matched' | 'settled' | 'void' | 'cancelled' | 'expired' | 'rejected';

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
  odds: number | null;
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

export type BetStatus = 'matched' | 'settled' | 'void';
export type SideResult = 'won' | 'lost' | 'push';

export interface BetSide {
  id: string;
  username: string;
  name: string;
  selection: Selection;
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
  currentUser: {
    selection: Selection;
    isWinner: boolean | null;
    isUserA: boolean;
    result: SideResult | null;
  } | null;
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
}

export interface HistoryList {
  success: boolean;
  data: HistoryEntry[];
  count: number;
  message?: string;
}

/** Spec 02 section 3 Match (league list), plus startTime and status. */
export interface LeagueMatch {
  id: string;
  match_date: string;
  match_time: string;
  match_live: '1' | '0';
  match_status: MatchStatus;
  homeTeam: { name: string; logo: string; score: number | null };
  awayTeam: { name: string; logo: string; score: number | null };
  competition: { name: string };
  league_name: string;
  startTime: string;
  status: MatchStatus;
}

export interface LeagueMatches {
  success: boolean;
  data: LeagueMatch[];
  league?: { id: string; name: string; country: string };
}

/** Spec 01 section 3 Sports category / league stats. */
export interface LeagueStats {
  id: string;
  name: string;
  icon: string;
  logo: string;
  matches: number;
  liveMatches: number;
  trending: boolean;
}

/** football `GET /matches/{id}/odds` (the part the screens read). */
export interface MatchOdds {
  matchId: string;
  status: MatchStatus;
  open: boolean;
  odds: { home: number; draw: number; away: number; over25: number; under25: number };
}

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
