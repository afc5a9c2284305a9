import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, Metrics, TooManyRequestsError } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import type { AuthConfig } from '../auth.config';
import { opaqueToken, sha256 } from '../credentials/secrets';
import { minutes } from './attempt-limiter';

/** One guess at an account's password: the account's email (known or not) and who sent it. */
export interface LoginAttempt {
  email: string;
  /** The client's address as the gateway saw it (`clientAddress` of the service kit). */
  address: string;
  /** The nonce of the client's device cookie, only when `DeviceCookies` found it genuine for the account. */
  device?: string | null;
}

const SCOPE = 'login';
/** A trusted device's own failures, by its nonce: they count nowhere else. */
const DEVICE_SCOPE = 'login-device';

/**
 * Failed logins, counted in PostgreSQL so every replica sees the same numbers, after OWASP's device
 * cookies. A browser that signed in to the account before (a genuine device cookie, see
 * `DeviceCookies`) is trusted: no lock or count made by others applies to it, so strangers cannot
 * lock the owner out; its own failures are counted per device, and at its budget it is distrusted
 * for the window and treated as any other client. Untrusted clients get the tight limit per
 * (account, address); one address guessing across many accounts is stopped per address; many
 * failures from anywhere lock the account for untrusted clients, and the owner is mailed an unlock
 * link.
 *
 * Callers run serialize, assertAllowed, the password check and recordFailure in one transaction, so
 * parallel guesses cannot all slip in before a count reaches its limit. A device's failures need no
 * lock of their own: a device cookie is good for one account only, whose lock serializes them.
 */
@Injectable()
export class LoginThrottle {
  /**
   * For the credential-stuffing alert. Counted as recorded, inside the caller's transaction: a rare
   * rollback over-counts a rate, which an alert on spikes can bear.
   */
  private readonly failures;
  private readonly lockouts;

  constructor(
    @Inject(CONFIG) private readonly config: AuthConfig,
    metrics: Metrics,
  ) {
    this.failures = metrics.counter(
      'auth_login_failures_total',
      'Failed password checks at sign-in and re-authentication',
    );
    this.lockouts = metrics.counter(
      'auth_account_lockouts_total',
      'Accounts locked after too many failed logins',
    );
  }

  /** Holds the account's lock, then the address's, until the caller's transaction ends. */
  async serialize(manager: EntityManager, attempt: LoginAttempt): Promise<void> {
    // Always in this order (account first), so two guesses cannot wait on each other.
    await advisoryLock(manager, `login:${attempt.email}`);
    await advisoryLock(manager, `login-address:${attempt.address}`);
  }

  /**
   * 429 with Retry-After while the account is locked, or the pair or the address is at its limit;
   * never for a trusted device.
   */
  async assertAllowed(manager: EntityManager, attempt: LoginAttempt): Promise<void> {
    if (await this.trusts(manager, attempt)) return;
    const [lock]: Array<{ seconds_left: string }> = await manager.query(
      `SELECT EXTRACT(EPOCH FROM locked_until - now()) AS seconds_left FROM account_locks
        WHERE email = $1 AND lifted_at IS NULL AND locked_until > now()
        ORDER BY locked_until DESC LIMIT 1`,
      [attempt.email],
    );
    const seconds = lock
      ? Number(lock.seconds_left)
      : Math.max(
          await this.secondsAtLimit(manager, attempt, this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS),
          await this.secondsAtLimit(
            manager,
            { address: attempt.address },
            this.config.LOGIN_MAX_FAILURES_PER_ADDRESS,
          ),
        );
    if (seconds <= 0) return;
    const wait = Math.max(1, Math.ceil(seconds));
    throw new TooManyRequestsError(
      `Too many failed login attempts. Please try again in ${minutes(Math.ceil(wait / 60))}.`,
      wait,
    );
  }

  /**
   * Counts the failure. When it brings the account to its limit the account is locked for everyone;
   * the answer is then the unlock token for the owner (null for an unknown email, which is locked the
   * same way but has nobody to mail). A trusted device's failure counts against that device alone.
   */
  async recordFailure(
    manager: EntityManager,
    attempt: LoginAttempt,
    accountExists: boolean,
  ): Promise<string | null> {
    this.failures.inc();
    if (attempt.device && (await this.trusts(manager, attempt))) {
      await this.recordDeviceFailure(manager, attempt.device, attempt.address);
      return null;
    }
    await manager.query(
      `DELETE FROM failed_attempts
        WHERE scope = $1 AND (subject = $2 OR address = $3) AND attempted_at <= now() - make_interval(mins => $4)`,
      [SCOPE, attempt.email, attempt.address, this.config.LOGIN_FAILURE_WINDOW_MINUTES],
    );
    await manager.query(`INSERT INTO failed_attempts (scope, subject, address) VALUES ($1, $2, $3)`, [
      SCOPE,
      attempt.email,
      attempt.address,
    ]);
    const [{ failures }]: Array<{ failures: number }> = await manager.query(
      `SELECT count(*)::int AS failures FROM failed_attempts
        WHERE scope = $1 AND subject = $2 AND attempted_at > now() - make_interval(mins => $3)`,
      [SCOPE, attempt.email, this.config.LOGIN_FAILURE_WINDOW_MINUTES],
    );
    return failures >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT
      ? this.lock(manager, attempt.email, accountExists)
      : null;
  }

  /** A login that succeeded forgets its own failures (its device's, or its address's), not the others'. */
  async recordSuccess(manager: EntityManager, attempt: LoginAttempt): Promise<void> {
    if (attempt.device && (await this.trusts(manager, attempt))) {
      await manager.query(`DELETE FROM failed_attempts WHERE scope = $1 AND subject = $2`, [
        DEVICE_SCOPE,
        attempt.device,
      ]);
      return;
    }
    await manager.query(`DELETE FROM failed_attempts WHERE scope = $1 AND subject = $2 AND address = $3`, [
      SCOPE,
      attempt.email,
      attempt.address,
    ]);
  }

  /** The owner proved who they are (a reset, a password change, the unlock link): no lock, no count. */
  async clearAccount(manager: EntityManager, email: string): Promise<void> {
    await manager.query(`DELETE FROM failed_attempts WHERE scope = $1 AND subject = $2`, [SCOPE, email]);
    await manager.query(
      `UPDATE account_locks SET lifted_at = now() WHERE email = $1 AND lifted_at IS NULL AND locked_until > now()`,
      [email],
    );
  }

  /** Spends an unlock token of a lock still in force; false when it is unknown, used or expired. */
  async unlock(manager: EntityManager, token: string): Promise<boolean> {
    const tokenHash = sha256(token);
    const [lock]: Array<{ email: string }> = await manager.query(
      `SELECT email FROM account_locks WHERE token_hash = $1`,
      [tokenHash],
    );
    if (!lock) return false;
    await advisoryLock(manager, `login:${lock.email}`);
    // A conditional update: of two uses racing with one link, one wins.
    const [, lifted]: [unknown, number] = await manager.query(
      `UPDATE account_locks SET lifted_at = now()
        WHERE token_hash = $1 AND lifted_at IS NULL AND locked_until > now()`,
      [tokenHash],
    );
    if (lifted === 0) return false;
    await this.clearAccount(manager, lock.email);
    return true;
  }

  /** A genuine device cookie of the account whose own failures are still under its budget. */
  private async trusts(manager: EntityManager, attempt: LoginAttempt): Promise<boolean> {
    if (!attempt.device) return false;
    const [{ failures }]: Array<{ failures: number }> = await manager.query(
      `SELECT count(*)::int AS failures FROM failed_attempts
        WHERE scope = $1 AND subject = $2 AND attempted_at > now() - make_interval(mins => $3)`,
      [DEVICE_SCOPE, attempt.device, this.config.LOGIN_FAILURE_WINDOW_MINUTES],
    );
    return failures < this.config.LOGIN_MAX_FAILURES_PER_DEVICE;
  }

  private async recordDeviceFailure(manager: EntityManager, device: string, address: string): Promise<void> {
    await manager.query(
      `DELETE FROM failed_attempts
        WHERE scope = $1 AND subject = $2 AND attempted_at <= now() - make_interval(mins => $3)`,
      [DEVICE_SCOPE, device, this.config.LOGIN_FAILURE_WINDOW_MINUTES],
    );
    await manager.query(`INSERT INTO failed_attempts (scope, subject, address) VALUES ($1, $2, $3)`, [
      DEVICE_SCOPE,
      device,
      address,
    ]);
  }

  private async lock(manager: EntityManager, email: string, accountExists: boolean): Promise<string | null> {
    this.lockouts.inc();
    await manager.query(
      `DELETE FROM account_locks WHERE email = $1 AND (lifted_at IS NOT NULL OR locked_until <= now())`,
      [email],
    );
    const token = accountExists ? opaqueToken() : null;
    await manager.query(
      `INSERT INTO account_locks (id, email, token_hash, locked_until)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [randomUUID(), email, token && sha256(token), this.config.ACCOUNT_LOCK_MINUTES],
    );
    return token;
  }

  /**
   * Seconds until fewer than `max` failures from the address (at the account, when given) are left
   * in the window, that is until the oldest of the last `max` leaves it; 0 while under the limit.
   */
  private async secondsAtLimit(
    manager: EntityManager,
    { address, email }: { address: string; email?: string },
    max: number,
  ): Promise<number> {
    const rows: Array<{ seconds_left: string }> = await manager.query(
      `SELECT EXTRACT(EPOCH FROM attempted_at + make_interval(mins => $4) - now()) AS seconds_left
         FROM failed_attempts
        WHERE scope = $1 AND address = $2 AND ($3::text IS NULL OR subject = $3)
          AND attempted_at > now() - make_interval(mins => $4)
        ORDER BY attempted_at DESC
        OFFSET ($5::int - 1) LIMIT 1`,
      [SCOPE, address, email ?? null, this.config.LOGIN_FAILURE_WINDOW_MINUTES, max],
    );
    return rows.length === 0 ? 0 : Number(rows[0].seconds_left);
  }
}

function advisoryLock(manager: EntityManager, key: string): Promise<unknown> {
  return manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
}
