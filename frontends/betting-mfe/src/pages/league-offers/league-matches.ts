import type { LeagueMatch, MatchOdds } from '../../shared/api/types';
import { isBettable } from '../../shared/offers/selections';

export type LeagueFilter = 'all' | 'live' | 'upcoming';
export type LeagueSort = 'date' | 'popular' | 'best_odds';

export const LEAGUE_SORTS: ReadonlyArray<{ value: LeagueSort; label: string }> = [
  { value: 'date', label: 'Date' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'best_odds', label: 'Best Odds' },
];

export const isLive = (match: Pick<LeagueMatch, 'match_live' | 'status'>) =>
  match.match_live === '1' || match.status === 'Live' || match.status === 'Half Time';

export const isUpcoming = (match: Pick<LeagueMatch, 'status'>) => match.status === 'Scheduled';

export function filterMatches(matches: readonly LeagueMatch[], filter: LeagueFilter): LeagueMatch[] {
  if (filter === 'live') return matches.filter(isLive);
  if (filter === 'upcoming') return matches.filter(isUpcoming);
  return [...matches];
}

/** The best price a bettor could get on the match result: the highest of home, draw and away. */
export function bestOdds(odds: Pick<MatchOdds['odds'], 'home' | 'draw' | 'away'> | undefined): number | null {
  if (!odds) return null;
  return Math.max(odds.home, odds.draw, odds.away);
}

/**
 * Date: by kick-off. Most Popular: most open peer-to-peer offers first. Best Odds: the highest
 * match-result price first. Ties, and matches whose numbers have not loaded yet, keep kick-off order.
 */
export function sortMatches(
  matches: readonly LeagueMatch[],
  sort: LeagueSort,
  numbers: { offers?: ReadonlyMap<string, number>; odds?: ReadonlyMap<string, number | null> } = {},
): LeagueMatch[] {
  const byDate = [...matches].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  if (sort === 'date') return byDate;
  const value = (match: LeagueMatch) =>
    sort === 'popular' ? (numbers.offers?.get(match.id) ?? -1) : (numbers.odds?.get(match.id) ?? -1);
  return byDate
    .map((match, index) => ({ match, index, value: value(match) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map(({ match }) => match);
}

/** Home Win / Draw / Away Win take offers only on a match still open for betting. */
export function canBetOn(
  match: Pick<LeagueMatch, 'status' | 'startTime'>,
  now: number = Date.now(),
): boolean {
  return isBettable(match, now);
}
