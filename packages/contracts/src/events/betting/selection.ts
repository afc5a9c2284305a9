import type { z } from 'zod';
import { selection } from '../schema-parts';

export const SelectionSchema = selection;
export type Selection = z.infer<typeof SelectionSchema>;

/** Spec 02 lists `home` and `away` among the selection values: the same outcomes as home_win and away_win. */
export const SELECTION_ALIASES: Readonly<Record<string, Selection>> = { home: 'home_win', away: 'away_win' };

/**
 * What an admin may rule on a bet, as betting's settle command and admin's console take it: the
 * selection that came true (of any market, aliases included), or push or void, which return both stakes.
 */
export const SETTLEMENT_RULINGS: readonly string[] = [
  ...SelectionSchema.options,
  ...Object.keys(SELECTION_ALIASES),
  'push',
  'void',
];
