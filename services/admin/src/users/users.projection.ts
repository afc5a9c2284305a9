import { Injectable } from '@nestjs/common';
import {
  Money,
  type UserExcluded,
  type UserRegistered,
  type UserRoleChanged,
  type UserStatusChanged,
  type UserUpdated,
} from '@p2p/contracts';
import { EntityManager } from 'typeorm';

/**
 * The users read model. Identity, role and status come from auth's topic, the balance from the
 * wallet's, bet counts from betting's: the three topics interleave in any order, so a row may be
 * created by whichever arrives first, and every write commutes with the others' (a rebuild, which
 * interleaves them differently, ends with the same rows).
 */
@Injectable()
export class UsersProjection {
  /** UserRegistered's time is the join date; a later UserUpdated never moves it. */
  async identity(
    manager: EntityManager,
    user: UserRegistered | UserUpdated,
    occurredAt: string,
    registered: boolean,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, username, name, email, role, is_email_verified, joined_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, name = EXCLUDED.name,
         email = EXCLUDED.email, role = EXCLUDED.role, is_email_verified = EXCLUDED.is_email_verified,
         joined_at = CASE WHEN $8 THEN EXCLUDED.joined_at ELSE COALESCE(users.joined_at, EXCLUDED.joined_at) END`,
      [
        user.userId,
        user.username,
        user.name,
        user.email,
        user.role,
        user.isEmailVerified,
        occurredAt,
        registered,
      ],
    );
  }

  async roleChanged(manager: EntityManager, change: UserRoleChanged): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, role) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET role = EXCLUDED.role`,
      [change.userId, change.role],
    );
  }

  /** A reinstated account keeps no reason. */
  async statusChanged(manager: EntityManager, change: UserStatusChanged): Promise<void> {
    const reason = change.status === 'suspended' ? change.reason : null;
    await manager.query(
      `INSERT INTO users (id, status, status_reason) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, status_reason = EXCLUDED.status_reason`,
      [change.userId, change.status, reason],
    );
  }

  /** The break ending last stands (a permanent one, NULL until, ends last of all); replays keep it. */
  async excluded(manager: EntityManager, change: UserExcluded): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, exclusion_kind, excluded_until) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET exclusion_kind = EXCLUDED.exclusion_kind, excluded_until = EXCLUDED.excluded_until
        WHERE users.exclusion_kind IS NULL
           OR (users.excluded_until IS NOT NULL
               AND (EXCLUDED.excluded_until IS NULL OR EXCLUDED.excluded_until > users.excluded_until))`,
      [change.userId, change.kind, change.endsAt],
    );
  }

  async signedIn(manager: EntityManager, userId: string, at: string): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, last_login_at) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET last_login_at = GREATEST(users.last_login_at, EXCLUDED.last_login_at)`,
      [userId, at],
    );
  }

  /** The latest balance wins, by the time the wallet wrote it. */
  async balance(
    manager: EntityManager,
    change: { userId: string; available: string; held: string },
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, available_cents, held_cents, balance_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET available_cents = EXCLUDED.available_cents,
         held_cents = EXCLUDED.held_cents, balance_at = EXCLUDED.balance_at
       WHERE users.balance_at IS NULL OR users.balance_at <= EXCLUDED.balance_at`,
      [
        change.userId,
        Money.toCents(change.available).toString(),
        Money.toCents(change.held).toString(),
        occurredAt,
      ],
    );
  }

  /**
   * One more matched bet for each side, and what that side staked in its volume: the same on even
   * money, the backer's stake and the layer's liability on a part of an exchange offer.
   */
  async betMatched(
    manager: EntityManager,
    sides: ReadonlyArray<{ userId: string; stakeCents: bigint }>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, bets_count, volume_cents)
       SELECT id, 1, stake FROM unnest($1::text[], $2::bigint[]) AS side (id, stake)
       ON CONFLICT (id) DO UPDATE SET bets_count = users.bets_count + 1,
         volume_cents = users.volume_cents + EXCLUDED.volume_cents`,
      [sides.map((side) => side.userId), sides.map((side) => side.stakeCents.toString())],
    );
  }
}
