import type { FormResult, StandingsRow } from '@p2p/contracts';

export interface FinishedResult {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number;
  awayScore: number;
}

/** A row of the table (the answer's `StandingsRow`) before its club is looked up. */
export type StandingRow = Omit<StandingsRow, 'team'> & { teamId: string };

const POINTS: Record<FormResult, number> = { W: 3, D: 1, L: 0 };

/**
 * A league table from finished matches (in kick-off order): three points a win, one a draw; ties
 * broken by goal difference, then goals scored, then the given order of clubs (alphabetical).
 */
export function computeStandings(
  teamIds: readonly string[],
  results: readonly FinishedResult[],
): StandingRow[] {
  const rows = new Map<string, Omit<StandingRow, 'position'>>(
    teamIds.map((teamId) => [
      teamId,
      {
        teamId,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        form: [],
      },
    ]),
  );
  const record = (teamId: string, scored: number, conceded: number) => {
    const row = rows.get(teamId);
    if (!row) return;
    const result: FormResult = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
    row.played++;
    row.won += result === 'W' ? 1 : 0;
    row.drawn += result === 'D' ? 1 : 0;
    row.lost += result === 'L' ? 1 : 0;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    row.goalDifference = row.goalsFor - row.goalsAgainst;
    row.points += POINTS[result];
    row.form = [...row.form, result].slice(-5);
  };
  for (const result of results) {
    record(result.homeTeamId, result.homeScore, result.awayScore);
    record(result.awayTeamId, result.awayScore, result.homeScore);
  }
  const order = new Map(teamIds.map((teamId, index) => [teamId, index]));
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        (order.get(a.teamId) ?? 0) - (order.get(b.teamId) ?? 0),
    )
    .map((row, index) => ({ position: index + 1, ...row }));
}
