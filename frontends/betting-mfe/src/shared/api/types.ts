/**
 * The answers the screens read. Betting's are declared once in `@p2p/contracts/api`, beside the
 * service that builds them; football's and auth's cards are the parts of their answers (documented
 * in services/football/README.md and services/auth/README.md) the screens use.
 */
export type {
  BetList,
  BetOffer,
  BetSide,
  BetStatus,
  HistoryEntry,
  HistoryEntryStatus,
  HistoryList,
  MatchStatus,
  OfferList,
  OfferMatch,
  OfferStats,
  OfferStatus,
  PeerBet,
  Selection,
  SideResult,
} from '@p2p/contracts/api';
import type { MatchStatus } from '@p2p/contracts/api';

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
