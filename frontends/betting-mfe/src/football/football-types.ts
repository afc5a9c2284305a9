/**
 * The football service's match answers as the dashboard, markets and live screens read them, under
 * the names these screens use; declared once in `@p2p/contracts/api`. The league and offer shapes
 * are in `shared/api/types`.
 */
export type {
  Dashboard as DashboardData,
  DashboardStats,
  FootballMatch as Match,
  FormResult,
  LeagueStats,
  MatchSide,
  MatchStatus,
  RecentMatchEvent as MatchEvent,
  TrendingBet,
} from '@p2p/contracts/api';
