import { createHash } from 'node:crypto';
import type { CatalogData, FixtureData, TeamData } from '../../fixtures/fixture-provider';
import { countryOfArea, slugify } from './areas';
import { clubColours } from './club-colours';
import { COMPETITION_COUNTRIES, CompetitionProfile } from './competitions';
import type { FdMatch, FdMatchStatus, FdScorePair, FdStandings, FdTeamList } from './football-data.types';

/** Every match of the feed is stored with this prefix before its id; the simulator never plays them. */
export const FEED_REF_PREFIX = 'football-data:';

/** The ref of the feed's match, and of a new fixture when a voided (postponed) match is re-dated. */
export const matchRef = (fdId: number, redatedTo?: Date) =>
  `${FEED_REF_PREFIX}${fdId}${redatedTo ? `@${redatedTo.toISOString()}` : ''}`;

/** The feed's id of the match a ref names. */
export function fdIdOfRef(ref: string | null): number | null {
  if (!ref?.startsWith(FEED_REF_PREFIX)) return null;
  const id = Number.parseInt(ref.slice(FEED_REF_PREFIX.length), 10);
  return Number.isSafeInteger(id) ? id : null;
}

/** A stable UUID for a ref (version 5, in a namespace of our own), so every replica derives the same id. */
export function matchIdOf(ref: string): string {
  const bytes = createHash('sha1').update(`p2p-football/${ref}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Readable and stable: the club's short name and the feed's id (`man-city-65`); names alone collide. */
export const teamIdOf = (team: { id: number; shortName?: string | null; name?: string | null }) =>
  `${slugify(team.shortName || team.name || 'club')}-${team.id}`;

/** "Manchester City FC" -> "Manchester City", "FC Barcelona" -> "Barcelona": the cards' names. */
export function displayName(name: string): string {
  return name.replace(/\s+(A?FC|CF|SC)$/u, '').replace(/^(A?FC|CF|SC)\s+/u, '') || name;
}

/** 2025-08-15 -> "2025/26", as the demo names seasons. */
export function seasonLabel(startDate: string | undefined, fallback: Date): string {
  const year = startDate ? Number.parseInt(startDate.slice(0, 4), 10) : fallback.getUTCFullYear();
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * A strength (1-100) from the league table: points and goal difference per game, centred on a
 * mid-table side (about 1.35 points a game). Null before a club has played.
 */
export function ratingFromTable(row: { playedGames: number; points: number; goalDifference: number }) {
  if (row.playedGames <= 0) return null;
  const perGame = row.points / row.playedGames;
  const goalsPerGame = row.goalDifference / row.playedGames;
  return Math.round(Math.min(95, Math.max(30, 55 + 18 * (perGame - 1.35) + 6 * goalsPerGame)));
}

/**
 * The ratings a competition's table gives its clubs (TOTAL tables only; a cup has one per group),
 * by our club id.
 */
export function ratingsOf(standings: FdStandings): Map<string, number> {
  const ratings = new Map<string, number>();
  for (const table of standings.standings ?? []) {
    if (table.type !== 'TOTAL') continue;
    for (const row of table.table) {
      const rating = ratingFromTable(row);
      if (row.team.id !== null && rating !== null)
        ratings.set(teamIdOf({ ...row.team, id: row.team.id }), rating);
    }
  }
  return ratings;
}

/**
 * One competition's catalog: its countries, the competition and its clubs with their crests and
 * colours. The list has no strength: clubs keep theirs (the standings rate them, `ratingsOf`).
 */
export function catalogOf(profile: CompetitionProfile, list: FdTeamList, now: Date): CatalogData {
  const countries = new Map(COMPETITION_COUNTRIES.map((country) => [country.id, country]));
  const teams: TeamData[] = list.teams.map((team) => {
    const country = team.area ? countryOfArea(team.area) : countries.get(profile.countryId)!;
    countries.set(country.id, countries.get(country.id) ?? country);
    const colours = clubColours(team.clubColors);
    return {
      id: teamIdOf(team),
      name: displayName(team.name),
      shortName: (team.tla || team.shortName || team.name).slice(0, 4).toUpperCase(),
      countryId: country.id,
      primaryColor: colours.primary,
      secondaryColor: colours.secondary,
      crestUrl: team.crest?.startsWith('https://') ? team.crest : null,
    };
  });
  const { code: _code, ...league } = profile;
  return {
    countries: [...countries.values()],
    teams,
    leagues: [
      {
        ...league,
        season: seasonLabel(list.season?.startDate, now),
        teamIds: teams.map((team) => team.id),
      },
    ],
  };
}

const STAGE_NAMES: Record<string, string> = {
  LEAGUE_STAGE: 'League phase',
  GROUP_STAGE: 'Group stage',
  PLAYOFFS: 'Knockout play-offs',
  LAST_16: 'Round of 16',
  QUARTER_FINALS: 'Quarter-finals',
  SEMI_FINALS: 'Semi-finals',
  FINAL: 'Final',
};

/** "Matchday 27" in a league; the stage (and matchday, when the feed gives one) in a cup's knockouts. */
export function roundOf(match: FdMatch): string | null {
  const stage = match.stage ?? 'REGULAR_SEASON';
  if (stage === 'REGULAR_SEASON' || stage === 'LEAGUE_STAGE' || stage === 'GROUP_STAGE') {
    return match.matchday ? `Matchday ${match.matchday}` : (STAGE_NAMES[stage] ?? null);
  }
  return STAGE_NAMES[stage] ?? stage.charAt(0) + stage.slice(1).toLowerCase().replace(/_/g, ' ');
}

/** A fixture of the feed, or null while a tie's clubs are unknown (a draw not made yet). */
export function fixtureOf(
  profile: CompetitionProfile,
  match: FdMatch,
  ref = matchRef(match.id),
): FixtureData | null {
  if (match.homeTeam.id === null || match.awayTeam.id === null) return null;
  return {
    ref,
    id: matchIdOf(ref),
    leagueId: profile.id,
    round: roundOf(match) ?? '',
    homeTeamId: teamIdOf({ ...match.homeTeam, id: match.homeTeam.id }),
    awayTeamId: teamIdOf({ ...match.awayTeam, id: match.awayTeam.id }),
    kickoffAt: new Date(match.utcDate),
    // The continental nights are the headline matches, as the demo features them.
    featured: profile.kind === 'continental',
  };
}

/** What the feed says of a match now: the results side of the adapter. */
export interface FeedReport {
  fdId: number;
  status: FdMatchStatus;
  kickoffAt: Date;
  /** The running minute when the feed gives one. */
  minute: number | null;
  /**
   * The score bets are settled on: after 90 minutes. A tie that went to extra time or penalties
   * has it in `regularTime`; otherwise it is the full-time (current, while in play) score.
   */
  score: { home: number; away: number } | null;
  lastUpdated: Date | null;
}

const pair = (score: FdScorePair | undefined | null) =>
  score && Number.isInteger(score.home) && Number.isInteger(score.away)
    ? { home: score.home as number, away: score.away as number }
    : null;

export function reportOf(match: FdMatch): FeedReport {
  const beyondNinety =
    match.score?.duration !== 'REGULAR' ||
    match.status === 'EXTRA_TIME' ||
    match.status === 'PENALTY_SHOOTOUT';
  const minute = typeof match.minute === 'number' ? match.minute : Number.parseInt(match.minute ?? '', 10);
  return {
    fdId: match.id,
    status: match.status,
    kickoffAt: new Date(match.utcDate),
    minute: Number.isFinite(minute) ? minute : null,
    score: (beyondNinety ? pair(match.score?.regularTime) : null) ?? pair(match.score?.fullTime),
    lastUpdated: match.lastUpdated ? new Date(match.lastUpdated) : null,
  };
}
