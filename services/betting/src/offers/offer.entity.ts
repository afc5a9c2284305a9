import type { ExchangeSide, OfferVisibility, Selection } from '@p2p/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';

/** Even money: one taker stakes the same on a different outcome. Exchange: backed or laid at a price, taken in parts. */
export type OfferKind = 'even' | 'exchange';

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

  @Column({ type: 'text', default: 'even' })
  kind: OfferKind;

  /** An exchange offer's side of its selection; null on even money. */
  @Column({ type: 'text', nullable: true })
  side: ExchangeSide | null;

  /** An exchange offer's price in hundredths on the ladder (3.0 is 300); null on even money. */
  @Column({ type: 'integer', nullable: true })
  odds: number | null;

  /**
   * The backer's stake still on offer; `amountCents` is the whole stake. Taken in parts, each claimed
   * by one guarded decrement; a part given up comes back. Null on even money.
   */
  @Column({ name: 'unmatched_cents', type: 'bigint', nullable: true, transformer: centsTransformer })
  unmatchedCents: bigint | null;

  /** What the maker holds for an exchange offer: the stake to back, the liability to lay. Null on even money. */
  @Column({ name: 'hold_cents', type: 'bigint', nullable: true, transformer: centsTransformer })
  holdCents: bigint | null;

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

/** What the maker holds for the offer: its amount on even money, the stake or liability on the exchange. */
export const makerHoldCents = (offer: Pick<Offer, 'amountCents' | 'holdCents'>): bigint =>
  offer.holdCents ?? offer.amountCents;
