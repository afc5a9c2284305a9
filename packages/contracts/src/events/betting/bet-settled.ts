import { z } from 'zod';
import { decimal, exchangeTerms, id } from '../schema-parts';

export const BetSettledSchema = z.object({
  betId: id,
  offerId: id,
  matchId: id,
  makerId: id,
  takerId: id,
  /** null for a push or a void: both stakes go back. */
  winnerId: id.nullable(),
  /** Each side's stake, decimal dollars; the maker's, for a part of an exchange offer. */
  stake: decimal,
  result: z.enum(['won', 'push', 'void']),
  /**
   * A part of an exchange offer: the maker's hold is `partHoldKey(betId)`, each side's hold is its
   * stake here, and the commission is betting's, charged per bettor and market on their net winnings
   * and shared out over their winning bets: what the winner of this bet pays, at most their winnings
   * (the loser's stake), at the rate named.
   */
  exchange: exchangeTerms
    .extend({ commission: decimal, commissionBps: z.number().int().min(0).max(10000) })
    .optional(),
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
