import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money } from '@p2p/contracts';
import type { BettingLimit } from '@p2p/contracts/api';
import { limitView, periodWindow, UserLimitTable } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { BETTING_CLOCK, BettingClock } from './betting-clock';
import { LIMIT_KINDS, LIMIT_RULES, LimitKind } from './limit-kinds';
import { stakedSince, worstNetLossSince } from './limit-usage';
import { BettingLimitReachedError } from './limits.errors';

const limitTable = new UserLimitTable<LimitKind>('stake_and_loss_limits', 'kind');

/**
 * Stake limits (per offer, per day) and net-loss limits (per week, per month) a user sets for
 * themselves (issue 22), with the wallet's rules for changing a deposit limit: a first or lower limit
 * applies at once, a higher one or a removal 24 hours later. A stake, made or taken, is refused when
 * it would pass a limit in force: exactly at the limit passes.
 */
@Injectable()
export class LimitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(BETTING_CLOCK) private readonly clock: BettingClock,
  ) {}

  async list(userId: string): Promise<BettingLimit[]> {
    return this.views(this.dataSource.manager, userId);
  }

  /** Sets one kind's limit (null: none); answers every kind's and whether the change waits. */
  async set(
    userId: string,
    kind: LimitKind,
    amount: bigint | null,
  ): Promise<{ limits: BettingLimit[]; effectiveAt: Date | null }> {
    return this.dataSource.transaction(async (manager) => {
      const effectiveAt = await limitTable.set(manager, userId, kind, amount, this.clock.now());
      return { limits: await this.views(manager, userId), effectiveAt };
    });
  }

  /** Refuses a stake past a limit, in the transaction that commits the stake (see `refusal`). */
  async check(manager: EntityManager, userId: string, stake: bigint): Promise<void> {
    const refused = await this.refusal(manager, userId, stake);
    if (refused) throw refused;
  }

  /**
   * The refusal a new stake of the user meets, or null. Inside the transaction that commits the
   * stake, it first takes the user's limits lock alone: two stakes at once cannot both fit in the
   * room left for one, the second counts the first once it commits. A user without limits costs one
   * read of the primary key and no lock.
   */
  async refusal(
    manager: EntityManager,
    userId: string,
    stake: bigint,
  ): Promise<BettingLimitReachedError | null> {
    return this.whyRefused(manager, userId, stake, { lock: true });
  }

  /** Without the lock: for the early answer that saves a claim and a hold, never for the decision itself. */
  async checkEarly(userId: string, stake: bigint): Promise<void> {
    const refused = await this.whyRefused(this.dataSource.manager, userId, stake, { lock: false });
    if (refused) throw refused;
  }

  private async whyRefused(
    manager: EntityManager,
    userId: string,
    stake: bigint,
    { lock }: { lock: boolean },
  ): Promise<BettingLimitReachedError | null> {
    const now = this.clock.now();
    const limits = await limitTable.read(manager, userId, now);
    const inForce = LIMIT_KINDS.flatMap((kind) => {
      const limit = limits.get(kind)?.amount ?? null;
      return limit === null ? [] : [{ kind, limit }];
    });
    if (inForce.length === 0) return null;
    if (lock) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `stake-limits:${userId}`,
      ]);
    }
    for (const { kind, limit } of inForce) {
      const { used, resetsAt } = await this.usage(manager, userId, kind, now);
      if ((used ?? 0n) + stake > limit) return new BettingLimitReachedError(kind, limit, used, resetsAt);
    }
    return null;
  }

  private async views(manager: EntityManager, userId: string): Promise<BettingLimit[]> {
    const now = this.clock.now();
    const limits = await limitTable.read(manager, userId, now);
    // One after another: in a transaction they share one connection, which runs one query at a time.
    const views: BettingLimit[] = [];
    for (const kind of LIMIT_KINDS) {
      const { used, resetsAt } = await this.usage(manager, userId, kind, now);
      views.push({
        kind,
        ...limitView(limits.get(kind)),
        used: used === null ? null : Money.format(used),
        resetsAt: resetsAt?.toISOString() ?? null,
      });
    }
    return views;
  }

  /** What the kind's current window has used, and when it resets; nothing for the limit per offer. */
  private async usage(
    manager: EntityManager,
    userId: string,
    kind: LimitKind,
    now: Date,
  ): Promise<{ used: bigint | null; resetsAt: Date | null }> {
    const { period, counts } = LIMIT_RULES[kind];
    if (!period) return { used: null, resetsAt: null };
    const { start, resetsAt } = periodWindow(period, now);
    const count = counts === 'stakes' ? stakedSince : worstNetLossSince;
    return { used: await count(manager, userId, start), resetsAt };
  }
}
