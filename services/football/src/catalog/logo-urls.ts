/** Where the service serves its drawn emblems (paths through the gateway, which forwards them as is). */
export const teamCrestUrl = (teamId: string) => `/api/football/teams/${encodeURIComponent(teamId)}/crest.svg`;

export const leagueLogoUrl = (leagueId: string) =>
  `/api/football/leagues/${encodeURIComponent(leagueId)}/logo.svg`;
