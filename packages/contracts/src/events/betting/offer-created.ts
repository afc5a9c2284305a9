import { z } from 'zod';
import { decimal, id, timestamp } from '../schema-parts';
import { SelectionSchema } from './selection';

export const OfferCreatedSchema = z.object({
  offerId: id,
  userId: id,
  matchId: id,
  /** Decimal dollars, two places. */
  stake: decimal,
  selection: SelectionSchema,
  createdAt: timestamp,
  /** Absent on events from before private offers: public. */
  visibility: z.enum(['public', 'user', 'link']).optional(),
  /** The user a `user` offer is for. */
  privateToUserId: id.optional(),
});
export type OfferCreated = z.infer<typeof OfferCreatedSchema>;
