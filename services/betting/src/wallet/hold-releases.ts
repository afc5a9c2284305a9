import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HealthDetails, Metrics, updateReturning } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { HoldRelease } from './hold-release.entity';
import { WalletClient } from './wallet.client';

/** Attempts after which a release is dead-lettered, about 10.5 hours of failures (docs/decisions.md). */
export const RELEASE_MAX_ATTEMPTS = 20;
export const RELEASE_FIRST_BACKOFF_MS = 5_000;
export const RELEASE_MAX_BACKOFF_MS = 3_600_000;

/** The wait after the n-th failed attempt (n from 1): 5 s, doubling, at most an hour. */
export function releaseBackoffMs(failedAttempts: number): number {
  return Math.min(RELEASE_FIRST_BACKOFF_MS * 2 ** (failedAttempts - 1), RELEASE_MAX_BACKOFF_MS);
}

/** The same curve in SQL, of the attempts made before this one (`attempts` before the update). */
const NEXT_ATTEMPT_AT = `$1::timestamptz
  + LEAST(${RELEASE_FIRST_BACKOFF_MS}::float8 * power(2, attempts), ${RELEASE_MAX_BACKOFF_MS}::float8)
  * interval '1 millisecond'`;

export interface ReleaseBacklog {
  owed: number;
  deadLettered: number;
}

/**
 * Releases betting owes the wallet for holds that no event gives up (the taker's `bet:` hold of a
 * claim given up; the maker's `offer:` hold is released by the wallet on OfferCancelled / Expired /
 * Rejected). Kept like an outbox: recorded in the transaction that gave the hold up, tried at once,
 * then retried by the sweeper on a backoff until done or dead-lettered. The wallet answers a release
 * idempotently and leaves a tombstone for a hold that has not arrived yet, so releasing early, late
 * or twice is always safe.
 */
@Injectable()
export class HoldReleases {
  private readonly logger = new Logger(HoldReleases.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly wallet: WalletClient,
    metrics: Metrics,
    health: HealthDetails,
  ) {
    const owed = metrics.gauge('hold_releases_owed', 'Hold releases owed to the wallet and still retried');
    const deadLettered = metrics.gauge(
      'hold_releases_dead_lettered',
      'Hold releases given up after their retries, waiting for an operator',
    );
    metrics.onScrape(async () => {
      const backlog = await this.backlog();
      owed.set(backlog.owed);
      deadLettered.set(backlog.deadLettered);
    });
    health.contribute('holdReleases', () => this.backlog());
  }

  async enqueue(manager: EntityManager, holdKey: string, reason: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(HoldRelease)
      .values({ holdKey, reason })
      .orIgnore()
      .execute();
  }

  /** Tries the release now, whether due or not; on failure it waits for the sweeper. Never throws. */
  async releaseNow(holdKey: string, now = new Date()): Promise<boolean> {
    try {
      const claimed = await updateReturning(
        this.dataSource.manager,
        `UPDATE hold_releases SET attempts = attempts + 1, next_attempt_at = ${NEXT_ATTEMPT_AT}
          WHERE hold_key = $2 AND dead_lettered_at IS NULL RETURNING hold_key`,
        [now, holdKey],
      );
      if (claimed.length === 0) return false;
      return await this.attempt(holdKey, now);
    } catch (error) {
      this.logger.warn(`Release of ${holdKey} not attempted, the sweeper will: ${String(error)}`);
      return false;
    }
  }

  /**
   * Retries the releases due by `now`, most overdue first; answers how many are still owed. Each is
   * claimed with its attempt counted and its next time set before the call, so replicas sweeping at
   * once never send one twice, and a crash in the middle only costs that attempt.
   */
  async flush(now: Date, batchSize = 100): Promise<number> {
    const due = await updateReturning<{ hold_key: string }>(
      this.dataSource.manager,
      `UPDATE hold_releases SET attempts = attempts + 1, next_attempt_at = ${NEXT_ATTEMPT_AT}
        WHERE hold_key IN (
          SELECT hold_key FROM hold_releases
           WHERE dead_lettered_at IS NULL AND next_attempt_at <= $1
           ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING hold_key`,
      [now, batchSize],
    );
    for (const { hold_key } of due) await this.attempt(hold_key, now);
    return (await this.backlog()).owed;
  }

  async backlog(): Promise<ReleaseBacklog> {
    const [row]: Array<{ owed: number; dead_lettered: number }> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE dead_lettered_at IS NULL)::int AS owed,
              count(*) FILTER (WHERE dead_lettered_at IS NOT NULL)::int AS dead_lettered
         FROM hold_releases`,
    );
    return { owed: row.owed, deadLettered: row.dead_lettered };
  }

  /** One claimed attempt: done, or its error kept and, after the last attempt, dead-lettered. */
  private async attempt(holdKey: string, now: Date): Promise<boolean> {
    try {
      await this.wallet.release(holdKey);
      await this.dataSource.getRepository(HoldRelease).delete({ holdKey });
      return true;
    } catch (error) {
      const [row] = await updateReturning<{ attempts: number; dead: boolean }>(
        this.dataSource.manager,
        `UPDATE hold_releases SET last_error = $2,
                dead_lettered_at = CASE WHEN attempts >= $3 THEN $1::timestamptz END
          WHERE hold_key = $4 RETURNING attempts, dead_lettered_at IS NOT NULL AS dead`,
        [now, String(error), RELEASE_MAX_ATTEMPTS, holdKey],
      ).catch(() => []);
      if (row?.dead) {
        this.logger.error(
          `Release of ${holdKey} dead-lettered after ${row.attempts} attempts: ${String(error)}`,
        );
      } else {
        this.logger.warn(`Release of ${holdKey} failed (attempt ${row?.attempts ?? '?'}): ${String(error)}`);
      }
      return false;
    }
  }
}
