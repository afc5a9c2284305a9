import { z } from 'zod';
import { decimal, id } from '../schema-parts';

export const OfferCancelledSchema = z.object({
  offerId: id,
  userId: id,
  stake: decimal,
});
export type OfferCancelled = z.infer<typeof OfferCancelledSchema>;
