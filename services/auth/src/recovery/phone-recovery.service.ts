import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TooManyRequestsError } from '@p2p/service-kit';
import { DataSource, EntityManager, In } from 'typeorm';
import { PasswordHasher } from '../credentials/password-hasher';
import { sixDigitCode } from '../credentials/secrets';
import { MESSAGE_DELIVERY, MessageDelivery, OutgoingMessage } from '../delivery/message-delivery';
import { Messages } from '../delivery/messages';
import {
  CODE_TTL_MINUTES,
  ExpiredCodeError,
  InvalidCodeError,
  MAX_WRONG_CODE_ATTEMPTS,
  TooManyCodeAttemptsError,
} from '../email-verification/one-time-code.errors';
import { freshCode } from '../email-verification/one-time-code.entity';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { AttemptLimiter, LockoutPolicy, minutes } from '../throttling/attempt-limiter';
import { SendCooldowns } from '../throttling/send-cooldowns';
import { User } from '../users/user.entity';
import { phoneDigits, UsersService } from '../users/users.service';
import { PhoneRecoveryCode } from './phone-recovery-code.entity';

const RESEND_COOLDOWN_SECONDS = 60;

/** A phone changed more recently than this cannot recover the account: a thief's new phone waits. */
export const PHONE_SETTLING_DAYS = 7;

/**
 * Wrong codes per phone and per user, across resends (a resend used to reset the count, buying
 * 7,200 guesses a day): at the limit recovery by phone closes for the rest of the hour (issue 30).
 */
export const PHONE_RECOVERY_LOCKOUT: LockoutPolicy = {
  scope: 'phone-recovery',
  maxFailures: 10,
  windowMinutes: 60,
  message: (n) => `Too many wrong codes. Recovery by phone is closed for ${minutes(n)}.`,
};

const subjects = { phone: (digits: string) => `phone:${digits}`, user: (id: string) => `user:${id}` };

/**
 * Recovery by phone: a six-digit SMS code (hashed, 15 minutes, 5 wrong tries per code, 10 an hour
 * per phone and per user) that buys a reset token; only to a phone confirmed by a code and unchanged
 * for 7 days. Unknown and not-yet-eligible phones get the same answers as eligible ones.
 */
@Injectable()
export class PhoneRecoveryService {
  private readonly logger = new Logger(PhoneRecoveryService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MESSAGE_DELIVERY) private readonly delivery: MessageDelivery,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly cooldowns: SendCooldowns,
    private readonly resets: PasswordResetService,
    private readonly limiter: AttemptLimiter,
  ) {}

  /** One code per account on the phone (each SMS names its username); at most one round a minute. */
  async sendCode(phone: string): Promise<void> {
    const digits = phoneDigits(phone);
    if (!digits) return;
    const messages = await this.dataSource.transaction(async (manager) => {
      if ((await this.cooldowns.claim(manager, 'phone-recovery', digits, RESEND_COOLDOWN_SECONDS)) > 0)
        return [];
      if (await this.closed(manager, subjects.phone(digits))) return [];
      const outgoing: OutgoingMessage[] = [];
      for (const user of await this.recoverableByPhone(manager, digits)) {
        if (await this.closed(manager, subjects.user(user.id))) continue;
        const code = sixDigitCode();
        await manager.upsert(
          PhoneRecoveryCode,
          { userId: user.id, phoneDigits: digits, ...freshCode(await this.hasher.hash(code)) },
          ['userId'],
        );
        outgoing.push(Messages.recoveryCode(user.phone ?? phone, user.username, code, CODE_TTL_MINUTES));
      }
      return outgoing;
    });
    // Not awaited: the time an SMS takes must not tell whether the phone has an account.
    for (const message of messages) {
      void this.delivery
        .send(message)
        .catch((error) => this.logger.error(`Recovery SMS not sent: ${String(error)}`));
    }
  }

  /** The right code spends itself and answers a reset token for its account. */
  async verifyCode(phone: string, code: string): Promise<string> {
    const digits = phoneDigits(phone) ?? '';
    const closedNotices: OutgoingMessage[] = [];
    const outcome = await this.dataSource.transaction(async (manager) => {
      // Parallel guesses at one phone wait for each other, so none slips past the count.
      await this.limiter.serialize(manager, PHONE_RECOVERY_LOCKOUT, subjects.phone(digits));
      await this.limiter.assertAllowed(manager, PHONE_RECOVERY_LOCKOUT, subjects.phone(digits));
      const open: User[] = [];
      let closedFor = 0;
      for (const owner of await this.recoverableByPhone(manager, digits)) {
        const seconds = await this.limiter.secondsLocked(
          manager,
          PHONE_RECOVERY_LOCKOUT,
          subjects.user(owner.id),
        );
        if (seconds > 0) closedFor = Math.max(closedFor, seconds);
        else open.push(owner);
      }
      // A code sent before the phone changed, or to a closed account, recovers nothing.
      const codes = (
        await manager.find(PhoneRecoveryCode, {
          where: { phoneDigits: digits },
          lock: { mode: 'pessimistic_write' },
        })
      ).filter((candidate) => open.some((owner) => owner.id === candidate.userId));
      if (codes.length === 0 && closedFor > 0) {
        throw new TooManyRequestsError(PHONE_RECOVERY_LOCKOUT.message(Math.ceil(closedFor / 60)), closedFor);
      }
      if (codes.length === 0) {
        await this.recordWrongCode(manager, digits, [], closedNotices);
        await this.hasher.verifyNothing(code);
        return { error: new InvalidCodeError() };
      }
      const usable = codes.filter((candidate) => candidate.failedAttempts < MAX_WRONG_CODE_ATTEMPTS);
      if (usable.length === 0) throw new TooManyCodeAttemptsError();
      const live = usable.filter((candidate) => candidate.expiresAt.getTime() > Date.now());
      if (live.length === 0) throw new ExpiredCodeError();
      for (const candidate of live) {
        if (!(await this.hasher.verify(candidate.codeHash, code))) continue;
        await manager.delete(PhoneRecoveryCode, { userId: candidate.userId });
        return { resetToken: await this.resets.issue(manager, candidate.userId, 'phone') };
      }
      await manager.increment(
        PhoneRecoveryCode,
        { userId: In(live.map((c) => c.userId)) },
        'failedAttempts',
        1,
      );
      const guessedAt = open.filter((owner) => live.some((candidate) => candidate.userId === owner.id));
      await this.recordWrongCode(manager, digits, guessedAt, closedNotices);
      return { error: new InvalidCodeError() };
    });
    for (const notice of closedNotices) {
      void this.delivery
        .send(notice)
        .catch((error) => this.logger.error(`Recovery closed notice not sent: ${String(error)}`));
    }
    if ('error' in outcome) throw outcome.error;
    return outcome.resetToken;
  }

  /** Accounts on the phone whose phone was confirmed by a code and has not changed for 7 days. */
  private recoverableByPhone(manager: EntityManager, digits: string): Promise<User[]> {
    return manager
      .createQueryBuilder(User, 'user')
      .where('user.phone_digits = :digits', { digits })
      .andWhere('user.is_phone_verified')
      .andWhere(
        `(user.phone_changed_at IS NULL OR user.phone_changed_at <= now() - make_interval(days => :days))`,
        { days: PHONE_SETTLING_DAYS },
      )
      .getMany();
  }

  private async closed(manager: EntityManager, subject: string): Promise<boolean> {
    return (await this.limiter.secondsLocked(manager, PHONE_RECOVERY_LOCKOUT, subject)) > 0;
  }

  /** Counts the guess against the phone and each account it was aimed at; a count just full is mailed. */
  private async recordWrongCode(
    manager: EntityManager,
    digits: string,
    owners: User[],
    notices: OutgoingMessage[],
  ): Promise<void> {
    const phoneFailures = await this.limiter.recordFailure(
      manager,
      PHONE_RECOVERY_LOCKOUT,
      subjects.phone(digits),
    );
    for (const owner of owners) {
      const userFailures = await this.limiter.recordFailure(
        manager,
        PHONE_RECOVERY_LOCKOUT,
        subjects.user(owner.id),
      );
      if (
        phoneFailures === PHONE_RECOVERY_LOCKOUT.maxFailures ||
        userFailures === PHONE_RECOVERY_LOCKOUT.maxFailures
      ) {
        notices.push(
          Messages.phoneRecoveryClosed(owner.email, owner.name, PHONE_RECOVERY_LOCKOUT.windowMinutes),
        );
      }
    }
  }
}
