import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AccountUnlockService } from '../account-unlock/account-unlock.service';
import { LoginThrottle } from '../throttling/login-throttle';
import type { User } from '../users/user.entity';
import { PasswordHasher } from './password-hasher';

/**
 * Re-checks a signed-in user's password before a sensitive change. Wrong guesses count as failed
 * logins (per address, and towards the account lock), so a stolen access token is no way around the
 * lockout for guessing the password.
 */
@Injectable()
export class CurrentPasswordCheck {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly unlocks: AccountUnlockService,
  ) {}

  /** In the caller's transaction; false (and one failure recorded) when the password is wrong. */
  async confirm(manager: EntityManager, user: User, password: string, address: string): Promise<boolean> {
    const attempt = { email: user.email, address };
    await this.throttle.serialize(manager, attempt);
    await this.throttle.assertAllowed(manager, attempt);
    if (await this.hasher.verify(user.passwordHash, password)) return true;
    const unlockToken = await this.throttle.recordFailure(manager, attempt, true);
    // Both callers commit a wrong password's transaction as they answer, before the mail is read.
    if (unlockToken) this.unlocks.mailLink(user.email, unlockToken);
    return false;
  }
}
