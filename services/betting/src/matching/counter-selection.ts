import type { Selection } from '@p2p/contracts';

/**
 * What a taker may pick against an offer (spec 01 section 5, spec 02 section 9): one of the two other
 * outcomes of a 1X2 offer, the opposite side of an over/under 2.5 offer.
 */
const COUNTERS: Readonly<Record<Selection, readonly Selection[]>> = {
  home_win: ['away_win', 'draw'],
  away_win: ['home_win', 'draw'],
  draw: ['home_win', 'away_win'],
  'over_2.5': ['under_2.5'],
  'under_2.5': ['over_2.5'],
  // Even-money offers do not name these (the DTO and the offers' check refuse them): listed so the table is whole.
  btts_yes: ['btts_no'],
  btts_no: ['btts_yes'],
};

export function counterSelectionsOf(selection: Selection): readonly Selection[] {
  return COUNTERS[selection];
}

export function isAllowedCounter(offerSelection: Selection, counterSelection: Selection): boolean {
  return COUNTERS[offerSelection].includes(counterSelection);
}
