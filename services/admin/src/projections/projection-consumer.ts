import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventEnvelope, EventType } from '@p2p/contracts';
import type { EventBus, Subscription } from '@p2p/messaging';
import {
  CONFIG,
  EVENT_BUS,
  eventHandlersOf,
  IntegrationEventHandler,
  Metrics,
  Periodic,
  subscribeThroughInbox,
} from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminConfig } from '../admin.config';
import {
  advanceGeneration,
  assertCurrentGeneration,
  currentGeneration,
  projectionGroup,
  READ_MODELS,
  StaleGenerationError,
} from './projection-generation';

/**
 * Feeds the read models: subscribes every `@HandlesEvent(type, { consumer: READ_MODELS })` handler
 * under the consumer group of the current generation, and replaces the group on a rebuild. Starts,
 * stops, rebuilds and generation changes run one at a time.
 */
@Injectable()
export class ProjectionConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Projections');
  private handlers = new Map<EventType, IntegrationEventHandler<EventType>>();
  private active: { generation: number; subscription: Subscription } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly watcher: Periodic;
  private stopped = false;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: AdminConfig,
    private readonly metrics: Metrics,
  ) {
    // A failed check (the database restarting) is logged and made again at the next tick.
    this.watcher = new Periodic('ProjectionGenerationWatcher', config.PROJECTION_GENERATION_POLL_MS, () =>
      this.followGeneration(),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    this.handlers = eventHandlersOf(this.discovery, this.reflector, READ_MODELS);
    await this.exclusive(async () => this.subscribe(await currentGeneration(this.dataSource)));
    this.watcher.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.watcher.stop();
    await this.exclusive(() => this.unsubscribe());
  }

  /** The generation being consumed, null while none is (stopped). */
  generation(): number | null {
    return this.active?.generation ?? null;
  }

  /**
   * Empties the read models and replays the topics into them: the old group stops (its in-flight
   * events finish first), one transaction empties the tables and moves to the next generation, and
   * the new group starts at the earliest event the bus still holds.
   */
  rebuild(): Promise<number> {
    return this.exclusive(async () => {
      await this.unsubscribe();
      // Whatever happened, consume again: the current generation, new or not (if even that read
      // fails, the generation watcher subscribes later).
      return advanceGeneration(this.dataSource).finally(async () =>
        this.subscribe(await currentGeneration(this.dataSource)),
      );
    });
  }

  /** Moves to the generation in the database when another replica or the CLI rebuilt. */
  followGeneration(): Promise<void> {
    return this.exclusive(async () => {
      if (this.stopped) return;
      const generation = await currentGeneration(this.dataSource);
      if (generation === this.active?.generation) return;
      await this.unsubscribe();
      await this.subscribe(generation);
    });
  }

  /** The read-model effect of one event, without the inbox: public for tests that apply events by hand. */
  async project(manager: EntityManager, event: EventEnvelope): Promise<void> {
    const handler = this.handlers.get(event.type as EventType);
    await handler?.handle(event.payload as never, { manager, event: event as never });
  }

  private async subscribe(generation: number): Promise<void> {
    if (this.stopped || this.handlers.size === 0) return;
    const subscription = await subscribeThroughInbox({
      bus: this.bus,
      dataSource: this.dataSource,
      group: projectionGroup(generation),
      types: [...this.handlers.keys()],
      observer: this.metrics,
      apply: async (manager, event) => {
        await assertCurrentGeneration(manager, generation);
        await this.project(manager, event);
      },
      isDropped: (error) => error instanceof StaleGenerationError,
    });
    this.active = { generation, subscription };
    this.logger.log(`Consuming as ${projectionGroup(generation)}`);
  }

  private async unsubscribe(): Promise<void> {
    const active = this.active;
    this.active = null;
    await active?.subscription.close();
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
