import { describe, expect, it } from '@jest/globals';
import { marketLabel, marketOf, normalizeSelection } from './selection';

describe('selections', () => {
  it.each([
    ['home', 'home_win'],
    ['away', 'away_win'],
    ['home_win', 'home_win'],
    ['draw', 'draw'],
    ['over_2.5', 'over_2.5'],
    ['under_2.5', 'under_2.5'],
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
  });
});
