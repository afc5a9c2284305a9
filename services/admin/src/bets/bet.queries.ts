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

  /** `offerId` narrows the page to one offer's bets: the parts of an exchange offer. */
  async page(
    filter: { statuses: readonly AdminBetStatus[]; offerId?: string },
    page: PageRequest,
  ): Promise<{ rows: BetRow[]; total: number }> {
    const parameters: unknown[] = [filter.statuses];
    const conditions = ['b.status = ANY($1)'];
    if (filter.offerId) conditions.push(`b.offer_id = $${parameters.push(filter.offerId)}`);
    const where = conditions.join(' AND ');
    const paging = `LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`${BET_SELECT} WHERE ${where} ORDER BY b.matched_at DESC, b.id DESC ${paging}`, [
        ...parameters,
        page.limit,
        page.offset,
      ]) as Promise<BetRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM bets b WHERE ${where}`,
        parameters,
      ) as Promise<Array<{ total: number }>>,
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
