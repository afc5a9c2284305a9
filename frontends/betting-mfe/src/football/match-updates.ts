import type { DashboardData, Match, MatchStatus } from './football-types';
import { isInPlay, progressOf } from './match-rules';

/** The gateway's `match:updated` push; a finish carries no minute, a void no score. */
export interface MatchUpdate {
  matchId: string;
  status: string;
  minute?: number;
  homeScore?: number;
  awayScore?: number;
}

/** The match as the push says it is now; fields the push does not carry stay as they were. */
export function applyMatchUpdate(match: Match, update: MatchUpdate): Match {
  if (match.id !== update.matchId) return match;
  const status = update.status as MatchStatus;
  const minute = update.minute ?? (status === 'Finished' ? 90 : match.minute);
  const started = status !== 'Scheduled';
  return {
    ...match,
    status,
    isLive: isInPlay(status),
    minute,
    progress: progressOf(status, minute),
    homeTeam: {
      ...match.homeTeam,
      score: update.homeScore ?? (started ? (match.homeTeam.score ?? 0) : match.homeTeam.score),
    },
    awayTeam: {
      ...match.awayTeam,
      score: update.awayScore ?? (started ? (match.awayTeam.score ?? 0) : match.awayTeam.score),
    },
  };
}

/** A list with the pushed match updated; the same array when the match is not in it. */
export function patchMatchList(list: Match[] | undefined, update: MatchUpdate): Match[] | undefined {
  if (!list?.some((match) => match.id === update.matchId)) return list;
  return list.map((match) => applyMatchUpdate(match, update));
}

export function patchDashboard(
  data: DashboardData | undefined,
  update: MatchUpdate,
): DashboardData | undefined {
  if (!data) return data;
  return {
    ...data,
    spotlightMatch: data.spotlightMatch && applyMatchUpdate(data.spotlightMatch, update),
    featuredMatches: patchMatchList(data.featuredMatches, update) ?? [],
    liveMatches: patchMatchList(data.liveMatches, update) ?? [],
    trendingBets: data.trendingBets.map((bet) => ({ ...bet, match: applyMatchUpdate(bet.match, update) })),
  };
}

/**
 * Whether a push changes more than the clock and the score of a match already on screen: a kick-off,
 * half time, a finish or a void move the counts and the lists, which only the server can recompute.
 */
export function changesLists(previous: Match | undefined, update: MatchUpdate): boolean {
  return !previous || previous.status !== update.status;
}
