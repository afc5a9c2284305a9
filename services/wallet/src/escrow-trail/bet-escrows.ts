import { Injectable } from '@nestjs/common';
import { Money, offerHoldKey, partHoldKey, type OfferMatched } from '@p2p/contracts';
import { EntityManager } from 'typeorm';

/** What links a bet to its two holds: the maker's is keyed by the offer, the taker's by the bet. */
export interface BetEscrowLink {
  betId: string;
  offerId: string;
  makerId: string;
  takerId: string;
  /** Each side's stake, decimal dollars; the maker's, for a part of an exchange offer. */
  stake: string;
  /** A part of an exchange offer: its price, and each side's hold. */
  exchange?: OfferMatched['exchange'];
}

/** The fee a won bet's settlement takes from the loser's hold, and the rate it is charged at. */
export interface SettledCommission {
  cents: bigint;
  rateBps: number;
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
      `INSERT INTO bet_escrows (${COLUMNS.join(', ')}) VALUES (${placeholders(COLUMNS.length)})
       ON CONFLICT (bet_id) DO NOTHING`,
      linkValues(bet),
    );
  }

  /** The fee the settlement takes now (null: a push or a void), as the escrow trail shows it for ever. */
  async recordSettled(
    manager: EntityManager,
    bet: BetEscrowLink,
    commission: SettledCommission | null,
  ): Promise<void> {
    const columns = [...COLUMNS, 'commission_bps', 'commission_cents'];
    await manager.query(
      `INSERT INTO bet_escrows (${columns.join(', ')}) VALUES (${placeholders(columns.length)})
       ON CONFLICT (bet_id) DO UPDATE
         SET commission_bps = EXCLUDED.commission_bps, commission_cents = EXCLUDED.commission_cents`,
      [...linkValues(bet), commission?.rateBps ?? null, commission?.cents.toString() ?? null],
    );
  }
}

const COLUMNS = [
  'bet_id',
  'offer_id',
  'maker_id',
  'taker_id',
  'maker_stake_cents',
  'taker_stake_cents',
  'maker_hold_key',
  'odds',
  'maker_side',
];

const placeholders = (count: number) =>
  Array.from({ length: count }, (_, index) => `$${index + 1}`).join(', ');

function linkValues(bet: BetEscrowLink): unknown[] {
  const stake = Money.toCents(bet.stake).toString();
  const { exchange } = bet;
  return [
    bet.betId,
    bet.offerId,
    bet.makerId,
    bet.takerId,
    stake,
    exchange ? Money.toCents(exchange.takerStake).toString() : stake,
    exchange ? partHoldKey(bet.betId) : offerHoldKey(bet.offerId),
    exchange?.odds ?? null,
    exchange?.makerSide ?? null,
  ];
}
