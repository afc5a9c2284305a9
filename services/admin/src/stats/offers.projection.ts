import { Injectable } from '@nestjs/common';
import { Money, type OfferCreated } from '@p2p/contracts';
import { EntityManager } from 'typeorm';

export type ClosedOfferStatus = 'matched' | 'cancelled' | 'expired' | 'rejected';

/**
 * Offers, for the count of open ones: created opens, any of the four endings closes for good. An
 * exchange offer is taken in parts and stays open for more until its backer's stake is all taken.
 */
@Injectable()
export class OffersProjection {
  async created(manager: EntityManager, offer: OfferCreated): Promise<void> {
    await manager.query(
      `INSERT INTO offers (id, user_id, stake_cents, status, created_at) VALUES ($1, $2, $3, 'open', $4)
       ON CONFLICT (id) DO NOTHING`,
      [offer.offerId, offer.userId, Money.toCents(offer.stake).toString(), offer.createdAt],
    );
  }

  /** A rejected offer never opened: it is recorded closed, so nothing could reopen it. */
  async closed(
    manager: EntityManager,
    offer: { offerId: string; userId: string; stake: string },
    status: ClosedOfferStatus,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO offers (id, user_id, stake_cents, status) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status`,
      [offer.offerId, offer.userId, Money.toCents(offer.stake).toString(), status],
    );
  }

  /**
   * A part of an exchange offer taken, once per part: `backerCents` is the part of the offer's stake
   * (the backer's) it took. An offer never seen created has no stake to fill and is left to its ending.
   */
  async partMatched(manager: EntityManager, offerId: string, backerCents: bigint): Promise<void> {
    await manager.query(
      `UPDATE offers SET matched_cents = matched_cents + $2,
         status = CASE WHEN status = 'open' AND matched_cents + $2 >= stake_cents THEN 'matched' ELSE status END
       WHERE id = $1`,
      [offerId, backerCents.toString()],
    );
  }
}
