/** Where the service serves its emblems (paths through the gateway, which forwards them as is). */
export const teamCrestUrl = (teamId: string) => `/api/football/teams/${encodeURIComponent(teamId)}/crest.svg`;

export const leagueLogoUrl = (leagueId: string) =>
  `/api/football/leagues/${encodeURIComponent(leagueId)}/logo.svg`;

export const emblemSpriteUrl = (version: string) => `/api/football/emblems/${version}.svg`;

/** An XML id from any catalog id: characters an id may not hold become `_<hex>_`. */
const xmlIdPart = (id: string) =>
  id.replace(/[^A-Za-z0-9.-]/g, (character) => `_${character.codePointAt(0)!.toString(16)}_`);

export const teamEmblemFragment = (teamId: string) => `team-${xmlIdPart(teamId)}`;
export const leagueEmblemFragment = (leagueId: string) => `league-${xmlIdPart(leagueId)}`;

/** The logo URLs every view and event gives out, for one version of the emblem sprite. */
export interface LogoUrls {
  team(team: { id: string; crestUrl: string | null }): string;
  league(leagueId: string): string;
}

/**
 * Drawn emblems are places in the sprite of this version (one immutable image for a page of them); a
 * club whose feed gives a crest keeps the route that redirects to the feed's image.
 */
export function logoUrls(version: string): LogoUrls {
  const sprite = emblemSpriteUrl(version);
  return {
    team: (team) => (team.crestUrl ? teamCrestUrl(team.id) : `${sprite}#${teamEmblemFragment(team.id)}`),
    league: (leagueId) => `${sprite}#${leagueEmblemFragment(leagueId)}`,
  };
}
