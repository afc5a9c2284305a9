import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createEvent, Money, Events } from '@p2p/contracts';
import { OutboxService, ValidationFailedError } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { ExchangeRate } from './exchange-rate.entity';

const MAX_RATE = 100_000_000n; // NGN 1,000,000.00 per dollar
/** The rate is one aggregate: its events share a key, so they stay in order. */
const EXCHANGE_RATE_KEY = 'exchange-rate';

export interface ExchangeRateView {
  ngnPerUsd: string;
  setBy: string;
  setAt: Date;
}

export interface ExchangeRateHistory {
  ngnPerUsd: string | null;
  setBy: string | null;
  setAt: Date | null;
  history: ExchangeRateView[];
}

@Injectable()
export class ExchangeRatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Kobo per dollar, or null when no admin has set one yet (withdrawals wait for it). */
  async current(manager: EntityManager = this.dataSource.manager): Promise<bigint | null> {
    const [latest] = await manager.find(ExchangeRate, { order: { id: 'DESC' }, take: 1 });
    return latest ? latest.ngnPerUsd : null;
  }

  async history(limit = 20): Promise<ExchangeRateHistory> {
    const rates = await this.dataSource.manager.find(ExchangeRate, { order: { id: 'DESC' }, take: limit });
    const history = rates.map(toView);
    const [latest] = history;
    return latest ? { ...latest, history } : { ngnPerUsd: null, setBy: null, setAt: null, history };
  }

  /**
   * A new rate, recorded with the one it replaces (wallet.ExchangeRateSet). Under one lock for the
   * rate, so two admins setting it at once each name the other's as the previous one, in order.
   */
  async set(ngnPerUsd: bigint, setBy: string, manager?: EntityManager): Promise<ExchangeRateView> {
    if (ngnPerUsd > MAX_RATE)
      throw new ValidationFailedError('Exchange rate must be at most 1,000,000 naira per dollar');
    if (!manager) return this.dataSource.transaction((inner) => this.set(ngnPerUsd, setBy, inner));
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('wallet:exchange-rate', 0))`);
    const previous = await this.current(manager);
    const saved = await manager.save(ExchangeRate, manager.create(ExchangeRate, { ngnPerUsd, setBy }));
    await this.outbox.add(
      manager,
      createEvent(Events.ExchangeRateSet, EXCHANGE_RATE_KEY, {
        ngnPerUsd: Money.format(ngnPerUsd),
        previous: previous === null ? null : Money.format(previous),
        setBy,
      }),
    );
    return toView(await manager.findOneByOrFail(ExchangeRate, { id: saved.id }));
  }
}

function toView(rate: ExchangeRate): ExchangeRateView {
  return { ngnPerUsd: Money.format(rate.ngnPerUsd), setBy: rate.setBy, setAt: rate.createdAt };
}
