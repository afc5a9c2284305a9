import { Column, Entity, PrimaryColumn } from 'typeorm';

export type OfferActivityStatus = 'open' | 'matched' | 'closed';

/**
 * Football's projection of betting's offers: enough to rank matches by betting activity and count
 * their open offers. Built only from betting's events.
 */
@Entity({ name: 'offer_activity' })
export class OfferActivity {
  @PrimaryColumn({ name: 'offer_id', type: 'uuid' })
  offerId: string;

  /** Unknown only while a cancellation has arrived before the offer's creation. */
  @Column({ name: 'match_id', type: 'uuid', nullable: true })
  matchId: string | null;

  @Column({ name: 'stake_cents', type: 'bigint' })
  stakeCents: string;

  @Column({ type: 'text' })
  status: OfferActivityStatus;

  @Column({ name: 'created_at', type: 'timestamptz', nullable: true })
  createdAt: Date | null;

  @Column({ name: 'matched_at', type: 'timestamptz', nullable: true })
  matchedAt: Date | null;
}
