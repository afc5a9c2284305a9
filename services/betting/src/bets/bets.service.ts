import { Injectable } from '@nestjs/common';
import { AuthUser, ForbiddenError } from '@p2p/service-kit';
import type { PeerBet } from '@p2p/contracts';
import { BetNotFoundError } from '../settlement/settlement.errors';
import { pageOf } from '../validation/paging.dto';
import { BetQueries } from './bet.queries';
import { toPeerBetView } from './bet.view';
import { MY_BET_FILTERS, MyBetsQueryDto } from './dto/my-bets.query';

const PAGE_SIZE = 100;

@Injectable()
export class BetsService {
  constructor(private readonly queries: BetQueries) {}

  async mine(user: AuthUser, query: MyBetsQueryDto) {
    const page = pageOf(query, PAGE_SIZE);
    const { rows, count } = await this.queries.ofUser(user.id, MY_BET_FILTERS[query.status ?? 'all'], page);
    return {
      success: true as const,
      data: rows.map((row) => toPeerBetView(row, user.id)),
      count,
      page: page.page,
      pageSize: page.pageSize,
      totalPages: Math.ceil(count / page.pageSize),
    };
  }

  /** A bet is private to its two sides; admins see every bet. */
  async one(user: AuthUser, betId: string): Promise<PeerBet> {
    const row = await this.queries.row(betId);
    if (!row) throw new BetNotFoundError();
    const isParty = row.maker_id === user.id || row.taker_id === user.id;
    if (!isParty && user.role !== 'admin') throw new ForbiddenError('You can only view your own bets');
    return toPeerBetView(row, user.id);
  }
}
