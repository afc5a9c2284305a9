import { z } from 'zod';
import { decimal, id } from '../schema-parts';

export const BetSettledSchema = z.object({
  betId: id,
  offerId: id,
  matchId: id,
  makerId: id,
  takerId: id,
  /** null for a push or a void: both stakes go back. */
  winnerId: id.nullable(),
  /** Each side's stake, decimal dollars. */
  stake: decimal,
  result: z.enum(['won', 'push', 'void']),
  /** Set when an admin settled it by hand (the admin service's command), with the required reason. */
  settledBy: z
    .object({
      /** Plain text, not an id: the settle command's `settledBy` is optional and may be an empty string. */
      adminId: z.string(),
      reason: z.string(),
    })
    .optional(),
});
export type BetSettled = z.infer<typeof BetSettledSchema>;
