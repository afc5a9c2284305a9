import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEnvelope } from '@p2p/contracts';
import { EventBus, Outbox, OutboxRelay } from '@p2p/messaging';
import { DataSource, EntityManager } from 'typeorm';
import { CONFIG, EVENT_BUS } from '../app/tokens';
import type { BaseConfig } from '../config/config';
import { Metrics } from '../observability/metrics';
import { eventHeaders } from '../observability/request-context';

/** The service's outbox and its relay, started with the app and stopped before the database closes. */
@Injectable()
export class OutboxService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxRelay');
  private readonly outbox = new Outbox();
  readonly relay: OutboxRelay;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(EVENT_BUS) bus: EventBus,
    @Inject(CONFIG) config: BaseConfig,
    metrics: Metrics,
  ) {
    this.relay = new OutboxRelay(dataSource, bus, {
      pollIntervalMs: config.OUTBOX_POLL_MS,
      onError: (error) => this.logger.warn(`Publish failed, will retry: ${String(error)}`),
    });
    metrics.onScrape(async () => {
      const backlog = await this.relay.backlog();
      metrics.outboxBacklog.set(backlog.count);
      metrics.outboxOldestAge.set(backlog.oldestAgeSeconds);
    });
  }

  /** Adds events to the caller's transaction, tagged with the current request id. */
  async add(manager: EntityManager, ...events: EventEnvelope[]): Promise<void> {
    const headers = eventHeaders();
    await this.outbox.add(
      manager,
      ...events.map((event) => (headers ? { ...event, headers: { ...headers, ...event.headers } } : event)),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }
}
