import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, type Clock, CONFIG, Metrics, Periodic } from '@p2p/service-kit';
import type { DataSource } from 'typeorm';
import type { WalletConfig } from '../wallet.config';

/** What the audit counts; each 0 while the books agree. */
export const LEDGER_CHECKS = ['unbalanced_transactions', 'account_drift', 'negative_user_balance'] as const;
export type LedgerCheck = (typeof LEDGER_CHECKS)[number];

/**
 * Re-reads the books from one snapshot and exports what disagrees, for the alert an operator must
 * never see: the triggers and `LedgerService.post` keep these at 0, so a breach means money was
 * created or destroyed outside them (a manual edit, a restore, a bug). Whole-table reads, so on a
 * timer of minutes and not on every scrape; each replica audits (the result is the database's).
 */
@Injectable()
export class LedgerAudit implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic: Periodic;
  private readonly breaches;
  private readonly completedAt;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: WalletConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    metrics: Metrics,
  ) {
    this.breaches = metrics.gauge(
      'wallet_ledger_invariant_breaches',
      'Ledger rows that break an invariant at the last audit, by check (0 while the books agree)',
      ['check'],
    );
    this.completedAt = metrics.gauge(
      'wallet_ledger_audit_timestamp_seconds',
      'When the ledger audit last completed (unix seconds)',
    );
    this.periodic = new Periodic(LedgerAudit.name, config.LEDGER_AUDIT_INTERVAL_MS, () => this.run());
  }

  onApplicationBootstrap(): void {
    if (this.config.LEDGER_AUDIT_INTERVAL_MS <= 0) return;
    // At start too, so a new replica reports the books before its first interval has passed.
    this.periodic.start();
    void this.run().catch(() => undefined);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /** One audit: every check's count, exported, and returned. */
  async run(): Promise<Record<LedgerCheck, number>> {
    const counts = await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [row] = await manager.query(`
        SELECT
          (SELECT count(*) FROM (
             SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0
           ) unbalanced)::int AS unbalanced_transactions,
          (SELECT count(*) FROM accounts a
             LEFT JOIN (SELECT account_id, sum(amount_cents) AS total FROM ledger_entries GROUP BY account_id) e
               ON e.account_id = a.id
            WHERE a.balance_cents <> coalesce(e.total, 0))::int AS account_drift,
          (SELECT count(*) FROM accounts WHERE owner_id IS NOT NULL AND balance_cents < 0)::int
            AS negative_user_balance`);
      return row as Record<LedgerCheck, number>;
    });
    for (const check of LEDGER_CHECKS) this.breaches.set({ check }, counts[check]);
    this.completedAt.set(this.clock.now().getTime() / 1000);
    return counts;
  }
}
