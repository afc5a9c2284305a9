import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AttemptLimiter, LOGIN_LOCKOUT } from '../throttling/attempt-limiter';
import type { User } from '../users/user.entity';
import { PasswordHasher } from './password-hasher';

/**
 * Re-checks a signed-in user's password before a sensitive change. Wrong guesses count towards the
 * login lockout, so a stolen access token is no way around it for guessing the password.
 */
@Injectable()
export class CurrentPasswordCheck {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly limiter: AttemptLimiter,
  ) {}

  /** In the caller's transaction; false (and one failure recorded) when the password is wrong. */
  async confirm(manager: EntityManager, user: User, password: string): Promise<boolean> {
    await this.limiter.serialize(manager, LOGIN_LOCKOUT, user.email);
    await this.limiter.assertAllowed(manager, LOGIN_LOCKOUT, user.email);
    if (await this.hasher.verify(user.passwordHash, password)) return true;
    await this.limiter.recordFailure(manager, LOGIN_LOCKOUT, user.email);
    return false;
  }
}
