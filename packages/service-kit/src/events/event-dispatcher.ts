import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEnvelope, EventType } from '@p2p/contracts';
import { EventBus, Subscription } from '@p2p/messaging';
import { DataSource } from 'typeorm';
import { EVENT_BUS, SERVICE_NAME } from '../app/tokens';
import { BusReporter } from '../observability/bus-reporter';
import { eventHandlersOf, inboxBatchLocksOf, IntegrationEventHandler } from './event-handler';
import { InboxConsumer } from './inbox-subscription';

/**
 * Subscribes the service's consumer group to the topics of the events its @HandlesEvent providers
 * handle and applies each event through the inbox, so a redelivery has no second effect.
 */
@Injectable()
export class EventDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventDispatcher.name);
  private handlers = new Map<EventType, IntegrationEventHandler<EventType>>();
  private consumer: InboxConsumer | null = null;
  private subscription: Subscription | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_NAME) private readonly service: string,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reporter: BusReporter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.handlers = eventHandlersOf(this.discovery, this.reflector);
    if (this.handlers.size === 0) return;
    const batchLocks = inboxBatchLocksOf(this.discovery, this.reflector);
    this.consumer = new InboxConsumer({
      bus: this.bus,
      dataSource: this.dataSource,
      group: this.service,
      types: [...this.handlers.keys()],
      observer: this.reporter,
      concerns: (event) =>
        this.handlers.get(event.type as EventType)?.concerns?.(event.payload as never) ?? true,
      apply: async (manager, event) => {
        const handler = this.handlers.get(event.type as EventType);
        await handler?.handle(event.payload as never, { manager, event: event as never });
      },
      prepareBatch: batchLocks ? (manager, events) => batchLocks.lock(manager, events) : undefined,
    });
    this.subscription = await this.consumer.subscribe();
    this.logger.log(`Consuming ${[...this.handlers.keys()].join(', ')}`);
  }

  /** Stop consuming before the database closes, so no event meets a closed connection. */
  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
  }

  /** Public for tests that deliver an event by hand, e.g. the same event several times. */
  async dispatch(event: EventEnvelope): Promise<void> {
    await this.consumer?.deliver(event);
  }
}
