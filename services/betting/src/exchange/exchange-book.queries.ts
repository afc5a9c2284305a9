import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ExchangeBook, ExchangePriceLevel, ExchangeSide, formatOdds, Money, Selection } from '@p2p/contracts';
import { DataSource } from 'typeorm';
import { SELECTIONS } from '../offers/selection';

/** The best prices the ladder shows per selection and side. */
export const BOOK_DEPTH = 3;

/** The offers a price level names, oldest first: enough to fill it, not the whole queue. */
const OFFERS_PER_LEVEL = 10;

interface LevelRow {
  selection: Selection;
  side: ExchangeSide;
  odds: number;
  available: string;
  offers: Array<{ id: string; unmatched: string; mine: boolean }>;
}

/** Read side of the exchange: a match's book in one read of its open offers' price levels. */
@Injectable()
export class ExchangeBookQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Null when the match is unknown. The viewer's own offers are marked, as they cannot take them. */
  async of(matchId: string, commissionBps: number, viewerId: string | null): Promise<ExchangeBook | null> {
    const [match] = await this.dataSource.query(`SELECT 1 FROM matches WHERE id = $1`, [matchId]);
    if (!match) return null;
    const rows: LevelRow[] = await this.dataSource.query(
      `SELECT o.selection, o.side, o.odds, sum(o.unmatched_cents)::text AS available,
              (array_agg(json_build_object('id', o.id, 'unmatched', o.unmatched_cents::text,
                                           'mine', o.user_id IS NOT DISTINCT FROM $2::uuid)
                         ORDER BY o.created_at, o.id))[1:${OFFERS_PER_LEVEL}] AS offers
         FROM offers o
        WHERE o.match_id = $1 AND o.kind = 'exchange' AND o.status = 'open' AND o.unmatched_cents > 0
        GROUP BY o.selection, o.side, o.odds`,
      [matchId, viewerId],
    );
    return {
      matchId,
      commissionBps,
      selections: SELECTIONS.map((selection) => {
        const levels = rows.filter((row) => row.selection === selection);
        // A backer takes a lay offer, and gets more the higher its price; a layer takes a back offer, and risks less the lower.
        return {
          selection,
          toBack: best(levels, 'lay', (a, b) => b.odds - a.odds),
          toLay: best(levels, 'back', (a, b) => a.odds - b.odds),
        };
      }),
    };
  }
}

function best(
  levels: LevelRow[],
  side: ExchangeSide,
  better: (a: LevelRow, b: LevelRow) => number,
): ExchangePriceLevel[] {
  return levels
    .filter((level) => level.side === side)
    .sort(better)
    .slice(0, BOOK_DEPTH)
    .map((level) => ({
      odds: formatOdds(level.odds),
      available: Money.format(BigInt(level.available)),
      offers: level.offers.map((offer) => ({
        id: offer.id,
        unmatched: Money.format(BigInt(offer.unmatched)),
        ...(offer.mine && { mine: true as const }),
      })),
    }));
}
