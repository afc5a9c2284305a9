import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money } from '@p2p/contracts';
import type { DepositLimit } from '@p2p/contracts/api';
import { DomainError } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { LIMIT_PERIODS, LimitPeriod, PERIOD_ADJECTIVE, periodWindow } from './limit-periods';
import { WALLET_CLOCK, WalletClock } from './wallet-clock';

/** How long a raised (or removed) limit waits before it applies: a cooling-off, as regulators ask. */
export const RAISE_DELAY_MS = 24 * 60 * 60_000;

interface LimitRow {
  period: LimitPeriod;
  amount_cents: string | null;
  pending_amount_cents: string | null;
  pending_effective_at: Date | null;
}

/** The limit a row means at `now`: a pending change whose 24 hours are over is the limit in force. */
function inForce(row: LimitRow | undefined, now: Date): { amount: bigint | null; pending: LimitRow | null } {
  if (!row) return { amount: null, pending: null };
  if (row.pending_effective_at && row.pending_effective_at <= now)
    return { amount: cents(row.pending_amount_cents), pending: null };
  return { amount: cents(row.amount_cents), pending: row.pending_effective_at ? row : null };
}

const cents = (value: string | null) => (value === null ? null : BigInt(value));

export class DepositLimitReachedError extends DomainError {
  constructor(period: LimitPeriod, limit: bigint, used: bigint, resetsAt: Date) {
    super(
      'unprocessable',
      `This deposit would pass your ${PERIOD_ADJECTIVE[period]} deposit limit of ${Money.display(limit)} ` +
        `(${Money.display(used)} deposited so far). It resets on ${resetsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
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
    @Inject(WALLET_CLOCK) private readonly clock: WalletClock,
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
      const now = this.clock.now();
      const [row]: LimitRow[] = await manager.query(
        `SELECT period, amount_cents, pending_amount_cents, pending_effective_at
           FROM deposit_limits WHERE user_id = $1 AND period = $2 FOR UPDATE`,
        [userId, period],
      );
      const current = inForce(row, now).amount;
      const tightens = amount !== null && (current === null || amount <= current);
      const effectiveAt = tightens ? null : new Date(now.getTime() + RAISE_DELAY_MS);
      // A tightening replaces the limit and drops any raise waiting; a loosening waits beside it.
      await manager.query(
        `INSERT INTO deposit_limits (user_id, period, amount_cents, pending_amount_cents, pending_effective_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, period) DO UPDATE
           SET amount_cents = EXCLUDED.amount_cents, pending_amount_cents = EXCLUDED.pending_amount_cents,
               pending_effective_at = EXCLUDED.pending_effective_at, updated_at = EXCLUDED.updated_at`,
        [
          userId,
          period,
          tightens ? amount!.toString() : (current?.toString() ?? null),
          tightens || amount === null ? null : amount.toString(),
          effectiveAt,
          now,
        ],
      );
      return { limits: await this.views(manager, userId), effectiveAt };
    });
  }

  /**
   * Refuses a deposit that would pass a limit in force. Call it under the user's deposit lock, so
   * two deposits at once cannot both fit in the room left for one.
   */
  async check(manager: EntityManager, userId: string, amount: bigint): Promise<void> {
    const now = this.clock.now();
    const rows: LimitRow[] = await manager.query(
      `SELECT period, amount_cents, pending_amount_cents, pending_effective_at FROM deposit_limits WHERE user_id = $1`,
      [userId],
    );
    for (const row of rows) {
      const limit = inForce(row, now).amount;
      if (limit === null) continue;
      const { start, resetsAt } = periodWindow(row.period, now);
      const used = await this.used(manager, userId, start);
      if (used + amount > limit) throw new DepositLimitReachedError(row.period, limit, used, resetsAt);
    }
  }

  private async views(manager: EntityManager, userId: string): Promise<DepositLimit[]> {
    const now = this.clock.now();
    const rows: LimitRow[] = await manager.query(
      `SELECT period, amount_cents, pending_amount_cents, pending_effective_at FROM deposit_limits WHERE user_id = $1`,
      [userId],
    );
    return Promise.all(
      LIMIT_PERIODS.map(async (period) => {
        const { amount, pending } = inForce(
          rows.find((row) => row.period === period),
          now,
        );
        const { start, resetsAt } = periodWindow(period, now);
        const pendingAmount = cents(pending?.pending_amount_cents ?? null);
        return {
          period,
          amount: amount === null ? null : Money.format(amount),
          used: Money.format(await this.used(manager, userId, start)),
          resetsAt: resetsAt.toISOString(),
          pending: pending
            ? {
                amount: pendingAmount === null ? null : Money.format(pendingAmount),
                effectiveAt: pending.pending_effective_at!.toISOString(),
              }
            : null,
        };
      }),
    );
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
