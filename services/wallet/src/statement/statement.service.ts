import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money } from '@p2p/contracts';
import { DataSource } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import { ListTransactionsQuery } from './dto/list-transactions.query';
import { toTransactionRowView, TransactionRow } from './transaction-row';

/**
 * One row per ledger transaction that moved the user's available balance (a won bet credits it
 * twice, one row), named by its type; deposits not (yet) credited join them as Pending, Failed
 * (rejected) or Closed (expired) rows, and a withdrawal row shows its payout's status. Nothing
 * here is stored apart from the ledger and the deposits.
 */
const ROWS = `
  SELECT max(e.id)::text AS id, t.created_at AS time,
         CASE t.type
           WHEN 'hold' THEN 'bet_stake'
           WHEN 'release' THEN 'bet_refund'
           WHEN 'bet_refund' THEN 'bet_refund'
           WHEN 'bet_settlement' THEN 'winnings'
           WHEN 'transfer' THEN CASE WHEN sum(e.amount_cents) > 0 THEN 'transfer_in' ELSE 'transfer_out' END
           WHEN 'withdrawal_rejected' THEN 'withdrawal_refund'
           WHEN 'withdrawal_cancelled' THEN 'withdrawal_refund'
           ELSE t.type
         END AS type,
         t.ref AS trade_no, sum(e.amount_cents) AS amount_cents,
         (array_agg(e.balance_after_cents ORDER BY e.id DESC))[1] AS balance_after_cents,
         CASE WHEN t.type <> 'withdrawal' THEN 'succeed'
              WHEN w.status = 'pending' THEN 'pending'
              WHEN w.status = 'rejected' THEN 'failed'
              WHEN w.status = 'cancelled' THEN 'closed'
              ELSE 'succeed'
         END AS status
    FROM ledger_entries e
    JOIN accounts a ON a.id = e.account_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    LEFT JOIN withdrawals w ON t.type = 'withdrawal' AND w.id::text = t.ref
   WHERE a.owner_id = $1 AND a.kind = 'available'
   GROUP BY t.id, w.status
  UNION ALL
  SELECT d.id::text, d.created_at, 'deposit', d.id::text, d.net_amount_cents, NULL,
         CASE d.status WHEN 'pending' THEN 'pending' WHEN 'rejected' THEN 'failed' ELSE 'closed' END
    FROM deposits d
   WHERE d.user_id = $1 AND d.status <> 'approved'`;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i;

/** Dates are UTC days, and a time without an offset is UTC: the answer does not depend on the server's zone. */
function utcInstant(value: string, endOfDay: boolean): string {
  if (DATE_ONLY.test(value)) {
    const start = new Date(`${value}T00:00:00Z`);
    return new Date(start.getTime() + (endOfDay ? 86_400_000 : 0)).toISOString();
  }
  return new Date(HAS_OFFSET.test(value) ? value : `${value}Z`).toISOString();
}

@Injectable()
export class StatementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
  ) {}

  async balance(userId: string) {
    const { available, held } = await this.ledger.balancesOf(this.dataSource.manager, userId);
    return {
      available: Money.format(available),
      held: Money.format(held),
      total: Money.format(available + held),
      currency: 'USD' as const,
    };
  }

  async transactions(userId: string, query: ListTransactionsQuery) {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const { sql, values } = filteredRows(userId, query);
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM (${sql}) AS filtered`,
      values,
    );
    const rows: TransactionRow[] = await this.dataSource.query(
      `${sql} ORDER BY time DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, limit, (page - 1) * limit],
    );
    return { transactions: rows.map(toTransactionRowView), page, limit, total };
  }

  /** The filtered rows as CSV, newest first, the screen's columns; at most EXPORT_MAX_ROWS. */
  async exportCsv(userId: string, query: ListTransactionsQuery): Promise<string> {
    const { sql, values } = filteredRows(userId, query);
    const rows: TransactionRow[] = await this.dataSource.query(
      `${sql} ORDER BY time DESC, id DESC LIMIT $${values.length + 1}`,
      [...values, EXPORT_MAX_ROWS],
    );
    return stringify(
      rows
        .map(toTransactionRowView)
        .map((row) => [
          row.time.toISOString(),
          row.type,
          row.tradeNo,
          row.amount,
          row.currency,
          row.status,
          row.afterBalance ?? '',
        ]),
      {
        header: true,
        columns: ['Time (UTC)', 'Type', 'Trade No.', 'Amount', 'Currency', 'Status', 'After Balance'],
      },
    );
  }
}

/** A year of heavy use; a statement longer than this is for support to produce, not a browser download. */
export const EXPORT_MAX_ROWS = 10_000;

function filteredRows(userId: string, query: ListTransactionsQuery): { sql: string; values: unknown[] } {
  const values: unknown[] = [userId];
  const conditions: string[] = [];
  const where = (sql: (placeholder: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(sql(`$${values.length}`));
  };
  if (query.type) where((p) => `type = ${p}`, query.type);
  if (query.status) where((p) => `status = ${p}`, query.status);
  if (query.from) where((p) => `time >= ${p}::timestamptz`, utcInstant(query.from, false));
  // A date alone means the whole of that day.
  if (query.to && DATE_ONLY.test(query.to))
    where((p) => `time < ${p}::timestamptz`, utcInstant(query.to, true));
  else if (query.to) where((p) => `time <= ${p}::timestamptz`, utcInstant(query.to, false));
  const sql = `WITH rows AS (${ROWS}) SELECT * FROM rows ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`;
  return { sql, values };
}
