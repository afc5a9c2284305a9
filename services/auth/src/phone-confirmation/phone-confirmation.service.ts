import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ConflictError,
  DomainError,
  TooManyRequestsError,
  ValidationFailedError,
  CLOCK,
  type Clock,
} from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../credentials/password-hasher';
import { sixDigitCode } from '../credentials/secrets';
import { MESSAGE_DELIVERY, MessageDelivery } from '../delivery/message-delivery';
import { Messages } from '../delivery/messages';
import {
  CODE_TTL_MINUTES,
  ExpiredCodeError,
  InvalidCodeError,
  MAX_WRONG_CODE_ATTEMPTS,
  TooManyCodeAttemptsError,
} from '../email-verification/one-time-code.errors';
import { freshCode } from '../email-verification/one-time-code.entity';
import { AttemptLimiter, LockoutPolicy, minutes } from '../throttling/attempt-limiter';
import { SendCooldowns } from '../throttling/send-cooldowns';
import { toUserView, UserView } from '../users/user.view';
import { UsersService } from '../users/users.service';
import { PhoneConfirmationCode } from './phone-confirmation-code.entity';

const RESEND_COOLDOWN_SECONDS = 60;

/** Wrong codes per user across resends: a resend must not buy five fresh guesses (issue 30). */
export const PHONE_CONFIRMATION_LOCKOUT: LockoutPolicy = {
  scope: 'phone-confirmation',
  maxFailures: 10,
  windowMinutes: 60,
  message: (n) => `Too many wrong codes. Please try again in ${minutes(n)}.`,
};

/**
 * Proves the signed-in user holds the phone on file: a six-digit SMS code (hashed, 15 minutes, 5
 * wrong tries, 10 an hour across resends) for that phone alone. Only a proven phone can recover the
 * account (`PhoneRecoveryService`).
 */
@Injectable()
export class PhoneConfirmationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MESSAGE_DELIVERY) private readonly delivery: MessageDelivery,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly cooldowns: SendCooldowns,
    private readonly limiter: AttemptLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async sendCode(userId: string): Promise<void> {
    const code = sixDigitCode();
    const codeHash = await this.hasher.hash(code);
    const message = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, userId);
      if (!user.phone || !user.phoneDigits) throw new ValidationFailedError('Add a phone number first');
      if (user.isPhoneVerified) throw new ConflictError('Your phone number is already confirmed');
      await this.limiter.assertAllowed(manager, PHONE_CONFIRMATION_LOCKOUT, userId);
      // Per phone: a new phone on file may be confirmed at once, an earlier one's minute aside.
      const wait = await this.cooldowns.claim(
        manager,
        'phone-confirmation',
        `${userId}:${user.phoneDigits}`,
        RESEND_COOLDOWN_SECONDS,
      );
      if (wait > 0) {
        throw new TooManyRequestsError(`Please wait ${wait} seconds before requesting a new code.`, wait);
      }
      await manager.upsert(
        PhoneConfirmationCode,
        { userId, phoneDigits: user.phoneDigits, ...freshCode(codeHash) },
        ['userId'],
      );
      return Messages.phoneConfirmationCode(user.phone, code, CODE_TTL_MINUTES);
    });
    await this.delivery.send(message).catch(() => {
      throw new DomainError('unavailable', 'Failed to send the confirmation code');
    });
  }

  /** The right code for the phone still on file marks it confirmed. */
  async confirm(userId: string, code: string): Promise<UserView> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, userId);
      if (user.isPhoneVerified) throw new ConflictError('Your phone number is already confirmed');
      await this.limiter.assertAllowed(manager, PHONE_CONFIRMATION_LOCKOUT, userId);
      const sent = await manager.findOneBy(PhoneConfirmationCode, { userId });
      // A code sent to an earlier phone proves nothing about this one.
      if (!sent || sent.phoneDigits !== user.phoneDigits) {
        return { error: new ValidationFailedError('Request a confirmation code for your phone first') };
      }
      if (sent.failedAttempts >= MAX_WRONG_CODE_ATTEMPTS) throw new TooManyCodeAttemptsError();
      if (sent.expiresAt.getTime() <= Date.now()) throw new ExpiredCodeError();
      if (!(await this.hasher.verify(sent.codeHash, code))) {
        await manager.increment(PhoneConfirmationCode, { userId }, 'failedAttempts', 1);
        await this.limiter.recordFailure(manager, PHONE_CONFIRMATION_LOCKOUT, userId);
        return { error: new InvalidCodeError() };
      }
      await manager.delete(PhoneConfirmationCode, { userId });
      return { user: await this.users.update(manager, userId, { isPhoneVerified: true }) };
    });
    // A wrong code is thrown after the commit, so its counted try is kept.
    if ('error' in outcome) throw outcome.error;
    return toUserView(outcome.user, this.clock.now());
  }
}
