import { describe, expect, it } from '@jest/globals';
import type { Selection } from '@p2p/contracts';
import { SELECTIONS } from '../offers/selection';
import { counterSelectionsOf, isAllowedCounter } from './counter-selection';

describe('counter selections', () => {
  it.each([
    ['home_win', ['away_win', 'draw']],
    ['away_win', ['home_win', 'draw']],
    ['draw', ['home_win', 'away_win']],
    ['over_2.5', ['under_2.5']],
    ['under_2.5', ['over_2.5']],
  ] as Array<[Selection, Selection[]]>)(
    'allows against %s exactly %j (spec 02 section 9)',
    (offer, counters) => {
      expect(counterSelectionsOf(offer)).toEqual(counters);
      for (const candidate of SELECTIONS) {
        expect(isAllowedCounter(offer, candidate)).toBe(counters.includes(candidate));
      }
    },
  );

  it('never allows a selection against itself', () => {
    for (const selection of SELECTIONS) expect(isAllowedCounter(selection, selection)).toBe(false);
  });
});
