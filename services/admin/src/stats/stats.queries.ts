import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface Totals {
  users_total: number;
  users_today: number;
  users_7_days: number;
  active_bettors: number;
  offers_open: number;
  bets_matched: number;
  bets_settled: number;
  volume_cents: string;
  pending_deposits: number;
  pending_deposits_cents: string;
  pending_withdrawals: number;
  pending_withdrawals_cents: string;
  commission_cents: string;
}

/** Per UTC day from `since`: sign-ups (a count), money in cents. */
export interface DailyRow {
  day: string;
  signups: string;
  volume_cents: string;
  deposits_cents: string;
  commission_cents: string;
}

const UTC_DAY = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
/** Midnight UTC of the date in $1, whatever the session's time zone. */
const SINCE = `($1::date::timestamp AT TIME ZONE 'UTC')`;
/** A bet's two stakes: the taker's is the maker's on even money. */
const BOTH_STAKES = `stake_cents + COALESCE(taker_stake_cents, stake_cents)`;

/**
 * Aggregates over the read models. Volume counts both sides' stakes (each side staked its own: the
 * same on even money, the backer's stake and the layer's liability on a part of an exchange offer);
 * deposits count approved amounts on the day of approval; commission the day it was paid out.
 */
@Injectable()
export class StatsQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async totals(now: Date): Promise<Totals> {
    const [row] = (await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM users WHERE username IS NOT NULL)::int AS users_total,
         (SELECT count(*) FROM users WHERE username IS NOT NULL
            AND joined_at >= date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int
           AS users_today,
         (SELECT count(*) FROM users WHERE username IS NOT NULL
            AND joined_at > $1::timestamptz - interval '7 days')::int AS users_7_days,
         (SELECT count(DISTINCT side.user_id) FROM bets
            CROSS JOIN LATERAL (VALUES (maker_id), (taker_id)) AS side (user_id)
           WHERE matched_at > $1::timestamptz - interval '30 days')::int AS active_bettors,
         (SELECT count(*) FROM offers WHERE status = 'open')::int AS offers_open,
         (SELECT count(*) FROM bets)::int AS bets_matched,
         (SELECT count(*) FROM bets WHERE status <> 'matched')::int AS bets_settled,
         (SELECT COALESCE(sum(${BOTH_STAKES}), 0) FROM bets)::text AS volume_cents,
         (SELECT count(*) FROM deposits WHERE status = 'pending')::int AS pending_deposits,
         (SELECT COALESCE(sum(amount_cents), 0) FROM deposits WHERE status = 'pending')::text
           AS pending_deposits_cents,
         (SELECT count(*) FROM withdrawals WHERE status = 'pending')::int AS pending_withdrawals,
         (SELECT COALESCE(sum(amount_usd_cents), 0) FROM withdrawals WHERE status = 'pending')::text
           AS pending_withdrawals_cents,
         (SELECT COALESCE(sum(commission_cents), 0) FROM commissions)::text AS commission_cents`,
      [now],
    )) as Totals[];
    return row;
  }

  async daily(since: string): Promise<DailyRow[]> {
    return this.dataSource.query(
      `WITH signups AS (
         SELECT ${UTC_DAY('joined_at')} AS day, count(*)::text AS value FROM users
          WHERE username IS NOT NULL AND joined_at >= ${SINCE} GROUP BY 1),
       volume AS (
         SELECT ${UTC_DAY('matched_at')} AS day, sum(${BOTH_STAKES})::text AS value FROM bets
          WHERE matched_at >= ${SINCE} GROUP BY 1),
       deposited AS (
         SELECT ${UTC_DAY('decided_at')} AS day, sum(amount_cents)::text AS value FROM deposits
          WHERE status = 'approved' AND decided_at >= ${SINCE} GROUP BY 1),
       commission AS (
         SELECT ${UTC_DAY('paid_at')} AS day, sum(commission_cents)::text AS value FROM commissions
          WHERE paid_at >= ${SINCE} GROUP BY 1),
       days AS (SELECT day FROM signups UNION SELECT day FROM volume UNION SELECT day FROM deposited
                UNION SELECT day FROM commission)
       SELECT days.day, COALESCE(signups.value, '0') AS signups,
              COALESCE(volume.value, '0') AS volume_cents, COALESCE(deposited.value, '0') AS deposits_cents,
              COALESCE(commission.value, '0') AS commission_cents
         FROM days
         LEFT JOIN signups USING (day) LEFT JOIN volume USING (day)
         LEFT JOIN deposited USING (day) LEFT JOIN commission USING (day)`,
      [since],
    );
  }
}
