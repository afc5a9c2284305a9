import type { ExchangeSide } from '@p2p/contracts/odds';
import type { ExchangeBook, ExchangePriceLevel, Selection } from '../shared/api/types';

/** The markets the exchange runs, their selections in the order a football bettor reads them. */
export const EXCHANGE_MARKETS: ReadonlyArray<{ name: string; selections: readonly Selection[] }> = [
  { name: 'Match Result', selections: ['home_win', 'draw', 'away_win'] },
  { name: 'Total Goals 2.5', selections: ['over_2.5', 'under_2.5'] },
  { name: 'Both Teams to Score', selections: ['btts_yes', 'btts_no'] },
];

/** The prices the book shows per selection and side (betting's BOOK_DEPTH). */
export const LADDER_DEPTH = 3;

/**
 * A selection's prices by the side a bettor takes: to back, the lay offers (`toBack`, highest first);
 * to lay, the back offers (`toLay`, lowest first). A selection the book leaves out has none.
 */
export function levelsOf(
  book: ExchangeBook,
  selection: Selection,
): Record<ExchangeSide, readonly ExchangePriceLevel[]> {
  const entry = book.selections.find((candidate) => candidate.selection === selection);
  return { back: entry?.toBack ?? [], lay: entry?.toLay ?? [] };
}

export const sideName = (side: ExchangeSide) => (side === 'back' ? 'Back' : 'Lay');
