import { Country } from './country.entity';
import { League } from './league.entity';
import { leagueLogoUrl, teamCrestUrl } from './logo-urls';
import { Team } from './team.entity';

export interface CountryView {
  id: string;
  name: string;
  code: string;
  flag: string;
  leaguesCount: number;
}

export interface LeagueView {
  id: string;
  name: string;
  shortName: string;
  country: { id: string; name: string; code: string; flag: string };
  kind: string;
  season: string;
  logo: string;
  icon: string;
  teamsCount: number;
}

export interface TeamRefView {
  id: string;
  name: string;
  shortName: string;
  logo: string;
}

export const teamRef = (team: Team): TeamRefView => ({
  id: team.id,
  name: team.name,
  shortName: team.shortName,
  logo: teamCrestUrl(team.id),
});

/** The sidebars' icon: the country's flag, a trophy for a continental competition. */
export const leagueIcon = (league: League, country: Country): string =>
  league.kind === 'continental' ? '🏆' : country.flag;

export function leagueView(league: League, country: Country, teamsCount: number): LeagueView {
  return {
    id: league.id,
    name: league.name,
    shortName: league.shortName,
    country: { id: country.id, name: country.name, code: country.code, flag: country.flag },
    kind: league.kind,
    season: league.season,
    logo: leagueLogoUrl(league.id),
    icon: leagueIcon(league, country),
    teamsCount,
  };
}
