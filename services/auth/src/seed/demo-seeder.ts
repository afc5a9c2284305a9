import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CONFIG, ConflictError } from '@p2p/service-kit';
import { AccountsService } from '../accounts/accounts.service';
import type { AuthConfig } from '../auth.config';
import { UsersService } from '../users/users.service';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * Seeds the demo accounts at start when SEED_DEMO_DATA is set, through the account service so their
 * auth.UserRegistered events reach the other services. Idempotent across restarts and replicas.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeeder.name);

  constructor(
    @Inject(CONFIG) private readonly config: AuthConfig,
    private readonly accounts: AccountsService,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA) return;
    let created = 0;
    for (const account of DEMO_ACCOUNTS) {
      if (await this.users.findByEmail(account.email)) continue;
      try {
        await this.accounts.createAccount(account);
        created++;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error; // a replica seeding at the same time won
      }
    }
    if (created > 0) this.logger.log(`Seeded ${created} demo account(s)`);
  }
}
