import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEnvelope, EventType, isEventType, topicOfEventType } from '@p2p/contracts';
import { EventBus, Inbox, Subscription } from '@p2p/messaging';
import { DataSource } from 'typeorm';
import { EVENT_BUS, SERVICE_NAME } from '../app/tokens';
import { Metrics } from '../observability/metrics';
import { runWithRequestId } from '../observability/request-context';
import { EVENT_HANDLER, IntegrationEventHandler } from './event-handler';

/**
 * Subscribes the service's consumer group to the topics of the events it handles and applies each
 * event through the inbox, so a redelivery has no second effect.
 */
@Injectable()
export class EventDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventDispatcher.name);
  private readonly handlers = new Map<EventType, IntegrationEventHandler<EventType>>();
  private readonly inbox: Inbox;
  private subscription: Subscription | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_NAME) private readonly service: string,
    @InjectDataSource() dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {
    this.inbox = new Inbox(dataSource);
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as IntegrationEventHandler<EventType> | undefined;
      if (!instance || !wrapper.metatype) continue;
      const type = this.reflector.get<EventType | undefined>(EVENT_HANDLER, wrapper.metatype);
      if (!type) continue;
      if (this.handlers.has(type)) throw new Error(`Two handlers for ${type} in ${this.service}`);
      this.handlers.set(type, instance);
    }
    if (this.handlers.size === 0) return;
    const topics = [...new Set([...this.handlers.keys()].map(topicOfEventType))];
    this.subscription = await this.bus.subscribe(
      this.service,
      topics,
      (event) => this.dispatch(event),
      this.metrics,
    );
    this.logger.log(`Consuming ${[...this.handlers.keys()].join(', ')}`);
  }

  /** Stop consuming before the database closes, so no event meets a closed connection. */
  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
  }

  /** Public for tests that deliver an event by hand, e.g. the same event several times. */
  async dispatch(event: EventEnvelope): Promise<void> {
    if (!isEventType(event.type)) return;
    const handler = this.handlers.get(event.type);
    if (!handler) return;
    const requestId = event.headers?.['x-request-id'] ?? event.id;
    await runWithRequestId(requestId, () =>
      this.inbox.handle(this.service, event, (manager) =>
        handler.handle(event.payload as never, { manager, event: event as never }),
      ),
    );
  }
}
