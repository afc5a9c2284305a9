import { Injectable, Inject } from '@nestjs/common';
import { Money } from '@p2p/contracts';
import type { AdminStats } from '@p2p/contracts/api';
import { dailySeries, lastDays } from './daily-series';
import { DailyRow, StatsQueries } from './stats.queries';
import { CLOCK, type Clock } from '@p2p/service-kit';

const SERIES_DAYS = 30;

@Injectable()
export class StatsService {
  constructor(
    private readonly queries: StatsQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async stats(now = this.clock.now()): Promise<AdminStats> {
    const days = lastDays(now, SERIES_DAYS);
    const [totals, daily] = await Promise.all([this.queries.totals(now), this.queries.daily(days[0])]);
    const money = (cents: string) => Money.format(BigInt(cents));
    const series = (value: (row: DailyRow) => string, zero: string) =>
      dailySeries(days, new Map(daily.map((row) => [row.day, value(row)])), zero);
    return {
      users: {
        total: totals.users_total,
        newToday: totals.users_today,
        newLast7Days: totals.users_7_days,
        activeBettors: totals.active_bettors,
      },
      offersOpen: totals.offers_open,
      bets: { matched: totals.bets_matched, settled: totals.bets_settled },
      volumeStaked: money(totals.volume_cents),
      pendingDeposits: { count: totals.pending_deposits, amount: money(totals.pending_deposits_cents) },
      pendingWithdrawals: {
        count: totals.pending_withdrawals,
        amountUsd: money(totals.pending_withdrawals_cents),
      },
      commissionEarned: money(totals.commission_cents),
      daily: {
        signups: series((row) => row.signups, '0'),
        volumeStaked: series((row) => money(row.volume_cents), '0.00'),
        deposits: series((row) => money(row.deposits_cents), '0.00'),
        commission: series((row) => money(row.commission_cents), '0.00'),
      },
    };
  }
}
