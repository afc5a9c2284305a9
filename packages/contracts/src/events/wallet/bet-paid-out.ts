import { z } from 'zod';
import { Money } from '../../money';
import { decimal, id } from '../schema-parts';

/**
 * The wallet captured a settled bet's stakes: the winner's payout and the platform's commission.
 * Version 2 names each side's stake, which readers once derived as half the pot.
 */
export const BetPaidOutSchema = z.object({
  betId: id,
  /** null for a push or a void: both stakes were refunded, no commission. */
  winnerId: id.nullable(),
  /** Both stakes, decimal dollars. */
  pot: decimal,
  commission: decimal,
  /** What each side had held, decimal dollars: the pot is their sum. */
  makerStake: decimal,
  takerStake: decimal,
  /**
   * Both sides and how it was settled, for those who tell the bettors (absent from events written
   * before the notifications service existed).
   */
  makerId: id.optional(),
  takerId: id.optional(),
  result: z.enum(['won', 'push', 'void']).optional(),
});
export type BetPaidOut = z.infer<typeof BetPaidOutSchema>;

/** Version 1, without the stakes: every bet then was even money, each side half the pot. */
export const BetPaidOutV1Schema = BetPaidOutSchema.omit({ makerStake: true, takerStake: true });

export function betPaidOutFromV1(payout: z.infer<typeof BetPaidOutV1Schema>): BetPaidOut {
  const half = Money.format(Money.toCents(payout.pot) / 2n);
  return { ...payout, makerStake: half, takerStake: half };
}
