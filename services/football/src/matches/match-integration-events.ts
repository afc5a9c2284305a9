import { createEvent, TypedEvent, Events } from '@p2p/contracts';
import type { League } from '../catalog/league.entity';
import type { LogoUrls } from '../catalog/logo-urls';
import type { Team } from '../catalog/team.entity';
import type { Match } from './match.entity';

/** The fields of a match its consumers follow; a change in any of them is a MatchUpdated. */
export interface MatchSnapshot {
  status: Match['status'];
  minute: number;
  homeScore: number;
  awayScore: number;
  kickoffAt: number;
}

export const snapshotOf = (match: Match): MatchSnapshot => ({
  status: match.status,
  minute: match.minute,
  homeScore: match.homeScore,
  awayScore: match.awayScore,
  kickoffAt: match.kickoffAt.getTime(),
});

const teamRef = (team: Team, logos: LogoUrls) => ({
  id: team.id,
  name: team.name,
  shortName: team.shortName,
  logo: logos.team(team),
});

/** Everything betting needs to accept offers on the match. */
export function matchScheduled(
  match: Match,
  league: League,
  home: Team,
  away: Team,
  logos: LogoUrls,
): TypedEvent {
  return createEvent(Events.MatchScheduled, match.id, {
    matchId: match.id,
    leagueId: league.id,
    leagueName: league.name,
    competition: { name: league.name, logo: logos.league(league.id) },
    homeTeam: teamRef(home, logos),
    awayTeam: teamRef(away, logos),
    kickoffAt: match.kickoffAt.toISOString(),
    status: match.status,
    featured: match.featured,
  });
}

/** The admin who finished a match by hand, and why (the audit log keeps both). */
export interface FinishedByHand {
  adminId: string;
  reason: string;
}

/**
 * The events a change of the match owes its consumers: MatchUpdated when a followed field moved,
 * then MatchFinished or MatchVoided when it has just ended (at most once: an ended match cannot
 * change again). A MatchFinished an admin caused names them, with the match as it stood.
 */
export function eventsOfChange(before: MatchSnapshot, match: Match, by?: FinishedByHand): TypedEvent[] {
  const after = snapshotOf(match);
  const events: TypedEvent[] = [];
  const moved = (Object.keys(after) as Array<keyof MatchSnapshot>).some(
    (field) => after[field] !== before[field],
  );
  if (moved) {
    events.push(
      createEvent(Events.MatchUpdated, match.id, {
        matchId: match.id,
        status: match.status,
        minute: match.minute,
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        kickoffAt: match.kickoffAt.toISOString(),
      }),
    );
  }
  if (before.status !== 'Finished' && match.status === 'Finished') {
    events.push(
      createEvent(Events.MatchFinished, match.id, {
        matchId: match.id,
        result:
          match.homeScore > match.awayScore
            ? 'home_win'
            : match.homeScore < match.awayScore
              ? 'away_win'
              : 'draw',
        score: { home: match.homeScore, away: match.awayScore },
        ...(by ? { finishedBy: { ...by, previous: previousOf(before) } } : {}),
      }),
    );
  }
  if (
    before.status !== match.status &&
    (match.status === 'Cancelled' || match.status === 'Postponed' || match.status === 'Abandoned')
  ) {
    events.push(
      createEvent(Events.MatchVoided, match.id, {
        matchId: match.id,
        status: match.status,
        reason: match.voidReason ?? match.status,
      }),
    );
  }
  return events;
}

const previousOf = (before: MatchSnapshot) => ({
  status: before.status,
  minute: before.minute,
  score: { home: before.homeScore, away: before.awayScore },
});
