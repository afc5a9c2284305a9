import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * held -> released | captured; failed is a hold refused for lack of funds (its answer is kept);
 * tombstone is a release that arrived before any hold with its key.
 */
export type HoldStatus = 'held' | 'failed' | 'released' | 'captured' | 'tombstone';

@Entity({ name: 'holds' })
export class Hold {
  /** The caller's key: `offer:<offerId>` for a maker's stake, `bet:<betId>` for a taker's. */
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ name: 'user_id', type: 'text', nullable: true })
  userId: string | null;

  /** Integer cents. */
  @Column({ type: 'bigint', nullable: true })
  amount: string | null;

  @Column({ type: 'text' })
  status: HoldStatus;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
