import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminBetStatus } from '@p2p/contracts/api';
import { DataSource } from 'typeorm';
import type { PageRequest } from '../validation/paging.dto';
import { BET_SELECT, BetRow } from './admin-bet.view';

/** Reads of the bets read model, newest match first. */
@Injectable()
export class BetQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(
    statuses: readonly AdminBetStatus[],
    page: PageRequest,
  ): Promise<{ rows: BetRow[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `${BET_SELECT} WHERE b.status = ANY($1) ORDER BY b.matched_at DESC, b.id DESC LIMIT $2 OFFSET $3`,
        [statuses, page.limit, page.offset],
      ) as Promise<BetRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM bets WHERE status = ANY($1)`, [
        statuses,
      ]) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total };
  }

  /** The user's latest bets, on either side. */
  async latestOfUser(userId: string, limit: number): Promise<BetRow[]> {
    // Two index scans (maker, taker) rather than one OR that could use neither index.
    return this.dataSource.query(
      `${BET_SELECT} WHERE b.id IN (
         (SELECT id FROM bets WHERE maker_id = $1 ORDER BY matched_at DESC LIMIT $2)
         UNION ALL (SELECT id FROM bets WHERE taker_id = $1 ORDER BY matched_at DESC LIMIT $2))
       ORDER BY b.matched_at DESC, b.id DESC LIMIT $2`,
      [userId, limit],
    );
  }
}
