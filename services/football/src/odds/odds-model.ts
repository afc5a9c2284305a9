import { poissonProbability } from '../simulation/poisson';
import { ExpectedGoals } from './goal-model';

/** Goals beyond this per side are too unlikely to matter (about 1e-7 at 2.5 expected goals). */
const MAX_GOALS = 12;
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 101;

export interface MatchSituation {
  homeScore: number;
  awayScore: number;
  /** Share of the match still to play, 0-1: the remaining expected goals scale with it. */
  remaining: number;
}

/** Fair (margin-free) probabilities of every selection the markets offer. */
export interface FairProbabilities {
  home: number;
  draw: number;
  away: number;
  over15: number;
  under15: number;
  over25: number;
  under25: number;
  bttsYes: number;
  bttsNo: number;
  nextGoalHome: number;
  nextGoalAway: number;
}

/**
 * The final score is the current one plus two independent Poisson counts of the goals still to
 * come (Maher's model); every market is a sum over that score grid, normalised so each market's
 * probabilities add up to exactly 1.
 */
export function fairProbabilities(expected: ExpectedGoals, situation: MatchSituation): FairProbabilities {
  const remaining = Math.min(Math.max(situation.remaining, 0), 1);
  const lambdaHome = expected.home * remaining;
  const lambdaAway = expected.away * remaining;
  const homeGoals = distribution(lambdaHome);
  const awayGoals = distribution(lambdaAway);
  let mass = 0;
  let home = 0;
  let draw = 0;
  let over15 = 0;
  let over25 = 0;
  let btts = 0;
  for (let extraHome = 0; extraHome <= MAX_GOALS; extraHome++) {
    for (let extraAway = 0; extraAway <= MAX_GOALS; extraAway++) {
      const p = homeGoals[extraHome] * awayGoals[extraAway];
      const finalHome = situation.homeScore + extraHome;
      const finalAway = situation.awayScore + extraAway;
      mass += p;
      if (finalHome > finalAway) home += p;
      if (finalHome === finalAway) draw += p;
      if (finalHome + finalAway > 1.5) over15 += p;
      if (finalHome + finalAway > 2.5) over25 += p;
      if (finalHome > 0 && finalAway > 0) btts += p;
    }
  }
  const share = (value: number) => value / mass;
  const nextGoalHome = lambdaHome + lambdaAway > 0 ? lambdaHome / (lambdaHome + lambdaAway) : 0.5;
  return {
    home: share(home),
    draw: share(draw),
    away: share(mass - home - draw),
    over15: share(over15),
    under15: share(mass - over15),
    over25: share(over25),
    under25: share(mass - over25),
    bttsYes: share(btts),
    bttsNo: share(mass - btts),
    nextGoalHome,
    nextGoalAway: 1 - nextGoalHome,
  };
}

/**
 * Decimal odds of a selection with the bookmaker's margin spread proportionally: the implied
 * probabilities of a market add up to 1 + margin. Two decimals, within [1.01, 101].
 */
export function priceWithMargin(probability: number, margin: number): number {
  if (probability <= 0) return MAX_ODDS;
  const odds = 1 / (probability * (1 + margin));
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(odds * 100) / 100));
}

function distribution(lambda: number): number[] {
  return Array.from({ length: MAX_GOALS + 1 }, (_, goals) => poissonProbability(lambda, goals));
}
