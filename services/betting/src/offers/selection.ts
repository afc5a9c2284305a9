import { type Selection, SELECTION_ALIASES, SelectionSchema } from '@p2p/contracts';

/** Every selection a bet may name: the exchange's markets (issue 35). */
export const SELECTIONS: readonly Selection[] = SelectionSchema.options;

/** The selections of an even-money offer (spec 01 section 5, spec 02 section 9): 1X2 and over/under 2.5. */
export const EVEN_MONEY_SELECTIONS: readonly Selection[] = [
  'home_win',
  'away_win',
  'draw',
  'over_2.5',
  'under_2.5',
];

const ALIASES = SELECTION_ALIASES;

/** Every spelling a client may send for an even-money offer, canonical values and aliases. */
export const ACCEPTED_SELECTIONS: readonly string[] = [...EVEN_MONEY_SELECTIONS, ...Object.keys(ALIASES)];

/** Every spelling a client may send for an exchange offer, a filter or a ruling: any market's selection. */
export const ACCEPTED_EXCHANGE_SELECTIONS: readonly string[] = [...SELECTIONS, ...Object.keys(ALIASES)];

export function normalizeSelection(value: unknown): Selection | null {
  if (typeof value !== 'string') return null;
  if ((SELECTIONS as readonly string[]).includes(value)) return value as Selection;
  return ALIASES[value] ?? null;
}

export type Market = 'match_result' | 'total_goals' | 'both_teams_to_score';

const MARKETS: Readonly<Record<Selection, Market>> = {
  home_win: 'match_result',
  away_win: 'match_result',
  draw: 'match_result',
  'over_2.5': 'total_goals',
  'under_2.5': 'total_goals',
  btts_yes: 'both_teams_to_score',
  btts_no: 'both_teams_to_score',
};

export function marketOf(selection: Selection): Market {
  return MARKETS[selection];
}

const MARKET_LABELS: Readonly<Record<Market, string>> = {
  match_result: 'Match Result',
  total_goals: 'Total Goals 2.5',
  both_teams_to_score: 'Both Teams to Score',
};

export function marketLabel(selection: Selection): string {
  return MARKET_LABELS[marketOf(selection)];
}
