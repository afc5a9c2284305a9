import { Injectable } from '@nestjs/common';
import { Money } from '@p2p/contracts';
import { EntityManager } from 'typeorm';

/** What links a bet to its two holds: the maker's is keyed by the offer, the taker's by the bet. */
export interface BetEscrowLink {
  betId: string;
  offerId: string;
  makerId: string;
  takerId: string;
  /** Each side's stake, decimal dollars. */
  stake: string;
}

/**
 * The wallet's record of which offer each bet came from, written in the inbox transaction of
 * OfferMatched or BetSettled, whichever is applied first. Both are keyed by the offer, so the bus
 * hands them over in that order; either order is still accepted, because an OfferMatched replayed
 * from the dead letters comes after its BetSettled.
 */
@Injectable()
export class BetEscrows {
  async recordMatched(manager: EntityManager, bet: BetEscrowLink): Promise<void> {
    await manager.query(
      `INSERT INTO bet_escrows (bet_id, offer_id, maker_id, taker_id, stake_cents)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (bet_id) DO NOTHING`,
      [bet.betId, bet.offerId, bet.makerId, bet.takerId, Money.toCents(bet.stake).toString()],
    );
  }

  /** `commissionBps`: the rate the settlement applies now, or null when it takes no fee (push, void). */
  async recordSettled(
    manager: EntityManager,
    bet: BetEscrowLink,
    commissionBps: number | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO bet_escrows (bet_id, offer_id, maker_id, taker_id, stake_cents, commission_bps)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (bet_id) DO UPDATE SET commission_bps = EXCLUDED.commission_bps`,
      [bet.betId, bet.offerId, bet.makerId, bet.takerId, Money.toCents(bet.stake).toString(), commissionBps],
    );
  }
}
