import { describe, expect, it } from '@jest/globals';
import {
  ACCEPTED_EXCHANGE_SELECTIONS,
  ACCEPTED_SELECTIONS,
  marketLabel,
  marketOf,
  normalizeSelection,
} from './selection';

describe('selections', () => {
  it.each([
    ['home', 'home_win'],
    ['away', 'away_win'],
    ['home_win', 'home_win'],
    ['draw', 'draw'],
    ['over_2.5', 'over_2.5'],
    ['under_2.5', 'under_2.5'],
    ['btts_yes', 'btts_yes'],
    ['btts_no', 'btts_no'],
  ])('reads %s as %s', (given, expected) => {
    expect(normalizeSelection(given)).toBe(expected);
  });

  it.each(['HOME_WIN', 'over_1.5', '', 'x', 3, null])('knows no selection %p', (given) => {
    expect(normalizeSelection(given)).toBeNull();
  });

  it('names the market of each selection', () => {
    expect(marketOf('draw')).toBe('match_result');
    expect(marketOf('under_2.5')).toBe('total_goals');
    expect(marketLabel('away_win')).toBe('Match Result');
    expect(marketLabel('over_2.5')).toBe('Total Goals 2.5');
    expect(marketOf('btts_no')).toBe('both_teams_to_score');
    expect(marketLabel('btts_yes')).toBe('Both Teams to Score');
  });

  it('offers both teams to score on the exchange only', () => {
    expect(ACCEPTED_EXCHANGE_SELECTIONS).toEqual(expect.arrayContaining(['btts_yes', 'btts_no', 'home']));
    expect(ACCEPTED_SELECTIONS).not.toContain('btts_yes');
    expect(ACCEPTED_SELECTIONS).not.toContain('btts_no');
  });
});
