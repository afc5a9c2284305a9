import { z } from 'zod';
import { id } from '../schema-parts';

/**
 * A taker's claim on an offer given up before it became a bet (the hold was refused or its answer
 * lost, a limit or a suspension stopped it, the sweeper took it back, or the maker's offers were
 * withdrawn meanwhile). Written in the transaction that gives the claim up; the wallet releases the
 * taker's hold (`betHoldKey(betId)`), or leaves a tombstone that refuses it if it has not arrived yet.
 */
export const ClaimAbandonedSchema = z.object({
  offerId: id,
  betId: id,
  /**
   * A part of an exchange offer: the maker's share (`partHoldKey(betId)`) goes back into the offer's
   * hold too, or is refused by a tombstone. Absent on even-money claims.
   */
  makerPart: z.boolean().optional(),
});
export type ClaimAbandoned = z.infer<typeof ClaimAbandonedSchema>;
