import type { LeagueStats, MatchStatus } from '../shared/api/types';

/**
 * The football service's match answers (services/football README) as the dashboard, markets and
 * live screens read them; the league and offer shapes are in `shared/api/types`.
 */
export type { LeagueStats, MatchStatus };

export type FormResult = 'W' | 'D' | 'L';

export interface MatchSide {
  id: string;
  name: string;
  shortName: string;
  logo: string;
  /** The club's last five results, oldest first. */
  recentForm: FormResult[];
  /** Null until kick-off: the cards show VS. */
  score: number | null;
}

export interface MatchEvent {
  id: string;
  minute: number;
  icon: string;
  player: string;
  team: 'home' | 'away';
  type: 'goal' | 'yellow_card' | 'red_card';
}

/** Decimal odds, two places. */
export interface MatchOdds {
  home: number;
  draw: number;
  away: number;
  over25: number;
  under25: number;
  bttsYes: number;
  bttsNo: number;
}

/** Spec 01 section 3 Match. */
export interface Match {
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
  recentEvents: MatchEvent[];
  odds: MatchOdds;
  nextGoalOdds: { home: number; away: number };
  totalGoalsOdds: { over15: number; under15: number };
  totalMarkets: number;
  marketCategories: string[];
  /** Open peer-to-peer offers on the match (from betting's events). */
  betOffers: number;
}

export interface DashboardStats {
  liveMatchesCount: number;
  totalMarketsCount: number;
  upcomingTodayCount: number;
}

export interface TrendingBet {
  match: Match;
  openOffers: number;
  offersLast24h: number;
  matchedLast24h: number;
  volumeLast24h: string;
  lastActivityAt: string;
}

export interface DashboardData {
  stats: DashboardStats;
  spotlightMatch: Match | null;
  featuredMatches: Match[];
  liveMatches: Match[];
  trendingBets: TrendingBet[];
}
