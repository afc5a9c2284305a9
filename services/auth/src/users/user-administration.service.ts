import { Injectable, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountStatus } from '@p2p/contracts';
import { NotFoundError, OutboxService, Role, CLOCK, type Clock } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service';
import { User } from './user.entity';
import {
  LastAdminError,
  OwnAccountChangeError,
  SuspensionReasonRequiredError,
} from './user-administration.errors';
import { UserEvents } from './user-events';
import { ManagedUserView, toManagedUserView } from './user.view';
import { UsersService } from './users.service';

export interface RoleChange {
  role: Role;
  reason?: string | null;
  changedBy: string;
}

export interface StatusChange {
  status: AccountStatus;
  reason?: string | null;
  changedBy: string;
}

/**
 * The admin service's commands on accounts: roles and suspensions change only here. Each change
 * raises the user's token generation and announces it (auth.AccessRevoked), so every app refuses the
 * user's older tokens at once, and records what changed, by whom, in the same transaction.
 */
@Injectable()
export class UserAdministration {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly outbox: OutboxService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async changeRole(userId: string, change: RoleChange): Promise<ManagedUserView> {
    if (change.changedBy === userId) throw new OwnAccountChangeError('role');
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockForAdminChange(manager, userId);
      if (user.role === change.role) return toManagedUserView(user, this.clock.now());
      if (user.role === 'admin' && (await this.isLastActiveAdmin(manager, user))) {
        throw new LastAdminError('demoted');
      }
      const generation = user.tokenGeneration + 1;
      const after = await this.users.update(manager, userId, {
        role: change.role,
        tokenGeneration: generation,
      });
      await this.outbox.add(
        manager,
        UserEvents.roleChanged(user, {
          role: change.role,
          reason: change.reason?.trim() || null,
          changedBy: change.changedBy,
        }),
      );
      await this.sessions.retireTokensBelow(manager, userId, generation, 'role_changed');
      return toManagedUserView(after, this.clock.now());
    });
  }

  /** A suspension also ends every session; a reinstatement lets the user sign in again. */
  async changeStatus(userId: string, change: StatusChange): Promise<ManagedUserView> {
    if (change.changedBy === userId) throw new OwnAccountChangeError('status');
    const reason = change.reason?.trim() || null;
    if (change.status === 'suspended' && !reason) throw new SuspensionReasonRequiredError();
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockForAdminChange(manager, userId);
      if (user.status === change.status) return toManagedUserView(user, this.clock.now());
      if (change.status === 'suspended' && (await this.isLastActiveAdmin(manager, user))) {
        throw new LastAdminError('suspended');
      }
      const generation = user.tokenGeneration + 1;
      const after = await this.users.update(manager, userId, {
        status: change.status,
        statusReason: change.status === 'suspended' ? reason : null,
        tokenGeneration: generation,
      });
      await this.outbox.add(
        manager,
        UserEvents.statusChanged(user, { status: change.status, reason, changedBy: change.changedBy }),
      );
      if (change.status === 'suspended') {
        await this.sessions.revokeAll(manager, userId, 'status_changed', generation);
      } else {
        await this.sessions.retireTokensBelow(manager, userId, generation, 'status_changed');
      }
      return toManagedUserView(after, this.clock.now());
    });
  }

  /**
   * Every role and status change first takes one lock for the set of admins, then the user's row:
   * two admins demoting (or suspending) each other at once are counted one after the other, so
   * the second finds the first gone and the platform keeps an admin.
   */
  private async lockForAdminChange(manager: EntityManager, userId: string): Promise<User> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('auth:admins', 0))`);
    const user = await manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  private async isLastActiveAdmin(manager: EntityManager, user: User): Promise<boolean> {
    if (user.role !== 'admin' || user.status !== 'active') return false;
    const [{ others }]: Array<{ others: number }> = await manager.query(
      `SELECT count(*)::int AS others FROM users WHERE role = 'admin' AND status = 'active' AND id <> $1`,
      [user.id],
    );
    return others === 0;
  }
}
