import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG, OutboxService, Periodic } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import type { WalletConfig } from '../wallet.config';
import { depositExpired } from './deposit-events';

interface ExpiredRow {
  id: string;
  user_id: string;
  amount_cents: string;
}

/**
 * Spec 02 leaves open how a deposit becomes expired: a pending one older than
 * DEPOSIT_PENDING_MAX_AGE_DAYS is closed by the system. Nothing was credited, so no money moves; the
 * admin service learns of it from wallet.DepositExpired.
 */
@Injectable()
export class DepositExpirySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DepositExpirySweeper.name);
  private readonly periodic: Periodic;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: WalletConfig,
    private readonly outbox: OutboxService,
  ) {
    this.periodic = new Periodic(DepositExpirySweeper.name, config.DEPOSIT_EXPIRY_SWEEP_MS, () =>
      this.sweep(),
    );
  }

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /**
   * Conditional on the status, so replicas sweeping together (or an approval racing) never clash;
   * each deposit it expires is a wallet.DepositExpired in the same transaction.
   */
  async sweep(): Promise<number> {
    const expired = await this.dataSource.transaction(async (manager) => {
      const [rows]: [ExpiredRow[], number] = await manager.query(
        `UPDATE deposits SET status = 'expired', processed_by = 'system', processed_at = now()
          WHERE status = 'pending' AND created_at < now() - make_interval(days => $1)
          RETURNING id, user_id, amount_cents`,
        [this.config.DEPOSIT_PENDING_MAX_AGE_DAYS],
      );
      if (rows.length > 0) {
        await this.outbox.add(
          manager,
          ...rows.map((row) =>
            depositExpired({ id: row.id, userId: row.user_id, amountCents: BigInt(row.amount_cents) }),
          ),
        );
      }
      return rows.length;
    });
    if (expired > 0) this.logger.log(`Expired ${expired} pending deposit(s)`);
    return expired;
  }
}
