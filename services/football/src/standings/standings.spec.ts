import { describe, expect, it } from '@jest/globals';
import { computeStandings } from './standings';

const result = (homeTeamId: string, homeScore: number, awayScore: number, awayTeamId: string) => ({
  homeTeamId,
  awayTeamId,
  homeScore,
  awayScore,
});

describe('computeStandings', () => {
  it('gives three points a win, one a draw, and orders by points, goal difference, goals scored', () => {
    const table = computeStandings(
      ['arsenal', 'burnley', 'chelsea', 'everton'],
      [
        result('arsenal', 2, 0, 'burnley'),
        result('chelsea', 1, 1, 'everton'),
        result('everton', 3, 2, 'arsenal'),
      ],
    );

    expect(table.map((row) => [row.position, row.teamId, row.points, row.goalDifference])).toEqual([
      [1, 'everton', 4, 1],
      [2, 'arsenal', 3, 1],
      [3, 'chelsea', 1, 0],
      [4, 'burnley', 0, -2],
    ]);
    expect(table[0]).toMatchObject({
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      goalsFor: 4,
      goalsAgainst: 3,
      form: ['D', 'W'],
    });
  });

  it('lists clubs without a result with zeros, in the given order', () => {
    const table = computeStandings(['a', 'b'], []);

    expect(table).toEqual([
      expect.objectContaining({ position: 1, teamId: 'a', played: 0, points: 0, form: [] }),
      expect.objectContaining({ position: 2, teamId: 'b', played: 0, points: 0, form: [] }),
    ]);
  });

  it('keeps the last five results as form', () => {
    const results = Array.from({ length: 7 }, (_, index) => result('a', index % 2, 0, 'b'));

    const [a] = computeStandings(['a', 'b'], results);

    // Results in order: D W D W D W D; the last five are kept.
    expect(a.form).toEqual(['D', 'W', 'D', 'W', 'D']);
  });
});
