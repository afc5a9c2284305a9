import { Injectable, Inject } from '@nestjs/common';
import type { AccountStatus } from '@p2p/contracts';
import type { AdminUser, AdminUserDetail, Page } from '@p2p/contracts/api';
import { AuthUser, ForbiddenError, NotFoundError, Role, CLOCK, type Clock } from '@p2p/service-kit';
import { toAdminBet } from '../bets/admin-bet.view';
import { BetQueries } from '../bets/bet.queries';
import { AuthClient } from '../upstream/auth.client';
import { pageOf, pageRequest } from '../validation/paging.dto';
import { toAdminUser } from './admin-user.view';
import type { ChangeRoleDto } from './dto/change-role.dto';
import type { ChangeStatusDto } from './dto/change-status.dto';
import type { ListUsersQueryDto } from './dto/list-users.query';
import { UserQueries } from './user.queries';

const RECENT_BETS = 10;

/**
 * The user list and profile come from the read model; role and status belong to auth, which is
 * asked to change them and tells everyone through its events (the read model follows).
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly queries: UserQueries,
    private readonly bets: BetQueries,
    private readonly auth: AuthClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(query: ListUsersQueryDto): Promise<Page<AdminUser>> {
    const page = pageRequest(query);
    const { rows, total } = await this.queries.page(query, page);
    return pageOf(
      rows.map((row) => toAdminUser(row, this.clock.now())),
      page,
      total,
    );
  }

  async detail(userId: string): Promise<AdminUserDetail> {
    const row = await this.queries.one(userId);
    if (!row) throw new NotFoundError('User not found');
    const bets = await this.bets.latestOfUser(userId, RECENT_BETS);
    return { ...toAdminUser(row, this.clock.now()), recentBets: bets.map(toAdminBet) };
  }

  /** An admin cannot demote themselves (nor lock the last admin out by mistake that way). */
  async changeRole(
    admin: AuthUser,
    userId: string,
    dto: ChangeRoleDto,
  ): Promise<{ id: string; role: Role; reason: string }> {
    if (userId === admin.id) throw new ForbiddenError('You cannot change your own role');
    const change = { role: dto.role, reason: dto.reason };
    await this.auth.changeRole(userId, change, admin.id);
    return { id: userId, ...change };
  }

  async changeStatus(
    admin: AuthUser,
    userId: string,
    dto: ChangeStatusDto,
  ): Promise<{ id: string; status: AccountStatus; reason: string | null }> {
    if (userId === admin.id) throw new ForbiddenError('You cannot change your own status');
    const change = { status: dto.status, reason: dto.reason || null };
    await this.auth.changeStatus(userId, change, admin.id);
    return { id: userId, ...change };
  }
}
