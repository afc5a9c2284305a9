/**
 * Expected goals of each side from the clubs' strength ratings (0-100). The base rates are the
 * long-run averages of the top European leagues (about 1.5 home and 1.15 away goals a match); each
 * 10 rating points of difference multiply the stronger side's rate by e^0.18 (about 1.2) and divide
 * the weaker side's by the same, which gives a 90-rated club at home to a 70-rated one about 2.2
 * to 0.8 goals.
 */
export const HOME_GOALS_BASE = 1.5;
export const AWAY_GOALS_BASE = 1.15;
const GOALS_PER_TEN_RATING_POINTS = 0.18;

export interface ExpectedGoals {
  home: number;
  away: number;
}

export function expectedGoals(homeRating: number, awayRating: number): ExpectedGoals {
  const edge = (GOALS_PER_TEN_RATING_POINTS * (homeRating - awayRating)) / 10;
  return { home: HOME_GOALS_BASE * Math.exp(edge), away: AWAY_GOALS_BASE * Math.exp(-edge) };
}
