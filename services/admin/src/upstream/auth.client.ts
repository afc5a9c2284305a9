import { Inject, Injectable } from '@nestjs/common';
import type { AccountStatus } from '@p2p/contracts';
import { CONFIG, Role } from '@p2p/service-kit';
import type { AdminConfig } from '../admin.config';
import { CommandClient } from './command-client';

/** Auth's internal commands: users' roles and statuses belong to auth, which emits their events. */
@Injectable()
export class AuthClient extends CommandClient {
  constructor(@Inject(CONFIG) config: AdminConfig) {
    super('Auth', config.SERVICE_URL_AUTH, config);
  }

  async changeRole(userId: string, change: { role: Role; reason: string }, changedBy: string): Promise<void> {
    await this.command(
      'PUT',
      `/internal/users/${encodeURIComponent(userId)}/role`,
      { ...change, changedBy },
      'Failed to update user role: the account service is unavailable, please try again',
    );
  }

  async changeStatus(
    userId: string,
    change: { status: AccountStatus; reason: string | null },
    changedBy: string,
  ): Promise<void> {
    await this.command(
      'PUT',
      `/internal/users/${encodeURIComponent(userId)}/status`,
      { ...change, changedBy },
      'Failed to update user status: the account service is unavailable, please try again',
    );
  }
}
