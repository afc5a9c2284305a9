import { Injectable } from '@nestjs/common';
import { Money, type BetSettled, type OfferMatched } from '@p2p/contracts';
import { EntityManager } from 'typeorm';

/** The bets read model: betting keys a bet's events by its offer, so a bet is matched before it settles. */
@Injectable()
export class BetsProjection {
  /**
   * False when the bet was already known (a replay of the same fact under another event id). A part
   * of an exchange offer keeps its price, the maker's side and the taker's own stake.
   */
  async matched(manager: EntityManager, bet: OfferMatched, occurredAt: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO bets (id, offer_id, match_id, maker_id, taker_id, maker_selection, taker_selection,
         stake_cents, status, matched_at, odds, maker_side, taker_stake_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'matched', $9, $10, $11, $12)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        bet.betId,
        bet.offerId,
        bet.matchId,
        bet.makerId,
        bet.takerId,
        bet.makerSelection,
        bet.takerSelection,
        Money.toCents(bet.stake).toString(),
        occurredAt,
        bet.exchange?.odds ?? null,
        bet.exchange?.makerSide ?? null,
        bet.exchange ? Money.toCents(bet.exchange.takerStake).toString() : null,
      ],
    );
    return inserted.length > 0;
  }

  /**
   * A bet settles once: a settlement of a bet this model never saw matched (its OfferMatched is past
   * the bus's retention) is left out rather than shown without its sides' selections. A part of an
   * exchange offer keeps the commission its winner paid.
   */
  async settled(manager: EntityManager, settlement: BetSettled, occurredAt: string): Promise<void> {
    await manager.query(
      `UPDATE bets SET status = $2, result = $3, winner_id = $4, settled_by = $5, settled_reason = $6,
         settled_at = $7, commission_cents = $8
       WHERE id = $1 AND status = 'matched'`,
      [
        settlement.betId,
        settlement.result === 'void' ? 'void' : 'settled',
        settlement.result,
        settlement.winnerId,
        settlement.settledBy?.adminId ?? null,
        settlement.settledBy?.reason ?? null,
        occurredAt,
        settlement.exchange ? Money.toCents(settlement.exchange.commission).toString() : null,
      ],
    );
  }
}
