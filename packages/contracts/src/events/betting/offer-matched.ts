import { z } from 'zod';
import { decimal, id } from '../schema-parts';
import { SelectionSchema } from './selection';

export const OfferMatchedSchema = z.object({
  offerId: id,
  betId: id,
  matchId: id,
  makerId: id,
  takerId: id,
  /** Each side's stake, decimal dollars. */
  stake: decimal,
  makerSelection: SelectionSchema,
  takerSelection: SelectionSchema,
});
export type OfferMatched = z.infer<typeof OfferMatchedSchema>;
