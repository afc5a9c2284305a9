import type { Selection } from '@p2p/contracts';

export const SELECTIONS: readonly Selection[] = ['home_win', 'away_win', 'draw', 'over_2.5', 'under_2.5'];

/** Spec 02 lists `home` and `away` among the selection values: the same outcomes as home_win and away_win. */
const ALIASES: Readonly<Record<string, Selection>> = { home: 'home_win', away: 'away_win' };

/** Every spelling a client may send, canonical values and aliases. */
export const ACCEPTED_SELECTIONS: readonly string[] = [...SELECTIONS, ...Object.keys(ALIASES)];

export function normalizeSelection(value: unknown): Selection | null {
  if (typeof value !== 'string') return null;
  if ((SELECTIONS as readonly string[]).includes(value)) return value as Selection;
  return ALIASES[value] ?? null;
}

export type Market = 'match_result' | 'total_goals';

export function marketOf(selection: Selection): Market {
  return selection === 'over_2.5' || selection === 'under_2.5' ? 'total_goals' : 'match_result';
}

const MARKET_LABELS: Readonly<Record<Market, string>> = {
  match_result: 'Match Result',
  total_goals: 'Total Goals 2.5',
};

export function marketLabel(selection: Selection): string {
  return MARKET_LABELS[marketOf(selection)];
}
