import type { FootballMatch, FormResult, LeagueListMatch, MatchSide, MatchStatus } from '@p2p/contracts';
import type { Country } from '../catalog/country.entity';
import type { League } from '../catalog/league.entity';
import type { LogoUrls } from '../catalog/logo-urls';
import type { Team } from '../catalog/team.entity';
import { priceMatch } from '../odds/markets';
import type { MatchEventType } from '../simulation/match-simulator';
import { progressPercent } from '../simulation/match-timeline';
import type { MatchEvent } from './match-event.entity';
import type { Match } from './match.entity';

/** A match with the rows its view needs. */
export interface LoadedMatch extends Match {
  homeTeam: Team;
  awayTeam: Team;
  league: League & { country: Country };
}

export interface MatchViewContext {
  forms: ReadonlyMap<string, FormResult[]>;
  events: ReadonlyMap<string, MatchEvent[]>;
  openOffers: ReadonlyMap<string, number>;
  margin: number;
  logos: LogoUrls;
}

const EVENT_ICONS: Record<MatchEventType, string> = { goal: '⚽', yellow_card: '🟨', red_card: '🟥' };

export const isInPlay = (status: MatchStatus) => status === 'Live' || status === 'Half Time';

export function matchView(match: LoadedMatch, context: MatchViewContext): FootballMatch {
  const started = match.status !== 'Scheduled' && !(match.isVoided() && match.minute === 0);
  const side = (team: Team, score: number): MatchSide => ({
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    logo: context.logos.team(team),
    recentForm: context.forms.get(team.id) ?? [],
    score: started ? score : null,
  });
  const priced = priceMatch(
    {
      status: match.status,
      minute: match.minute,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      home: { name: match.homeTeam.name, rating: match.homeTeam.rating },
      away: { name: match.awayTeam.name, rating: match.awayTeam.rating },
    },
    context.margin,
  );
  const startTime = match.kickoffAt.toISOString();
  return {
    id: match.id,
    homeTeam: side(match.homeTeam, match.homeScore),
    awayTeam: side(match.awayTeam, match.awayScore),
    competition: {
      id: match.league.id,
      name: match.league.name,
      logo: context.logos.league(match.league.id),
    },
    league: { id: match.league.id, name: match.league.name, country: match.league.country.name },
    round: match.round,
    startTime,
    date: startTime.slice(0, 10),
    time: startTime.slice(11, 16),
    status: match.status,
    isLive: isInPlay(match.status),
    featured: match.featured,
    progress: progressPercent(match.status, match.minute),
    minute: match.minute,
    voidReason: match.voidReason,
    recentEvents: (context.events.get(match.id) ?? []).map((event) => ({
      id: event.id,
      minute: event.minute,
      icon: EVENT_ICONS[event.type],
      player: event.player,
      team: event.side,
      type: event.type,
    })),
    odds: priced.odds,
    nextGoalOdds: priced.nextGoalOdds,
    totalGoalsOdds: priced.totalGoalsOdds,
    totalMarkets: priced.totalMarkets,
    marketCategories: priced.marketCategories,
    betOffers: context.openOffers.get(match.id) ?? 0,
  };
}

export function leagueListMatchView(view: FootballMatch): LeagueListMatch {
  return {
    id: view.id,
    match_date: view.date,
    match_time: view.time,
    match_live: view.isLive ? '1' : '0',
    match_status: view.status,
    homeTeam: { name: view.homeTeam.name, logo: view.homeTeam.logo, score: view.homeTeam.score },
    awayTeam: { name: view.awayTeam.name, logo: view.awayTeam.logo, score: view.awayTeam.score },
    competition: { name: view.competition.name },
    league_name: view.league.name,
    startTime: view.startTime,
    status: view.status,
  };
}
