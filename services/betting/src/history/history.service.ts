import { Injectable, Inject } from '@nestjs/common';
import { AuthUser, CLOCK, type Clock } from '@p2p/service-kit';
import type { HistoryEntry, HistoryList } from '@p2p/contracts';
import type { BetStatus } from '../bets/bet.entity';
import type { OfferStatus } from '../offers/offer.entity';
import { pageOf } from '../validation/paging.dto';
import { HistoryPeriod, HistoryQueryDto, HistoryStatus } from './dto/history.query';
import { toHistoryEntry } from './history-entry';
import { HistoryQueries } from './history.queries';

const PAGE_SIZE = 100;
const DAY_MS = 86_400_000;

/** Which offers and bets each tab of the history page shows. Expired offers count as cancelled. */
const TABS: Readonly<Record<HistoryStatus, { offers: OfferStatus[]; bets: BetStatus[] }>> = {
  all: {
    offers: ['pending', 'open', 'matching', 'cancelled', 'expired'],
    bets: ['matched', 'settled', 'void'],
  },
  open: { offers: ['pending', 'open', 'matching'], bets: [] },
  matched: { offers: [], bets: ['matched'] },
  settled: { offers: [], bets: ['settled', 'void'] },
  cancelled: { offers: ['cancelled', 'expired'], bets: [] },
};

@Injectable()
export class HistoryService {
  constructor(
    private readonly queries: HistoryQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The history route's answer: `{ success, data, message }` (spec 01 section 7), with the count. */
  async list(user: AuthUser, query: HistoryQueryDto): Promise<HistoryList> {
    const { entries, count } = await this.of(user, query);
    return { success: true, data: entries, count, message: 'Bet history retrieved successfully' };
  }

  async of(
    user: AuthUser,
    query: HistoryQueryDto,
    now = this.clock.now(),
  ): Promise<{ entries: HistoryEntry[]; count: number }> {
    const tab = TABS[query.status ?? 'all'];
    const { rows, count } = await this.queries.page(
      {
        userId: user.id,
        offerStatuses: tab.offers,
        betStatuses: tab.bets,
        since: periodStart(query.period ?? 'all', now),
      },
      pageOf(query, PAGE_SIZE),
    );
    return { entries: rows.map((row) => toHistoryEntry(row, user.id)), count };
  }
}

/** Today is the calendar day in UTC: the service knows no user's time zone. */
export function periodStart(period: HistoryPeriod, now: Date): Date | null {
  switch (period) {
    case 'today':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    case 'last_7_days':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'last_30_days':
      return new Date(now.getTime() - 30 * DAY_MS);
    default:
      return null;
  }
}
