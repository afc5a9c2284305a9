import type { MatchStatus, OfferMatch } from '@p2p/contracts';

/** The match columns every offer and bet read joins in, aliased so one row can carry several tables. */
export const MATCH_COLUMNS = `
  m.id AS m_id, m.league_id AS m_league_id, m.league_name AS m_league_name,
  m.competition_name AS m_competition_name, m.competition_logo AS m_competition_logo,
  m.home_team_name AS m_home_team_name, m.home_team_short_name AS m_home_team_short_name,
  m.home_team_logo AS m_home_team_logo, m.away_team_name AS m_away_team_name,
  m.away_team_short_name AS m_away_team_short_name, m.away_team_logo AS m_away_team_logo,
  m.kickoff_at AS m_kickoff_at, m.status AS m_status, m.home_score AS m_home_score,
  m.away_score AS m_away_score`;

export interface MatchRow {
  m_id: string;
  m_league_id: string;
  m_league_name: string;
  m_competition_name: string;
  m_competition_logo: string;
  m_home_team_name: string;
  m_home_team_short_name: string;
  m_home_team_logo: string;
  m_away_team_name: string;
  m_away_team_short_name: string;
  m_away_team_logo: string;
  m_kickoff_at: Date;
  m_status: MatchStatus;
  m_home_score: number | null;
  m_away_score: number | null;
}

export function toMatchView(row: MatchRow): OfferMatch {
  const startTime = new Date(row.m_kickoff_at).toISOString();
  return {
    id: row.m_id,
    homeTeam: row.m_home_team_name,
    awayTeam: row.m_away_team_name,
    homeTeamShortName: row.m_home_team_short_name,
    awayTeamShortName: row.m_away_team_short_name,
    homeTeamLogo: row.m_home_team_logo,
    awayTeamLogo: row.m_away_team_logo,
    league: row.m_league_name,
    leagueId: row.m_league_id,
    date: startTime.slice(0, 10),
    time: startTime.slice(11, 16),
    startTime,
    status: row.m_status,
    competition: { name: row.m_competition_name, logo: row.m_competition_logo },
    score:
      row.m_home_score === null || row.m_away_score === null
        ? null
        : { home: row.m_home_score, away: row.m_away_score },
  };
}

export function eventName(match: Pick<OfferMatch, 'homeTeam' | 'awayTeam'>): string {
  return `${match.homeTeam} vs ${match.awayTeam}`;
}
