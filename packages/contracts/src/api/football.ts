/**
 * The football service's public answers (services/football/README.md), as the service builds them
 * and the screens read them: one declaration, so a change on either side is a compile error on the
 * other. Types only: browsers import them through `@p2p/contracts/api`. Odds are decimal prices.
 */
import type { MatchStatus, TeamRef } from '../events/football/match-status';

/** A result in a club's form: won, drawn, lost. */
export type FormResult = 'W' | 'D' | 'L';

/** One side of a match as the cards show it. */
export interface MatchSide {
  id: string;
  name: string;
  shortName: string;
  logo: string;
  /** The club's last five results, oldest first. */
  recentForm: FormResult[];
  /** Null until the match has kicked off: the cards show VS. */
  score: number | null;
}

/** A goal or a card, as the live cards list them. */
export interface RecentMatchEvent {
  id: string;
  minute: number;
  icon: string;
  player: string;
  team: 'home' | 'away';
  type: 'goal' | 'yellow_card' | 'red_card';
}

/** The flat odds the match cards read (spec 01, Match). */
export interface MatchOddsSummary {
  odds: {
    home: number;
    draw: number;
    away: number;
    over25: number;
    under25: number;
    bttsYes: number;
    bttsNo: number;
  };
  nextGoalOdds: { home: number; away: number };
  totalGoalsOdds: { over15: number; under15: number };
}

/** Spec 01 section 3 "Match", as every match list and the dashboard answer it. */
export interface FootballMatch extends MatchOddsSummary {
  id: string;
  homeTeam: MatchSide;
  awayTeam: MatchSide;
  competition: { id: string; name: string; logo: string };
  league: { id: string; name: string; country: string };
  round: string | null;
  startTime: string;
  date: string;
  time: string;
  status: MatchStatus;
  isLive: boolean;
  featured: boolean;
  progress: number;
  minute: number;
  voidReason: string | null;
  recentEvents: RecentMatchEvent[];
  totalMarkets: number;
  marketCategories: string[];
  /** Open peer-to-peer offers on the match, from betting's events. */
  betOffers: number;
}

/** Spec 02 section 3 "Match (league list)", plus startTime and status. */
export interface LeagueListMatch {
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

/** GET /api/football/leagues/{id}/matches, answered raw (not in the `{ success, data }` envelope). */
export interface LeagueMatches {
  success: true;
  data: LeagueListMatch[];
  league: { id: string; name: string; country: string };
}

export interface MarketSelection {
  id: string;
  name: string;
  odds: number;
  /** Fair probability, before the margin. */
  probability: number;
}

export interface Market {
  id: string;
  name: string;
  category: string;
  selections: MarketSelection[];
}

/** Every market of a match, priced. */
export interface MatchMarkets extends MatchOddsSummary {
  /** False once the match is finished or voided: the odds shown are then those it opened with. */
  open: boolean;
  markets: Market[];
  totalMarkets: number;
  marketCategories: string[];
}

/** GET /api/football/matches/{id}/odds. */
export interface MatchOdds extends MatchMarkets {
  matchId: string;
  status: MatchStatus;
  minute: number;
  score: { home: number; away: number };
  homeTeam: { id: string; name: string };
  awayTeam: { id: string; name: string };
  margin: number;
  updatedAt: string;
}

/** The hero's counts. */
export interface DashboardStats {
  liveMatchesCount: number;
  totalMarketsCount: number;
  upcomingTodayCount: number;
}

/** GET /api/football/trending: a match with its betting activity. */
export interface TrendingBet {
  match: FootballMatch;
  openOffers: number;
  offersLast24h: number;
  matchedLast24h: number;
  /** Stakes of the offers created and matched in the last 24 hours, decimal dollars. */
  volumeLast24h: string;
  lastActivityAt: string;
}

/** GET /api/football/dashboard. */
/** `GET /api/football/feed`: the demo's simulated season, or a real feed (football-data.org). */
export interface FeedSource {
  provider: 'demo' | 'football-data';
  simulated: boolean;
}

/**
 * The dashboard's one football answer: its matches, and what its other sections would otherwise
 * ask for on their own (the competitions' counts, where the matches come from).
 */
export interface Dashboard {
  stats: DashboardStats;
  spotlightMatch: FootballMatch | null;
  featuredMatches: FootballMatch[];
  liveMatches: FootballMatch[];
  trendingBets: TrendingBet[];
  leagueStats: LeagueStats[];
  feed: FeedSource;
}

/** Spec 01 section 3 Sports category: GET /api/football/leagues/stats. */
export interface LeagueStats {
  id: string;
  name: string;
  icon: string;
  logo: string;
  /** Matches open to betting: in play or not yet kicked off. */
  matches: number;
  liveMatches: number;
  trending: boolean;
}

/** GET /api/football/countries. */
export interface FootballCountry {
  id: string;
  name: string;
  code: string;
  flag: string;
  leaguesCount: number;
}

/** GET /api/football/leagues. */
export interface FootballLeague {
  id: string;
  name: string;
  shortName: string;
  country: { id: string; name: string; code: string; flag: string };
  kind: string;
  season: string;
  logo: string;
  icon: string;
  teamsCount: number;
}

/** GET /api/football/leagues/{id}/teams. */
export interface TeamSummary {
  id: string;
  name: string;
  shortName: string;
  logo: string;
  country: { id: string; name: string; flag: string };
  colors: { primary: string; secondary: string };
  strength: number;
  recentForm: FormResult[];
}

/** GET /api/football/teams/{id}. */
export interface TeamDetail extends TeamSummary {
  leagues: Array<{ id: string; name: string; logo: string }>;
  recentMatches: FootballMatch[];
  upcomingMatches: FootballMatch[];
}

/** A row of a competition's table. */
export interface StandingsRow {
  position: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Results in this competition, oldest first, the last five. */
  form: FormResult[];
}

/** GET /api/football/leagues/{id}/standings. */
export interface Standings {
  league: { id: string; name: string; country: string };
  season: string;
  table: StandingsRow[];
}
