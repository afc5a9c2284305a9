import { describe, expect, it } from '@jest/globals';
import { MARKETS_PER_OPEN_MATCH, PricedMatch, priceMatch } from './markets';

const match = (overrides: Partial<PricedMatch> = {}): PricedMatch => ({
  status: 'Scheduled',
  minute: 0,
  homeScore: 0,
  awayScore: 0,
  home: { name: 'Arsenal', rating: 89 },
  away: { name: 'Burnley', rating: 66 },
  ...overrides,
});

describe('priceMatch', () => {
  // Spec 01 section 3, a match's prices: odds {home, draw, away, over25, under25, bttsYes, bttsNo},
  // nextGoalOdds {home, away}, totalGoalsOdds {over15, under15}: five markets.
  it('offers the five markets of the specification before kick-off, with their selections', () => {
    const priced = priceMatch(match(), 0.05);

    expect(priced.open).toBe(true);
    expect(priced.markets.map((market) => [market.id, market.selections.map(({ id }) => id)])).toEqual([
      ['match_result', ['home_win', 'draw', 'away_win']],
      ['total_goals_2_5', ['over_2.5', 'under_2.5']],
      ['total_goals_1_5', ['over_1.5', 'under_1.5']],
      ['both_teams_to_score', ['btts_yes', 'btts_no']],
      ['next_goal', ['next_goal_home', 'next_goal_away']],
    ]);
    expect(priced.totalMarkets).toBe(5);
    expect(priced.marketCategories).toEqual(['Match Result', 'Goals', 'Both Teams to Score', 'Next Goal']);
  });

  it('counts five markets for every match open to betting (the dashboard adds them up)', () => {
    expect(MARKETS_PER_OPEN_MATCH).toBe(5);
    expect(
      priceMatch(match({ status: 'Live', minute: 60, homeScore: 2, awayScore: 2 }), 0.05).totalMarkets,
    ).toBe(5);
  });

  it('gives the flat odds the match cards read, the favourite shortest', () => {
    const { odds, nextGoalOdds, totalGoalsOdds } = priceMatch(match(), 0.05);

    expect(odds.home).toBeLessThan(odds.draw);
    expect(odds.draw).toBeLessThan(odds.away);
    expect(nextGoalOdds.home).toBeLessThan(nextGoalOdds.away);
    expect(totalGoalsOdds.over15).toBeLessThan(totalGoalsOdds.under15);
    for (const value of [
      ...Object.values(odds),
      ...Object.values(nextGoalOdds),
      ...Object.values(totalGoalsOdds),
    ]) {
      expect(Number.isInteger(Math.round(value * 100))).toBe(true);
      expect(value).toBeGreaterThanOrEqual(1.01);
    }
  });

  it('prices a match in play from its score and the time left', () => {
    const trailing = priceMatch(match({ status: 'Live', minute: 80, homeScore: 0, awayScore: 1 }), 0.05);
    const before = priceMatch(match(), 0.05);

    expect(trailing.odds.home).toBeGreaterThan(before.odds.home);
    expect(trailing.odds.away).toBeLessThan(before.odds.away);
  });

  it('closes every market of a finished match and keeps its opening odds', () => {
    const finished = priceMatch(match({ status: 'Finished', minute: 90, homeScore: 0, awayScore: 3 }), 0.05);

    expect(finished).toMatchObject({ open: false, markets: [], totalMarkets: 0, marketCategories: [] });
    expect(finished.odds).toEqual(priceMatch(match(), 0.05).odds);
  });
});
