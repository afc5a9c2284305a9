import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * Who auth has suspended, and the lock that orders a suspension against the transactions that
 * create offers and write bets. Those take each party's lock shared, a suspension takes it alone:
 * either the write commits first (and the suspension then finds the offer and cancels it) or it
 * waits and reads the suspension. An advisory lock, not a row's: it exists for users betting has
 * no row for.
 */
@Injectable()
export class Suspensions {
  /** Answers which of the users are suspended, holding their locks until the transaction ends. */
  async suspendedAmong(manager: EntityManager, userIds: string[]): Promise<string[]> {
    const ids = [...new Set(userIds)].sort();
    // One order for every transaction, so two writers never wait on each other's second lock.
    for (const id of ids) {
      await manager.query(`SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))`, [lockKey(id)]);
    }
    const rows: Array<{ user_id: string }> = await manager.query(
      `SELECT user_id FROM suspended_users WHERE user_id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map((row) => row.user_id);
  }

  /** Without the lock: for the early answers that save a write, never for the decision itself. */
  async isSuspended(manager: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM suspended_users WHERE user_id = $1`, [userId]);
    return rows.length > 0;
  }

  async suspend(manager: EntityManager, userId: string, reason: string | null): Promise<void> {
    await this.lockAlone(manager, userId);
    await manager.query(
      `INSERT INTO suspended_users (user_id, reason) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET reason = EXCLUDED.reason`,
      [userId, reason],
    );
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
