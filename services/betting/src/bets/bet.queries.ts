import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { PageRequest } from '../offers/offer.queries';
import type { BetStatus } from './bet.entity';
import { BET_SELECT, BetRow } from './bet.view';

/** Read side of bets: one query per page, one for its count. */
@Injectable()
export class BetQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async row(betId: string): Promise<BetRow | null> {
    const rows: BetRow[] = await this.dataSource.query(`${BET_SELECT} WHERE b.id = $1`, [betId]);
    return rows[0] ?? null;
  }

  /** These bets, in the caller's transaction (one written there is seen before it commits). */
  async rows(manager: EntityManager, betIds: string[]): Promise<BetRow[]> {
    if (betIds.length === 0) return [];
    return manager.query(`${BET_SELECT} WHERE b.id = ANY($1)`, [betIds]);
  }

  /** Bets the user is a side of, newest first. */
  async ofUser(
    userId: string,
    statuses: readonly BetStatus[],
    page: PageRequest,
  ): Promise<{ rows: BetRow[]; count: number }> {
    // Two index scans (maker, taker) rather than one OR that could use neither index.
    const mine = `(SELECT id FROM bets WHERE maker_id = $1 UNION ALL SELECT id FROM bets WHERE taker_id = $1)`;
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(
        `${BET_SELECT} WHERE b.id IN ${mine} AND b.status = ANY($2)
          ORDER BY b.created_at DESC, b.id DESC LIMIT $3 OFFSET $4`,
        [userId, statuses, page.pageSize, (page.page - 1) * page.pageSize],
      ) as Promise<BetRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS count FROM bets b WHERE b.id IN ${mine} AND b.status = ANY($2)`,
        [userId, statuses],
      ) as Promise<Array<{ count: number }>>,
    ]);
    return { rows, count };
  }
}
