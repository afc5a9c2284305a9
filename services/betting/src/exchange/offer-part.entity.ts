import { Column, Entity, PrimaryColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';

/** claimed -> matched | abandoned. Every change goes through `PART_TRANSITIONS` (part-transitions.ts). */
export type PartStatus = 'claimed' | 'matched' | 'abandoned';

/**
 * A taker's claim on part of an exchange offer, under the id its bet will have: written with the
 * offer's decrement, before any hold is placed, so a take that dies half way leaves a row the sweeper
 * gives back (its ClaimAbandoned releases both holds of the part).
 */
@Entity({ name: 'offer_parts' })
export class OfferPart {
  @PrimaryColumn({ name: 'bet_id', type: 'uuid' })
  betId: string;

  @Column({ name: 'offer_id', type: 'uuid' })
  offerId: string;

  @Column({ name: 'taker_id', type: 'uuid' })
  takerId: string;

  /** The backer's stake of this part, taken out of the offer's unmatched stake. */
  @Column({ name: 'stake_cents', type: 'bigint', transformer: centsTransformer })
  stakeCents: bigint;

  @Column({ type: 'text' })
  status: PartStatus;

  @Column({ name: 'claimed_at', type: 'timestamptz', default: () => 'now()' })
  claimedAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
