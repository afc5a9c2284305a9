import { Injectable } from '@nestjs/common';
import type { AdminBet, Page } from '@p2p/contracts/api';
import { AuthUser } from '@p2p/service-kit';
import { BettingClient } from '../upstream/betting.client';
import { pageOf, pageRequest } from '../validation/paging.dto';
import { toAdminBet } from './admin-bet.view';
import { BetQueries } from './bet.queries';
import { BET_STATUS_FILTERS, ListBetsQueryDto } from './dto/list-bets.query';
import type { SettleBetDto } from './dto/settle-bet.dto';

@Injectable()
export class BetsService {
  constructor(
    private readonly queries: BetQueries,
    private readonly betting: BettingClient,
  ) {}

  async list(query: ListBetsQueryDto): Promise<Page<AdminBet>> {
    const page = pageRequest(query);
    const { rows, total } = await this.queries.page(
      { statuses: BET_STATUS_FILTERS[query.status ?? 'all'], offerId: query.offerId },
      page,
    );
    return pageOf(rows.map(toAdminBet), page, total);
  }

  /**
   * Betting settles the bet (once: a second ruling is its 409) and says so with BetSettled, which
   * carries the admin and the reason into the read model and the audit log.
   */
  async settle(admin: AuthUser, betId: string, dto: SettleBetDto): Promise<{ id: string; result: string }> {
    await this.betting.settle(betId, { result: dto.result, reason: dto.reason }, admin.id);
    return { id: betId, result: dto.result };
  }
}
