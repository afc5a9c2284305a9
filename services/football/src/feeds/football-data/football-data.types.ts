/**
 * The answers of football-data.org's API v4 this adapter reads, as its reference documentation
 * describes them (https://docs.football-data.org/general/v4/index.html): only the fields used here.
 * The API embraces null for what is not known yet (a score before kick-off), so most fields may be.
 */

/** Match.status (lookup tables): the pseudo-status LIVE is a filter only, never a value. */
export type FdMatchStatus =
  | 'SCHEDULED'
  | 'TIMED'
  | 'IN_PLAY'
  | 'PAUSED'
  | 'EXTRA_TIME'
  | 'PENALTY_SHOOTOUT'
  | 'FINISHED'
  | 'SUSPENDED'
  | 'POSTPONED'
  | 'CANCELLED'
  | 'AWARDED';

export interface FdArea {
  id: number;
  name: string;
  code: string | null;
  flag?: string | null;
}

export interface FdCompetitionRef {
  id: number;
  name: string;
  code: string;
  type?: string;
  emblem?: string | null;
}

export interface FdSeason {
  id: number;
  startDate: string;
  endDate: string;
  currentMatchday: number | null;
}

export interface FdTeamRef {
  /** Null for a knockout tie whose draw is not made yet. */
  id: number | null;
  name: string | null;
  shortName?: string | null;
  tla?: string | null;
  crest?: string | null;
}

export interface FdTeam {
  id: number;
  name: string;
  shortName: string | null;
  tla: string | null;
  crest: string | null;
  clubColors: string | null;
  area?: FdArea | null;
  runningCompetitions?: FdCompetitionRef[];
}

/** GET /v4/competitions/{code}/teams */
export interface FdTeamList {
  count?: number;
  competition?: FdCompetitionRef;
  season?: FdSeason;
  teams: FdTeam[];
}

export interface FdScorePair {
  home: number | null;
  away: number | null;
}

export interface FdScore {
  winner: 'HOME_TEAM' | 'AWAY_TEAM' | 'DRAW' | null;
  duration: 'REGULAR' | 'EXTRA_TIME' | 'PENALTY_SHOOTOUT';
  fullTime: FdScorePair;
  halfTime: FdScorePair;
  /** The result after 90 minutes, present when the match went to extra time or penalties. */
  regularTime?: FdScorePair;
  extraTime?: FdScorePair;
  penalties?: FdScorePair;
}

export interface FdMatch {
  id: number;
  utcDate: string;
  status: FdMatchStatus;
  /** The running minute, in the single match resource (absent from most list answers). */
  minute?: number | string | null;
  injuryTime?: number | null;
  matchday: number | null;
  stage: string | null;
  group: string | null;
  lastUpdated: string;
  competition: FdCompetitionRef;
  season?: FdSeason;
  homeTeam: FdTeamRef;
  awayTeam: FdTeamRef;
  score: FdScore;
}

/** GET /v4/competitions/{code}/matches and GET /v4/matches */
export interface FdMatchList {
  filters?: Record<string, unknown>;
  resultSet?: { count: number; first?: string; last?: string; played?: number };
  competition?: FdCompetitionRef;
  matches: FdMatch[];
}

export interface FdStandingRow {
  position: number;
  team: FdTeamRef;
  playedGames: number;
  won: number;
  draw: number;
  lost: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
}

/** GET /v4/competitions/{code}/standings: TOTAL, HOME and AWAY tables (one per group in a cup). */
export interface FdStandings {
  competition?: FdCompetitionRef;
  season?: FdSeason;
  standings: Array<{
    stage: string;
    type: 'TOTAL' | 'HOME' | 'AWAY';
    group: string | null;
    table: FdStandingRow[];
  }>;
}
