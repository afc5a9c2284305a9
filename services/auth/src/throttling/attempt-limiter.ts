import { Injectable } from '@nestjs/common';
import { TooManyRequestsError } from '@p2p/service-kit';
import { EntityManager } from 'typeorm';

export interface LockoutPolicy {
  scope: string;
  maxFailures: number;
  windowMinutes: number;
  /** The 429 text for the minutes left. */
  message: (minutes: number) => string;
}

export const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

export const SECURITY_ANSWERS_LOCKOUT: LockoutPolicy = {
  scope: 'security-answers',
  maxFailures: 5,
  windowMinutes: 15,
  message: (n) => `Too many failed attempts. Please try again in ${minutes(n)}.`,
};

/**
 * Counts failed guesses per subject in PostgreSQL, so every replica sees the same count (logins have
 * their own rules, in `LoginThrottle`). Callers
 * run check, guess and record in one transaction under `serialize`, so parallel guesses cannot all
 * slip in before the count reaches the limit.
 */
@Injectable()
export class AttemptLimiter {
  /** Holds the subject's lock until the caller's transaction ends. */
  async serialize(manager: EntityManager, policy: LockoutPolicy, subject: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `${policy.scope}:${subject}`,
    ]);
  }

  /** Refuses with 429 and Retry-After while the subject has the maximum of failures in the window. */
  async assertAllowed(manager: EntityManager, policy: LockoutPolicy, subject: string): Promise<void> {
    const seconds = await this.secondsLocked(manager, policy, subject);
    if (seconds > 0) throw new TooManyRequestsError(policy.message(Math.ceil(seconds / 60)), seconds);
  }

  /** 0 while the subject may still guess; else the seconds until the lock lifts. */
  async secondsLocked(manager: EntityManager, policy: LockoutPolicy, subject: string): Promise<number> {
    const rows: Array<{ seconds_left: string }> = await manager.query(
      `SELECT EXTRACT(EPOCH FROM attempted_at + make_interval(mins => $3) - now()) AS seconds_left
         FROM failed_attempts
        WHERE scope = $1 AND subject = $2 AND attempted_at > now() - make_interval(mins => $3)
        ORDER BY attempted_at DESC
        OFFSET ($4::int - 1) LIMIT 1`,
      [policy.scope, subject, policy.windowMinutes, policy.maxFailures],
    );
    if (rows.length === 0) return 0;
    // The lock lifts when the oldest of the last maxFailures failures leaves the window.
    return Math.max(1, Math.ceil(Number(rows[0].seconds_left)));
  }

  /** Answers the subject's failures in the window, this one included. */
  async recordFailure(manager: EntityManager, policy: LockoutPolicy, subject: string): Promise<number> {
    await manager.query(
      `DELETE FROM failed_attempts
        WHERE scope = $1 AND subject = $2 AND attempted_at <= now() - make_interval(mins => $3)`,
      [policy.scope, subject, policy.windowMinutes],
    );
    await manager.query(`INSERT INTO failed_attempts (scope, subject) VALUES ($1, $2)`, [
      policy.scope,
      subject,
    ]);
    const [row]: Array<{ failures: number }> = await manager.query(
      `SELECT count(*)::int AS failures FROM failed_attempts WHERE scope = $1 AND subject = $2`,
      [policy.scope, subject],
    );
    return row.failures;
  }

  async reset(manager: EntityManager, policy: LockoutPolicy, subject: string): Promise<void> {
    await manager.query(`DELETE FROM failed_attempts WHERE scope = $1 AND subject = $2`, [
      policy.scope,
      subject,
    ]);
  }
}
