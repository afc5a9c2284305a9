import { z } from 'zod';
import { decimal, id } from '../schema-parts';

/** An offer that never opened (its hold failed or a crash left it pending); any hold it got is released. */
export const OfferRejectedSchema = z.object({
  offerId: id,
  userId: id,
  stake: decimal,
  reason: z.string(),
});
export type OfferRejected = z.infer<typeof OfferRejectedSchema>;
