import { Column, Entity, PrimaryColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';

/**
 * held -> released | captured; failed is a hold refused for lack of funds (its answer is kept);
 * tombstone is a release that arrived before any hold with its key; returned is a part given back
 * into its source while the source was held (its amount is counted there, not here).
 */
export type HoldStatus = 'held' | 'failed' | 'released' | 'returned' | 'captured' | 'tombstone';

@Entity({ name: 'holds' })
export class Hold {
  /**
   * The caller's key: `offer:<offerId>` for a maker's stake, `bet:<betId>` for a taker's, `part:<betId>`
   * for the maker's share of a part of an exchange offer.
   */
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ name: 'user_id', type: 'text', nullable: true })
  userId: string | null;

  @Column({ name: 'amount_cents', type: 'bigint', nullable: true, transformer: centsTransformer })
  amountCents: bigint | null;

  @Column({ type: 'text' })
  status: HoldStatus;

  /** The held hold of the same user this one was carved out of (a part of an offer's stake), if any. */
  @Column({ name: 'source_key', type: 'text', nullable: true })
  sourceKey: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
