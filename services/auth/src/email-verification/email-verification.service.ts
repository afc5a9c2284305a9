import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CONFIG,
  DomainError,
  ForbiddenError,
  TooManyRequestsError,
  CLOCK,
  type Clock,
} from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthConfig } from '../auth.config';
import { PasswordHasher } from '../credentials/password-hasher';
import { sixDigitCode } from '../credentials/secrets';
import { MESSAGE_DELIVERY, MessageDelivery, OutgoingMessage } from '../delivery/message-delivery';
import { Messages } from '../delivery/messages';
import { SendCooldowns } from '../throttling/send-cooldowns';
import type { User } from '../users/user.entity';
import { toUserView, UserView } from '../users/user.view';
import { UsersService } from '../users/users.service';
import { EmailVerificationCode } from './email-verification-code.entity';
import { freshCode } from './one-time-code.entity';
import {
  CODE_TTL_MINUTES,
  ExpiredCodeError,
  InvalidCodeError,
  MAX_WRONG_CODE_ATTEMPTS,
  TooManyCodeAttemptsError,
} from './one-time-code.errors';

const RESEND_COOLDOWN_SECONDS = 60;
const COOLDOWN_PURPOSE = 'email-verification';

type Outcome = { user: User } | { error: Error };

/**
 * Proves a user owns their email: a six-digit PIN (hashed, 15 minutes, 5 wrong tries) sent at
 * signup and on request. Unknown addresses get the answers known ones get.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(MESSAGE_DELIVERY) private readonly delivery: MessageDelivery,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly cooldowns: SendCooldowns,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A fresh PIN replacing any earlier one; the caller sends the message once its transaction commits. */
  async issue(manager: EntityManager, user: User): Promise<OutgoingMessage> {
    const pin = sixDigitCode();
    await manager.upsert(
      EmailVerificationCode,
      { userId: user.id, ...freshCode(await this.hasher.hash(pin)) },
      ['userId'],
    );
    await this.cooldowns.claim(manager, COOLDOWN_PURPOSE, user.email, RESEND_COOLDOWN_SECONDS);
    const page = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/email-verification?email=${encodeURIComponent(user.email)}`;
    return Messages.verificationPin(user.email, user.name, pin, CODE_TTL_MINUTES, page);
  }

  async verify(email: string, pin: string): Promise<UserView> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<Outcome> => {
      const user = await this.users.findByEmail(email, manager);
      const code = user
        ? await manager.findOne(EmailVerificationCode, {
            where: { userId: user.id },
            lock: { mode: 'pessimistic_write' },
          })
        : null;
      if (!user || !code) {
        await this.hasher.verifyNothing(pin);
        return { error: new InvalidCodeError() };
      }
      if (code.failedAttempts >= MAX_WRONG_CODE_ATTEMPTS) throw new TooManyCodeAttemptsError();
      if (code.expiresAt.getTime() <= Date.now()) throw new ExpiredCodeError();
      if (!(await this.hasher.verify(code.codeHash, pin))) {
        await manager.increment(EmailVerificationCode, { userId: user.id }, 'failedAttempts', 1);
        return { error: new InvalidCodeError() };
      }
      await manager.delete(EmailVerificationCode, { userId: user.id });
      return { user: await this.users.update(manager, user.id, { isEmailVerified: true }) };
    });
    // A wrong PIN is thrown after the commit, so its counted try is kept.
    if ('error' in outcome) throw outcome.error;
    return toUserView(outcome.user, this.clock.now());
  }

  /** A new PIN at most once a minute per address; nothing is sent to unknown or verified addresses. */
  async resend(email: string): Promise<void> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const wait = await this.cooldowns.claim(manager, COOLDOWN_PURPOSE, email, RESEND_COOLDOWN_SECONDS);
      if (wait > 0) return { wait };
      const user = await this.users.findByEmail(email, manager);
      if (!user || user.isEmailVerified) return {};
      return { message: await this.issue(manager, user) };
    });
    if (outcome.wait) {
      throw new TooManyRequestsError(
        `Please wait ${outcome.wait} seconds before requesting a new code.`,
        outcome.wait,
      );
    }
    if (outcome.message) {
      await this.delivery.send(outcome.message).catch(() => {
        throw new DomainError('unavailable', 'Failed to resend verification code');
      });
    }
  }

  /**
   * Only about the caller's own address: answering for any address told strangers who has an
   * account. Refusing other addresses tells nothing, since it looks only at the caller's own row.
   */
  async isOwnEmailVerified(userId: string, email: string): Promise<boolean> {
    const user = await this.users.findById(userId);
    if (!user || user.email !== email) {
      throw new ForbiddenError('You can only check the verification status of your own email');
    }
    return user.isEmailVerified;
  }
}
