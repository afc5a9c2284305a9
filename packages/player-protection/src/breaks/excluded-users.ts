import type { ExclusionKind } from '@p2p/contracts';
import type { EntityManager } from 'typeorm';
import { utcMinute } from '../limits/limit-periods';

/** A break from betting (time-out or self-exclusion, issue 22) that has not ended; `endsAt` null: permanent. */
export interface BreakInForce {
  kind: ExclusionKind;
  endsAt: Date | null;
}

/** How a message says when a break ends: "until 2026-11-28 10:00 UTC", or "permanently". */
export const breakEnd = (endsAt: Date | null): string =>
  endsAt ? `until ${utcMinute(endsAt)} UTC` : 'permanently';

/**
 * The projection of auth.UserExcluded that each service enforcing breaks keeps, in its own table
 * `excluded_users (user_id PK, kind, ends_at, updated_at)`. One row a user: the break ending last,
 * so late, repeated and reordered events all leave the same row.
 */
export const ExcludedUsers = {
  async record(
    manager: EntityManager,
    userId: string,
    kind: ExclusionKind,
    endsAt: Date | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO excluded_users (user_id, kind, ends_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET kind = EXCLUDED.kind, ends_at = EXCLUDED.ends_at, updated_at = now()
        WHERE excluded_users.ends_at IS NOT NULL
          AND (EXCLUDED.ends_at IS NULL OR EXCLUDED.ends_at > excluded_users.ends_at)`,
      [userId, kind, endsAt],
    );
  },

  /** The user's break, unless it is over at `now` (the service's clock, which tests move). */
  async inForce(manager: EntityManager, userId: string, now: Date): Promise<BreakInForce | null> {
    const [row]: Array<{ kind: ExclusionKind; ends_at: Date | null }> = await manager.query(
      `SELECT kind, ends_at FROM excluded_users WHERE user_id = $1 AND (ends_at IS NULL OR ends_at > $2)`,
      [userId, now],
    );
    return row ? { kind: row.kind, endsAt: row.ends_at } : null;
  },
};
