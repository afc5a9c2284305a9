import { Injectable, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConflictError, NotFoundError, ValidationFailedError, CLOCK, type Clock } from '@p2p/service-kit';
import { randomBytes, randomUUID } from 'node:crypto';
import { toDataURL } from 'qrcode';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AccountUnlockService } from '../account-unlock/account-unlock.service';
import { CurrentPasswordCheck } from '../credentials/current-password-check';
import { PasswordHasher } from '../credentials/password-hasher';
import { LoginAttempt, LoginThrottle } from '../throttling/login-throttle';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { RecoveryCode } from './recovery-code.entity';
import { newTotpSecret, stepOfCode, totpOf } from './totp';
import { TotpSecretBox } from './totp-secret-box';
import { TwoFactorCredential } from './two-factor-credential.entity';

export const RECOVERY_CODE_COUNT = 10;

/** What the enrolment shows once: the secret for typing in, and as a link and a QR code of it. */
export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

const WRONG_CODE = 'Invalid authentication code';

/**
 * TOTP (RFC 6238) as a second factor. A secret is pending until a first code from the app confirms
 * it; only then is `twoFactorEnabled` true and the ten recovery codes given, once, and stored
 * Argon2id-hashed like every other secret a person types. A code, six digits or a recovery code,
 * works once: a TOTP step at or below the last one used is refused, and a recovery code is spent.
 * Wrong codes at sign-in and at disabling count as failed logins (`LoginThrottle`), so the code is no
 * easier to guess than the password.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly throttle: LoginThrottle,
    private readonly unlocks: AccountUnlockService,
    private readonly secrets: TotpSecretBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async status(userId: string): Promise<TwoFactorStatus> {
    const user = await this.userOf(userId);
    const recoveryCodesLeft = user.twoFactorEnabled
      ? await this.dataSource.manager.countBy(RecoveryCode, { userId, usedAt: IsNull() })
      : 0;
    return { enabled: user.twoFactorEnabled, recoveryCodesLeft };
  }

  /**
   * A new pending secret (replacing an earlier pending one). The password is asked again, so a
   * stolen access token cannot put the account behind the thief's authenticator.
   */
  async startEnrolment(userId: string, password: string, address: string): Promise<Enrolment> {
    const secret = newTotpSecret();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, userId);
      if (user.twoFactorEnabled) return new ConflictError('Two-factor authentication is already enabled');
      if (!(await this.currentPassword.confirm(manager, user, password, address))) {
        return new ValidationFailedError('Password is incorrect');
      }
      await manager.upsert(
        TwoFactorCredential,
        { userId, secret: this.secrets.seal(secret), enabledAt: null, lastUsedStep: null },
        { conflictPaths: ['userId'] },
      );
      return user;
    });
    // Thrown after the commit, so a wrong password stays counted.
    if (outcome instanceof Error) throw outcome;
    const otpauthUrl = totpOf(secret, outcome.email).toString();
    return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { errorCorrectionLevel: 'M' }) };
  }

  /** The first code from the app turns it on; the answer holds the recovery codes, never shown again. */
  async confirmEnrolment(userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    const hashes = await Promise.all(recoveryCodes.map((value) => this.hasher.hash(value)));
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, userId);
      if (user.twoFactorEnabled) throw new ConflictError('Two-factor authentication is already enabled');
      const pending = await manager.findOneBy(TwoFactorCredential, { userId });
      if (!pending) throw new ValidationFailedError('Start the two-factor setup first');
      const step = stepOfCode(
        totpOf(this.secrets.open(pending.secret), user.email),
        code.trim(),
        this.clock.now().getTime(),
      );
      if (step === null) throw new ValidationFailedError(WRONG_CODE);
      await manager.update(
        TwoFactorCredential,
        { userId },
        { enabledAt: this.clock.now(), lastUsedStep: String(step) },
      );
      await manager.delete(RecoveryCode, { userId });
      await manager.insert(
        RecoveryCode,
        hashes.map((codeHash) => ({ id: randomUUID(), userId, codeHash, usedAt: null })),
      );
      await this.users.update(manager, userId, { twoFactorEnabled: true });
    });
    return { recoveryCodes };
  }

  /** Off again, with the password and a code (or a recovery code): the secret and codes are deleted. */
  async disable(userId: string, password: string, code: string, address: string): Promise<void> {
    const failure = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, userId);
      if (!user.twoFactorEnabled) return new ConflictError('Two-factor authentication is not enabled');
      if (!(await this.currentPassword.confirm(manager, user, password, address))) {
        return new ValidationFailedError('Password is incorrect');
      }
      if (!(await this.spendCode(manager, user, code))) {
        await this.recordWrongCode(manager, { email: user.email, address });
        return new ValidationFailedError(WRONG_CODE);
      }
      await manager.delete(RecoveryCode, { userId });
      await manager.delete(TwoFactorCredential, { userId });
      await this.users.update(manager, userId, { twoFactorEnabled: false });
      return null;
    });
    if (failure) throw failure;
  }

  /**
   * The code step of a login, in the login's transaction (serialized and allowed by the caller's
   * `LoginThrottle`): true when the code was right and is now spent; a wrong one is counted, as the
   * login's own attempt (a trusted device's wrong codes count against that device).
   */
  async verifyAtLogin(
    manager: EntityManager,
    user: User,
    code: string,
    attempt: LoginAttempt,
  ): Promise<boolean> {
    if (await this.spendCode(manager, user, code)) return true;
    await this.recordWrongCode(manager, attempt);
    return false;
  }

  /**
   * A code asked again before a sensitive change (the phone), in the caller's transaction after its
   * password check: spent when right, counted as a failed login when wrong, as at sign-in.
   */
  async verifyForChange(manager: EntityManager, user: User, code: string, address: string): Promise<boolean> {
    if (await this.spendCode(manager, user, code)) return true;
    await this.recordWrongCode(manager, { email: user.email, address });
    return false;
  }

  /** A six-digit TOTP code of a step not used yet, or an unused recovery code; spent when right. */
  private async spendCode(manager: EntityManager, user: User, code: string): Promise<boolean> {
    const credential = await manager.findOne(TwoFactorCredential, {
      where: { userId: user.id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!credential?.enabledAt) return false;
    const typed = code.trim();
    if (/^\d{6}$/.test(typed)) {
      const step = stepOfCode(
        totpOf(this.secrets.open(credential.secret), user.email),
        typed,
        this.clock.now().getTime(),
      );
      if (step === null || (credential.lastUsedStep !== null && step <= Number(credential.lastUsedStep))) {
        return false;
      }
      await manager.update(TwoFactorCredential, { userId: user.id }, { lastUsedStep: String(step) });
      return true;
    }
    const normalized = normalizeRecoveryCode(typed);
    if (!normalized) return false;
    const unused = await manager.findBy(RecoveryCode, { userId: user.id, usedAt: IsNull() });
    for (const candidate of unused) {
      if (await this.hasher.verify(candidate.codeHash, normalized)) {
        await manager.update(RecoveryCode, { id: candidate.id }, { usedAt: this.clock.now() });
        return true;
      }
    }
    return false;
  }

  private async recordWrongCode(manager: EntityManager, attempt: LoginAttempt): Promise<void> {
    const unlockToken = await this.throttle.recordFailure(manager, attempt, true);
    // The callers commit a wrong code's transaction as they answer, before the mail is read.
    if (unlockToken) this.unlocks.mailLink(attempt.email, unlockToken);
  }

  private async userOf(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }
}

/** No 0/o or 1/l to misread: 32 letters and digits, so each character is five random bits. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** "k7m2q-x9rtp": ten characters (50 bits) in two groups of five. */
function recoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Case, spaces and the hyphen do not matter when typed; anything else is not a recovery code. */
function normalizeRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '');
  if (!new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`).test(plain)) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}
