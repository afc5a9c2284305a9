import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UserRegistered } from '@p2p/contracts';
import { CONFIG } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { DepositsService } from '../deposits/deposits.service';
import { ExchangeRatesService } from '../withdrawals/exchange-rates.service';
import type { WalletConfig } from '../wallet.config';
import {
  DEMO_FUNDING_CENTS,
  DEMO_FUNDING_REFERENCE,
  DEMO_NGN_PER_USD,
  DEMO_PAYMENT_METHODS,
} from './demo-payment-methods';

/**
 * The embedded mode's demo data (SEED_DEMO_DATA): payment methods of several types and a first
 * exchange rate, created once; and the demo bettors funded through deposits approved by 'system',
 * so their balances come from the ledger like anyone's.
 */
@Injectable()
export class DemoDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoDataService.name);
  private readonly fundedEmails: Set<string>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: WalletConfig,
    private readonly rates: ExchangeRatesService,
    private readonly deposits: DepositsService,
  ) {
    this.fundedEmails = new Set(
      config.DEMO_FUNDED_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA) return;
    await this.dataSource.transaction((manager) => this.ensureSeeded(manager));
  }

  /** Runs in the inbox transaction of auth.UserRegistered: funded exactly once per demo user. */
  async fundIfDemoUser(manager: EntityManager, user: UserRegistered): Promise<void> {
    if (!this.config.SEED_DEMO_DATA || !this.fundedEmails.has(user.email.toLowerCase())) return;
    await this.ensureSeeded(manager);
    const funded: unknown[] = await manager.query(
      `SELECT 1 FROM deposits WHERE user_id = $1 AND transaction_reference = $2`,
      [user.userId, DEMO_FUNDING_REFERENCE],
    );
    if (funded.length > 0) return;
    const [bank]: Array<{ id: string }> = await manager.query(
      `SELECT id FROM payment_methods WHERE type = 'bank_transfer' AND is_active AND deleted_at IS NULL
        ORDER BY created_at, id LIMIT 1`,
    );
    if (!bank) {
      this.logger.warn(`No active bank transfer method: demo user ${user.email} is not funded`);
      return;
    }
    const depositId = await this.deposits.submitIn(manager, user.userId, {
      paymentMethodId: bank.id,
      amount: DEMO_FUNDING_CENTS,
      transactionReference: DEMO_FUNDING_REFERENCE,
      userNotes: 'Demo funding',
      proof: null,
    });
    await this.deposits.decideIn(manager, depositId, {
      status: 'approved',
      adminNotes: 'Demo funding',
      actor: 'system',
    });
  }

  /** Idempotent: fixed ids, and a rate only if there is none (an admin's choice is kept). */
  private async ensureSeeded(manager: EntityManager): Promise<void> {
    for (const [index, method] of DEMO_PAYMENT_METHODS.entries()) {
      await manager.query(
        `INSERT INTO payment_methods (id, type, name, processing_time, is_active, details, instructions, created_at)
         VALUES ($1, $2, $3, $4, true, $5, $6, now() + make_interval(secs => $7))
         ON CONFLICT (id) DO NOTHING`,
        [
          method.id,
          method.type,
          method.name,
          method.processingTime,
          JSON.stringify(method.details),
          method.instructions,
          index / 1000,
        ],
      );
    }
    if ((await this.rates.current(manager)) === null)
      await this.rates.set(DEMO_NGN_PER_USD, 'system', manager);
  }
}
