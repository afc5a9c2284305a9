import { describe, expect, it } from '@jest/globals';
import { expectedGoals } from './goal-model';
import { fairProbabilities, MAX_ODDS, MIN_ODDS, priceWithMargin } from './odds-model';

const preMatch = { homeScore: 0, awayScore: 0, remaining: 1 };

describe('odds model', () => {
  it('gives 1X2 probabilities that sum to 1 before the margin', () => {
    for (const [home, away] of [
      [90, 65],
      [70, 70],
      [62, 91],
    ]) {
      const p = fairProbabilities(expectedGoals(home, away), preMatch);

      expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
      expect(p.over25 + p.under25).toBeCloseTo(1, 12);
      expect(p.over15 + p.under15).toBeCloseTo(1, 12);
      expect(p.bttsYes + p.bttsNo).toBeCloseTo(1, 12);
      expect(p.nextGoalHome + p.nextGoalAway).toBeCloseTo(1, 12);
    }
  });

  it('makes a stronger home side the favourite', () => {
    const p = fairProbabilities(expectedGoals(88, 70), preMatch);

    expect(p.home).toBeGreaterThan(p.away);
    expect(p.home).toBeGreaterThan(p.draw);
    expect(priceWithMargin(p.home, 0.05)).toBeLessThan(priceWithMargin(p.away, 0.05));
  });

  it('gives the home side the edge between equals', () => {
    const p = fairProbabilities(expectedGoals(75, 75), preMatch);

    expect(p.home).toBeGreaterThan(p.away);
  });

  it('prices a market with the margin: implied probabilities sum to 1 + margin', () => {
    const p = fairProbabilities(expectedGoals(80, 76), preMatch);
    const implied = [p.home, p.draw, p.away].reduce(
      (sum, probability) => sum + 1 / priceWithMargin(probability, 0.05),
      0,
    );

    expect(implied).toBeGreaterThan(1.04);
    expect(implied).toBeLessThan(1.06);
  });

  it('keeps odds within their bounds, with two decimals', () => {
    expect(priceWithMargin(0.999, 0.05)).toBe(MIN_ODDS);
    expect(priceWithMargin(0.0001, 0.05)).toBe(MAX_ODDS);
    expect(priceWithMargin(0, 0.05)).toBe(MAX_ODDS);
    expect(priceWithMargin(0.37, 0.05)).toBe(2.57);
  });

  it('moves with the score and the clock: a late lead is almost a win', () => {
    const p = fairProbabilities(expectedGoals(75, 75), { homeScore: 2, awayScore: 0, remaining: 5 / 90 });

    expect(p.home).toBeGreaterThan(0.97);
    expect(p.over15).toBe(1);
    expect(p.bttsYes).toBeLessThan(0.1);
  });

  it('settles every market at full time', () => {
    const p = fairProbabilities(expectedGoals(75, 75), { homeScore: 1, awayScore: 1, remaining: 0 });

    expect(p).toMatchObject({ home: 0, draw: 1, away: 0, over15: 1, over25: 0, bttsYes: 1 });
  });
});
