import { z } from 'zod';
import { decimal, id } from '../schema-parts';

export const OfferExpiredSchema = z.object({
  offerId: id,
  userId: id,
  stake: decimal,
});
export type OfferExpired = z.infer<typeof OfferExpiredSchema>;
