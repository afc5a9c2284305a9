import { CLOCK, type Clock } from '@p2p/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money } from '@p2p/contracts';
import type { BettingLimit } from '@p2p/contracts/api';
import { limitView, periodWindow, UserLimitTable } from '@p2p/player-protection';
import { DataSource, EntityManager } from 'typeorm';
import { LIMIT_KINDS, LIMIT_RULES, LimitKind } from './limit-kinds';
import { stakedSince, worstNetLossSince } from './limit-usage';
import { BettingLimitReachedError } from './limits.errors';

/** A new stake of a user, as the limits count it. */
export interface Stake {
  userId: string;
  stake: bigint;
}

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
    @Inject(CLOCK) private readonly clock: Clock,
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

  /** Refuses a stake past a limit, in the transaction that commits the stake (see `refusals`). */
  async check(manager: EntityManager, userId: string, stake: bigint): Promise<void> {
    const [refused] = await this.refusals(manager, [{ userId, stake }]);
    if (refused) throw refused;
  }

  /**
   * The refusal each new stake meets (null: none), in order, inside the transaction that commits
   * them: each as if the earlier stakes given here that pass had committed just before it, so two
   * stakes of one user cannot both fit in the room left for one. It first takes the limits lock of
   * each user with a limit in force, alone and in user-id order: two transactions staking for one
   * user at once count each other once the first commits. Users without limits cost one read of the
   * primary key for all of them, and no lock.
   */
  async refusals(
    manager: EntityManager,
    stakes: readonly Stake[],
  ): Promise<Array<BettingLimitReachedError | null>> {
    return this.whyRefused(manager, stakes, 'decisive');
  }

  /**
   * Each stake alone, without the lock: for the early answers that save a claim and a hold, never
   * for the decision itself.
   */
  async earlyRefusals(stakes: readonly Stake[]): Promise<Array<BettingLimitReachedError | null>> {
    return this.whyRefused(this.dataSource.manager, stakes, 'early');
  }

  private async whyRefused(
    manager: EntityManager,
    stakes: readonly Stake[],
    mode: 'early' | 'decisive',
  ): Promise<Array<BettingLimitReachedError | null>> {
    const refusals = stakes.map((): BettingLimitReachedError | null => null);
    if (stakes.length === 0) return refusals;
    const now = this.clock.now();
    const limits = await limitTable.readMany(
      manager,
      stakes.map((stake) => stake.userId),
      now,
    );
    const inForce = new Map<string, Array<{ kind: LimitKind; limit: bigint }>>();
    for (const [userId, userLimits] of limits) {
      const kinds = LIMIT_KINDS.flatMap((kind) => {
        const limit = userLimits.get(kind)?.amount ?? null;
        return limit === null ? [] : [{ kind, limit }];
      });
      if (kinds.length > 0) inForce.set(userId, kinds);
    }
    if (inForce.size === 0) return refusals;
    if (mode === 'decisive') {
      for (const userId of [...inForce.keys()].sort()) {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
          `stake-limits:${userId}`,
        ]);
      }
    }
    const usages = new Map<string, Promise<{ used: bigint | null; resetsAt: Date | null }>>();
    // One at a time: in a transaction they share one connection, which runs one query at a time.
    const usageOf = async (userId: string, kind: LimitKind) => {
      const key = `${userId}:${kind}`;
      if (!usages.has(key)) usages.set(key, this.usage(manager, userId, kind, now));
      return usages.get(key) as Promise<{ used: bigint | null; resetsAt: Date | null }>;
    };
    const passedEarlier = new Map<string, bigint>();
    for (const [index, { userId, stake }] of stakes.entries()) {
      const kinds = inForce.get(userId);
      if (!kinds) continue;
      const earlier = mode === 'decisive' ? (passedEarlier.get(userId) ?? 0n) : 0n;
      for (const { kind, limit } of kinds) {
        const usage = await usageOf(userId, kind);
        // The limit per offer counts each stake alone; the windows count the earlier stakes too.
        const used = usage.used === null ? null : usage.used + earlier;
        if ((used ?? 0n) + stake > limit) {
          refusals[index] = new BettingLimitReachedError(kind, limit, used, usage.resetsAt);
          break;
        }
      }
      if (!refusals[index]) passedEarlier.set(userId, earlier + stake);
    }
    return refusals;
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
