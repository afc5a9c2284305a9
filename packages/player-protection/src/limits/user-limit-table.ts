import { Money } from '@p2p/contracts';
import type { EntityManager } from 'typeorm';
import { utcMinute } from './limit-periods';

/** How long a raised (or removed) limit waits before it applies: a cooling-off, as regulators ask. */
export const RAISE_DELAY_MS = 24 * 60 * 60_000;

/** One limit at a moment: the amount in force (null: none) and a raise or removal waiting its turn. */
export interface LimitState {
  amount: bigint | null;
  pending: { amount: bigint | null; effectiveAt: Date } | null;
}

/** A limit state as the API answers it: dollars and ISO times. */
export interface LimitStateView {
  amount: string | null;
  pending: { amount: string | null; effectiveAt: string } | null;
}

interface LimitRow {
  key: string;
  amount_cents: string | null;
  pending_amount_cents: string | null;
  pending_effective_at: Date | null;
}

const NO_LIMIT: LimitState = { amount: null, pending: null };
const IDENTIFIER = /^[a-z_]+$/;

/**
 * A table of users' own limits (issue 22), one row per user and limit: `amount_cents` is the limit in
 * force (NULL: none); a raise or a removal waits in `pending_amount_cents` until `pending_effective_at`,
 * 24 hours after it was asked for, and is then read as the limit in force. No job moves it: every
 * read compares with the caller's clock. The table has `user_id`, the key column, those three and
 * `updated_at`, with the primary key (user_id, key).
 */
export class UserLimitTable<K extends string> {
  constructor(
    private readonly table: string,
    private readonly keyColumn: string,
  ) {
    if (!IDENTIFIER.test(table) || !IDENTIFIER.test(keyColumn))
      throw new Error(`Not a table and column: ${table}.${keyColumn}`);
  }

  /** The user's limits at `now`, by key (a limit never set is absent): one read of the primary key. */
  async read(manager: EntityManager, userId: string, now: Date): Promise<Map<K, LimitState>> {
    return (await this.readMany(manager, [userId], now)).get(userId) ?? new Map();
  }

  /** Several users' limits at `now` in one read, by user (a user with no limit set is absent). */
  async readMany(
    manager: EntityManager,
    userIds: readonly string[],
    now: Date,
  ): Promise<Map<string, Map<K, LimitState>>> {
    const rows: Array<LimitRow & { user_id: string }> = await manager.query(
      `SELECT user_id, ${this.keyColumn} AS key, amount_cents, pending_amount_cents, pending_effective_at
         FROM ${this.table} WHERE user_id = ANY($1)`,
      [[...new Set(userIds)]],
    );
    const byUser = new Map<string, Map<K, LimitState>>();
    for (const row of rows) {
      const limits = byUser.get(row.user_id) ?? new Map<K, LimitState>();
      limits.set(row.key as K, inForce(row, now));
      byUser.set(row.user_id, limits);
    }
    return byUser;
  }

  /**
   * Sets one limit (null: none) and answers when the change applies, null for at once. A first limit
   * or a lower one applies at once and drops any raise waiting; a higher one or a removal waits 24
   * hours beside the limit in force, so a limit cannot be lifted on impulse. Run it in a transaction:
   * the row is read for update.
   */
  async set(
    manager: EntityManager,
    userId: string,
    key: K,
    amount: bigint | null,
    now: Date,
  ): Promise<Date | null> {
    const [row]: LimitRow[] = await manager.query(
      `SELECT ${this.keyColumn} AS key, amount_cents, pending_amount_cents, pending_effective_at
         FROM ${this.table} WHERE user_id = $1 AND ${this.keyColumn} = $2 FOR UPDATE`,
      [userId, key],
    );
    const current = row ? inForce(row, now).amount : null;
    const tightens = amount !== null && (current === null || amount <= current);
    const effectiveAt = tightens ? null : new Date(now.getTime() + RAISE_DELAY_MS);
    await manager.query(
      `INSERT INTO ${this.table}
         (user_id, ${this.keyColumn}, amount_cents, pending_amount_cents, pending_effective_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, ${this.keyColumn}) DO UPDATE
         SET amount_cents = EXCLUDED.amount_cents, pending_amount_cents = EXCLUDED.pending_amount_cents,
             pending_effective_at = EXCLUDED.pending_effective_at, updated_at = EXCLUDED.updated_at`,
      [
        userId,
        key,
        tightens ? amount.toString() : (current?.toString() ?? null),
        tightens || amount === null ? null : amount.toString(),
        effectiveAt,
        now,
      ],
    );
    return effectiveAt;
  }
}

/** The limit a row means at `now`: a pending change whose 24 hours are over is the limit in force. */
function inForce(row: LimitRow, now: Date): LimitState {
  if (row.pending_effective_at && row.pending_effective_at <= now)
    return { amount: cents(row.pending_amount_cents), pending: null };
  return {
    amount: cents(row.amount_cents),
    pending: row.pending_effective_at
      ? { amount: cents(row.pending_amount_cents), effectiveAt: row.pending_effective_at }
      : null,
  };
}

const cents = (value: string | null) => (value === null ? null : BigInt(value));
const dollars = (value: bigint | null) => (value === null ? null : Money.format(value));

export function limitView({ amount, pending }: LimitState = NO_LIMIT): LimitStateView {
  return {
    amount: dollars(amount),
    pending: pending
      ? { amount: dollars(pending.amount), effectiveAt: pending.effectiveAt.toISOString() }
      : null,
  };
}

/** The answer to a change of the limit `name` ("daily deposit limit"): applied now, or when it will be. */
export function limitChangeMessage(name: string, effectiveAt: Date | null): string {
  const title = `${name[0].toUpperCase()}${name.slice(1)}`;
  return effectiveAt
    ? `${title} change saved: it applies on ${utcMinute(effectiveAt)} UTC, 24 hours from now.`
    : `${title} set: it applies now.`;
}
