import type { OfferVisibility, Selection } from '@p2p/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';

/**
 * pending -> open | rejected; open -> matching -> matched | open; open | matching -> cancelled;
 * open -> expired; matched -> settled | void. `matching` is the short claim while the taker's stake is
 * held. Every change goes through `OFFER_TRANSITIONS` (offer-transitions.ts).
 */
export type OfferStatus =
  'pending' | 'open' | 'matching' | 'matched' | 'cancelled' | 'expired' | 'rejected' | 'settled' | 'void';

@Entity({ name: 'offers' })
export class Offer {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The maker's username and name from their token when the offer was made (auth's events update them). */
  @Column({ type: 'text' })
  username: string;

  @Column({ name: 'user_name', type: 'text' })
  userName: string;

  @Column({ name: 'match_id', type: 'text' })
  matchId: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: centsTransformer })
  amountCents: bigint;

  @Column({ type: 'text' })
  selection: Selection;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text' })
  status: OfferStatus;

  /** The bet a claim is for: set when claimed (so a late revert cannot undo a newer claim), kept once matched. */
  @Column({ name: 'bet_id', type: 'uuid', nullable: true })
  betId: string | null;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  /** public, for one named user, or for whoever holds its secret link. */
  @Column({ type: 'text', default: 'public' })
  visibility: OfferVisibility;

  @Column({ name: 'private_to_user_id', type: 'uuid', nullable: true })
  privateToUserId: string | null;

  /** SHA-256 of a link offer's current token: the token itself is only ever in the maker's answer. */
  @Column({ name: 'link_token_hash', type: 'bytea', nullable: true })
  linkTokenHash: Buffer | null;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
