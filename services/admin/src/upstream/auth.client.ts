import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { AccountStatus } from '@p2p/contracts';
import { CONFIG, InternalHttpClient, Role, UpstreamUnreachableError } from '@p2p/service-kit';
import type { AdminConfig } from '../admin.config';
import { commandOutcome, UpstreamUnavailableError } from './upstream.errors';

/** Auth's internal commands: users' roles and statuses belong to auth, which emits their events. */
@Injectable()
export class AuthClient implements OnModuleDestroy {
  private readonly http: InternalHttpClient;

  constructor(@Inject(CONFIG) config: AdminConfig) {
    this.http = new InternalHttpClient({
      service: 'Auth',
      baseUrls: config.SERVICE_URL_AUTH,
      token: config.INTERNAL_API_TOKEN,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    });
  }

  onModuleDestroy(): void {
    this.http.close();
  }

  async changeRole(userId: string, change: { role: Role; reason: string }, changedBy: string): Promise<void> {
    await this.command(
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
      `/internal/users/${encodeURIComponent(userId)}/status`,
      { ...change, changedBy },
      'Failed to update user status: the account service is unavailable, please try again',
    );
  }

  private async command(path: string, body: object, unavailable: string): Promise<unknown> {
    const answer = await this.http.send('PUT', path, body).catch((error: unknown) => {
      throw error instanceof UpstreamUnreachableError ? new UpstreamUnavailableError(unavailable) : error;
    });
    return commandOutcome(answer, unavailable);
  }
}
