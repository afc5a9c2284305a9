import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { HoldRelease } from './hold-release.entity';
import { WalletClient } from './wallet.client';

/**
 * Releases betting owes the wallet, kept like an outbox: recorded in the same transaction as the state
 * change that gave the hold up, so a crash or a wallet outage between the two never orphans a hold.
 * The wallet answers a release idempotently and leaves a tombstone for a hold that has not arrived
 * yet, so releasing early, late or twice is always safe.
 */
@Injectable()
export class HoldReleases {
  private readonly logger = new Logger(HoldReleases.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly wallet: WalletClient,
  ) {}

  async enqueue(manager: EntityManager, holdKey: string, reason: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(HoldRelease)
      .values({ holdKey, reason })
      .orIgnore()
      .execute();
  }

  /** Tries the release now; on failure it stays queued for the sweeper. Never throws. */
  async releaseNow(holdKey: string): Promise<boolean> {
    try {
      await this.wallet.release(holdKey);
      await this.dataSource.getRepository(HoldRelease).delete({ holdKey });
      return true;
    } catch (error) {
      this.logger.warn(`Release of ${holdKey} failed, will retry: ${String(error)}`);
      await this.dataSource
        .getRepository(HoldRelease)
        .update({ holdKey }, { attempts: () => 'attempts + 1', lastError: String(error) })
        .catch(() => undefined);
      return false;
    }
  }

  /** Retries the queued releases, oldest first; answers how many are still owed afterwards. */
  async flush(batchSize = 100): Promise<number> {
    const owed = await this.dataSource
      .getRepository(HoldRelease)
      .find({ order: { createdAt: 'ASC' }, take: batchSize });
    for (const release of owed) await this.releaseNow(release.holdKey);
    return this.dataSource.getRepository(HoldRelease).count();
  }
}
