import { describe, expect, it } from '@jest/globals';
import type { Selection } from '@p2p/contracts';
import { EVEN_MONEY_SELECTIONS } from '../offers/selection';
import { counterSelectionsOf, isAllowedCounter } from './counter-selection';

/** Spec 02 section 3's selection values, less its aliases home and away (of home_win and away_win). */
const EVERY_SELECTION: Selection[] = ['home_win', 'away_win', 'draw', 'over_2.5', 'under_2.5'];

/**
 * Every (offer, counter) pair the specifications allow, and no other. Spec 01 section 5: "counter-selection
 * must be one of the two selections other than the offer's" (a 1X2 offer); spec 02 section 9: "Home Win
 * opposes Away Win; Away Win opposes Home Win; Draw opposes Home Win; Over 2.5 opposes Under 2.5 and vice
 * versa". Draw is also opposed by Away Win, as spec 01 reads (docs/decisions.md).
 */
const ALLOWED: Array<[offer: Selection, counter: Selection]> = [
  ['home_win', 'away_win'],
  ['home_win', 'draw'],
  ['away_win', 'home_win'],
  ['away_win', 'draw'],
  ['draw', 'home_win'],
  ['draw', 'away_win'],
  ['over_2.5', 'under_2.5'],
  ['under_2.5', 'over_2.5'],
];

const allowed = (offer: Selection, counter: Selection) =>
  ALLOWED.some(([o, c]) => o === offer && c === counter);

describe('counter selections', () => {
  it('covers the even-money selections of the specification, no more and no fewer', () => {
    expect([...EVEN_MONEY_SELECTIONS].sort()).toEqual([...EVERY_SELECTION].sort());
  });

  describe.each(EVERY_SELECTION)('against an offer on %s', (offer) => {
    it.each(EVERY_SELECTION)(`allows %s exactly when the specification does`, (counter) => {
      expect(isAllowedCounter(offer, counter)).toBe(allowed(offer, counter));
    });

    it('offers the taker exactly the allowed counters', () => {
      const expected = ALLOWED.filter(([o]) => o === offer).map(([, counter]) => counter);

      expect([...counterSelectionsOf(offer)].sort()).toEqual(expected.sort());
    });
  });
});
