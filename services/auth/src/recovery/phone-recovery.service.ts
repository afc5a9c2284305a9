import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
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
import { PasswordResetService } from '../password-reset/password-reset.service';
import { SendCooldowns } from '../throttling/send-cooldowns';
import { phoneDigits, UsersService } from '../users/users.service';
import { PhoneRecoveryCode } from './phone-recovery-code.entity';

const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Recovery by phone: a six-digit SMS code (hashed, 15 minutes, 5 wrong tries per phone) that buys a
 * reset token. Unknown phones get the same answers as known ones.
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
  ) {}

  /** One code per account on the phone (each SMS names its username); at most one round a minute. */
  async sendCode(phone: string): Promise<void> {
    const digits = phoneDigits(phone);
    if (!digits) return;
    const messages = await this.dataSource.transaction(async (manager) => {
      if ((await this.cooldowns.claim(manager, 'phone-recovery', digits, RESEND_COOLDOWN_SECONDS)) > 0)
        return [];
      const outgoing: OutgoingMessage[] = [];
      for (const user of await this.users.findByPhone(phone, manager)) {
        const code = sixDigitCode();
        await manager.upsert(
          PhoneRecoveryCode,
          {
            userId: user.id,
            phoneDigits: digits,
            codeHash: await this.hasher.hash(code),
            expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
            failedAttempts: 0,
            createdAt: new Date(),
          },
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
    const outcome = await this.dataSource.transaction(async (manager) => {
      const codes = await manager.find(PhoneRecoveryCode, {
        where: { phoneDigits: digits },
        lock: { mode: 'pessimistic_write' },
      });
      if (codes.length === 0) {
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
      return { error: new InvalidCodeError() };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.resetToken;
  }
}
