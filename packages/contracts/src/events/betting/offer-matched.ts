import { z } from 'zod';
import { decimal, exchangeTerms, id } from '../schema-parts';
import { SelectionSchema } from './selection';

export const OfferMatchedSchema = z.object({
  offerId: id,
  betId: id,
  matchId: id,
  makerId: id,
  takerId: id,
  /** Each side's stake, decimal dollars; the maker's, for a part of an exchange offer. */
  stake: decimal,
  makerSelection: SelectionSchema,
  takerSelection: SelectionSchema,
  /** A part of an exchange offer (a bet of its own): its price and each side's hold. */
  exchange: exchangeTerms.optional(),
});
export type OfferMatched = z.infer<typeof OfferMatchedSchema>;
