import { Inject, Injectable } from '@nestjs/common';
import type { ExclusionKind } from '@p2p/contracts';
import { BreakInForceError, ExcludedUsers } from '@p2p/player-protection';
import { CLOCK, type Clock, ForbiddenError } from '@p2p/service-kit';
import { EntityManager } from 'typeorm';
import { AccountSuspendedError } from './account-suspended.error';

/**
 * Who may not bet: users auth has suspended, and users on a break they took (a time-out or a
 * self-exclusion, issue 22, which ends by itself). And the lock that orders a suspension or a break
 * against the transactions that create offers and write bets. Those take each party's lock shared, a suspension takes it alone:
 * either the write commits first (and the suspension then finds the offer and cancels it) or it
 * waits and reads the suspension. An advisory lock, not a row's: it exists for users betting has
 * no row for.
 */
@Injectable()
export class Suspensions {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** Answers which of the users may not bet, holding their locks until the transaction ends. */
  async suspendedAmong(manager: EntityManager, userIds: string[]): Promise<string[]> {
    const ids = [...new Set(userIds)].sort();
    // One order for every transaction, so two writers never wait on each other's second lock: one
    // statement takes them in the array's order.
    await manager.query(
      `SELECT pg_advisory_xact_lock_shared(hashtextextended(key, 0))
         FROM unnest($1::text[]) WITH ORDINALITY AS lock(key, position) ORDER BY position`,
      [ids.map(lockKey)],
    );
    const rows: Array<{ user_id: string }> = await manager.query(
      `SELECT user_id FROM suspended_users WHERE user_id = ANY($1::uuid[])
       UNION
       SELECT user_id FROM excluded_users
        WHERE user_id = ANY($1::uuid[]) AND (ends_at IS NULL OR ends_at > $2)`,
      [ids, this.clock.now()],
    );
    return rows.map((row) => row.user_id);
  }

  /**
   * Why the user may not bet (a suspension first: it is the admin's word), or null. Without the lock:
   * for the answers, and for the early ones that save a write, never for the decision itself.
   */
  async whyBlocked(manager: EntityManager, userId: string): Promise<ForbiddenError | null> {
    const suspended: unknown[] = await manager.query(`SELECT 1 FROM suspended_users WHERE user_id = $1`, [
      userId,
    ]);
    if (suspended.length > 0) return new AccountSuspendedError();
    const taken = await ExcludedUsers.inForce(manager, userId, this.clock.now());
    return taken ? new BreakInForceError(taken) : null;
  }

  async suspend(manager: EntityManager, userId: string, reason: string | null): Promise<void> {
    await this.lockAlone(manager, userId);
    await manager.query(
      `INSERT INTO suspended_users (user_id, reason) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET reason = EXCLUDED.reason`,
      [userId, reason],
    );
  }

  /** Records a break; the one ending last stands (a permanent one ends last of all). */
  async exclude(
    manager: EntityManager,
    userId: string,
    kind: ExclusionKind,
    endsAt: Date | null,
  ): Promise<void> {
    await this.lockAlone(manager, userId);
    await ExcludedUsers.record(manager, userId, kind, endsAt);
  }

  async reinstate(manager: EntityManager, userId: string): Promise<void> {
    await this.lockAlone(manager, userId);
    await manager.query(`DELETE FROM suspended_users WHERE user_id = $1`, [userId]);
  }

  private async lockAlone(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [lockKey(userId)]);
  }
}

const lockKey = (userId: string) => `betting-user:${userId}`;
