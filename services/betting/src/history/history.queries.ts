import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BetStatus } from '../bets/bet.entity';
import { MATCH_COLUMNS } from '../matches/match.view';
import type { OfferStatus } from '../offers/offer.entity';
import type { PageRequest } from '../offers/offer.queries';
import type { HistoryRow } from './history-entry';

export interface HistoryScope {
  userId: string;
  /** Offers that did not become bets, in these states. */
  offerStatuses: readonly OfferStatus[];
  betStatuses: readonly BetStatus[];
  since: Date | null;
}

/**
 * A user's offers nobody took and bets they are a side of, in one list, newest first: one query for
 * the page and one for the count. A taken offer shows as its bet, not twice.
 */
@Injectable()
export class HistoryQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(scope: HistoryScope, page: PageRequest): Promise<{ rows: HistoryRow[]; count: number }> {
    const parameters = [scope.userId, scope.offerStatuses, scope.betStatuses, scope.since];
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(
        `SELECT * FROM (${OFFER_ENTRIES} UNION ALL ${BET_ENTRIES}) entries
          ORDER BY date DESC, id DESC LIMIT $5 OFFSET $6`,
        [...parameters, page.pageSize, (page.page - 1) * page.pageSize],
      ) as Promise<HistoryRow[]>,
      this.dataSource.query(
        `SELECT (SELECT count(*) FROM offers o ${OFFER_SCOPE})::int
              + (SELECT count(*) FROM bets b ${BET_SCOPE})::int AS count`,
        parameters,
      ) as Promise<Array<{ count: number }>>,
    ]);
    return { rows, count };
  }
}

const OFFER_SCOPE = `
  WHERE o.user_id = $1 AND o.status = ANY($2::text[])
    AND ($4::timestamptz IS NULL OR o.created_at >= $4)`;

const BET_SCOPE = `
  WHERE (b.maker_id = $1 OR b.taker_id = $1) AND b.status = ANY($3::text[])
    AND ($4::timestamptz IS NULL OR b.created_at >= $4)`;

const OFFER_ENTRIES = `
  SELECT 'offer' AS kind, o.id, o.id AS offer_id, NULL::uuid AS bet_id, o.created_at AS date,
         o.selection, o.amount_cents,
         CASE o.status WHEN 'matching' THEN 'open' ELSE o.status END AS status,
         NULL::text AS result, NULL::uuid AS winner_id, NULL::text AS opponent_username,
         o.side, o.odds, o.amount_cents - o.unmatched_cents AS matched_cents,
         NULL::bigint AS other_cents, NULL::bigint AS commission_cents,
         ${MATCH_COLUMNS}
    FROM offers o JOIN matches m ON m.id = o.match_id
    ${OFFER_SCOPE}`;

const BET_ENTRIES = `
  SELECT 'bet' AS kind, b.id, b.offer_id, b.id AS bet_id, b.created_at AS date,
         CASE WHEN b.maker_id = $1 THEN b.maker_selection ELSE b.taker_selection END AS selection,
         CASE WHEN b.maker_id = $1 THEN b.amount_cents ELSE COALESCE(b.taker_amount_cents, b.amount_cents) END
           AS amount_cents,
         b.status, b.result, b.winner_id,
         CASE WHEN b.maker_id = $1 THEN COALESCE(tu.username, b.taker_username)
              ELSE COALESCE(mu.username, b.maker_username) END AS opponent_username,
         CASE WHEN b.maker_side IS NULL OR b.maker_id = $1 THEN b.maker_side
              WHEN b.maker_side = 'back' THEN 'lay' ELSE 'back' END AS side,
         b.odds, NULL::bigint AS matched_cents,
         CASE WHEN b.maker_id = $1 THEN COALESCE(b.taker_amount_cents, b.amount_cents) ELSE b.amount_cents END
           AS other_cents,
         b.commission_cents,
         ${MATCH_COLUMNS}
    FROM bets b JOIN matches m ON m.id = b.match_id
    LEFT JOIN users mu ON mu.id = b.maker_id
    LEFT JOIN users tu ON tu.id = b.taker_id
    ${BET_SCOPE}`;
