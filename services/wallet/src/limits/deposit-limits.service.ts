import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money } from '@p2p/contracts';
import type { DepositLimit } from '@p2p/contracts/api';
import { DomainError, CLOCK, type Clock } from '@p2p/service-kit';
import {
  LIMIT_PERIODS,
  LimitPeriod,
  limitView,
  PERIOD_ADJECTIVE,
  periodWindow,
  UserLimitTable,
  utcMinute,
} from '@p2p/player-protection';
import { DataSource, EntityManager } from 'typeorm';

const depositLimits = new UserLimitTable<LimitPeriod>('deposit_limits', 'period');

export class DepositLimitReachedError extends DomainError {
  constructor(period: LimitPeriod, limit: bigint, used: bigint, resetsAt: Date) {
    super(
      'unprocessable',
      `This deposit would pass your ${PERIOD_ADJECTIVE[period]} deposit limit of ${Money.display(limit)} ` +
        `(${Money.display(used)} deposited so far). It resets on ${utcMinute(resetsAt)} UTC.`,
      { period, limit: Money.format(limit), used: Money.format(used), resetsAt: resetsAt.toISOString() },
    );
  }
}

/**
 * Deposit limits per day, week and month (issue 22). Lowering one, or setting a first one, applies
 * at once; raising or removing one applies 24 hours later, so a limit cannot be lifted on impulse.
 * A deposit is refused when it would take the deposits of a window (pending and approved, gross)
 * past the limit: exactly at the limit passes.
 */
@Injectable()
export class DepositLimitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<DepositLimit[]> {
    return this.views(this.dataSource.manager, userId);
  }

  /** Sets one period's limit (null: none); answers every period's and whether the change waits. */
  async set(
    userId: string,
    period: LimitPeriod,
    amount: bigint | null,
  ): Promise<{ limits: DepositLimit[]; effectiveAt: Date | null }> {
    return this.dataSource.transaction(async (manager) => {
      const effectiveAt = await depositLimits.set(manager, userId, period, amount, this.clock.now());
      return { limits: await this.views(manager, userId), effectiveAt };
    });
  }

  /**
   * Refuses a deposit that would pass a limit in force. Call it under the user's deposit lock, so
   * two deposits at once cannot both fit in the room left for one.
   */
  async check(manager: EntityManager, userId: string, amount: bigint): Promise<void> {
    const now = this.clock.now();
    for (const [period, { amount: limit }] of await depositLimits.read(manager, userId, now)) {
      if (limit === null) continue;
      const { start, resetsAt } = periodWindow(period, now);
      const used = await this.used(manager, userId, start);
      if (used + amount > limit) throw new DepositLimitReachedError(period, limit, used, resetsAt);
    }
  }

  private async views(manager: EntityManager, userId: string): Promise<DepositLimit[]> {
    const now = this.clock.now();
    const limits = await depositLimits.read(manager, userId, now);
    // One after another: in a transaction they share one connection, which runs one query at a time.
    const views: DepositLimit[] = [];
    for (const period of LIMIT_PERIODS) {
      const { start, resetsAt } = periodWindow(period, now);
      views.push({
        period,
        ...limitView(limits.get(period)),
        used: Money.format(await this.used(manager, userId, start)),
        resetsAt: resetsAt.toISOString(),
      });
    }
    return views;
  }

  /** Deposits asked for (pending) or credited (approved) since `start`, gross: what the user sent. */
  private async used(manager: EntityManager, userId: string, start: Date): Promise<bigint> {
    const [{ used }]: Array<{ used: string }> = await manager.query(
      `SELECT COALESCE(sum(amount_cents), 0)::text AS used FROM deposits
        WHERE user_id = $1 AND status IN ('pending', 'approved') AND created_at >= $2`,
      [userId, start],
    );
    return BigInt(used);
  }
}
