import type { FootballLeague, TeamRef } from '@p2p/contracts';
import { Country } from './country.entity';
import { League } from './league.entity';
import type { LogoUrls } from './logo-urls';
import { Team } from './team.entity';

export const teamRef = (team: Team, logos: LogoUrls): TeamRef => ({
  id: team.id,
  name: team.name,
  shortName: team.shortName,
  logo: logos.team(team),
});

/** The sidebars' icon: the country's flag, a trophy for a continental competition. */
export const leagueIcon = (league: League, country: Country): string =>
  league.kind === 'continental' ? '🏆' : country.flag;

export function leagueView(
  league: League,
  country: Country,
  teamsCount: number,
  logos: LogoUrls,
): FootballLeague {
  return {
    id: league.id,
    name: league.name,
    shortName: league.shortName,
    country: { id: country.id, name: country.name, code: country.code, flag: country.flag },
    kind: league.kind,
    season: league.season,
    logo: logos.league(league.id),
    icon: leagueIcon(league, country),
    teamsCount,
  };
}
