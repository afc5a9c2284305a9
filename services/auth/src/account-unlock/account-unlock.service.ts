import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG, ValidationFailedError } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import type { AuthConfig } from '../auth.config';
import { MESSAGE_DELIVERY, MessageDelivery } from '../delivery/message-delivery';
import { Messages } from '../delivery/messages';
import { LoginThrottle } from '../throttling/login-throttle';

/**
 * The way out of an account lock for its owner: a single-use link (the token stored hashed, valid
 * while the lock lasts) mailed once per lock, which lifts the lock and clears the failed logins.
 */
@Injectable()
export class AccountUnlockService {
  private readonly logger = new Logger(AccountUnlockService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(MESSAGE_DELIVERY) private readonly delivery: MessageDelivery,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * Sent without waiting, like reset links: the failed login that set the lock must answer as fast as
   * any other failure, whether or not the email has an account.
   */
  mailLink(email: string, token: string): void {
    const link = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/unlock-account?token=${encodeURIComponent(token)}`;
    void this.delivery
      .send(Messages.accountUnlockLink(email, link, this.config.ACCOUNT_LOCK_MINUTES))
      .catch((error) => this.logger.error(`Unlock link not sent: ${String(error)}`));
  }

  async unlock(token: string): Promise<void> {
    const unlocked = await this.dataSource.transaction((manager) => this.throttle.unlock(manager, token));
    if (!unlocked) throw new ValidationFailedError('Invalid or expired unlock link');
  }
}
