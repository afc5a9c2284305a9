import type { Match } from '../football/football-types';
import type { MatchSummary } from '../shared/api/types';

/** What Create Bet Offer needs to know about a football match. */
export function matchSummary(match: Match): MatchSummary {
  return {
    id: match.id,
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    league: match.league.name,
    startTime: match.startTime,
    status: match.status,
  };
}

/** The Bet Offers page narrowed to the match's league and home team (offers have no match filter). */
export function moreOffersLink(match: Match): string {
  const params = new URLSearchParams({ league: match.league.id, search: match.homeTeam.name });
  return `/bet-offers?${params.toString()}`;
}
