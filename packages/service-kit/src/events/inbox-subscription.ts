import { EventEnvelope, EventType, readEvent, topicOfEventType } from '@p2p/contracts';
import {
  BatchingInbox,
  BusObserver,
  EventBus,
  InboxBatchPrepare,
  processTraced,
  Subscription,
} from '@p2p/messaging';
import { DataSource, EntityManager } from 'typeorm';
import { runWithRequestId } from '../observability/request-context';

export interface InboxSubscriptionOptions {
  bus: EventBus;
  dataSource: DataSource;
  /** The consumer group, also the inbox's consumer name. */
  group: string;
  types: readonly EventType[];
  observer: BusObserver;
  /** The effect, in the transaction that records the event in the inbox. */
  apply(manager: EntityManager, event: EventEnvelope): Promise<void>;
  /** Before the effects of a batch of several events, in its transaction (see InboxBatchPrepare). */
  prepareBatch?: InboxBatchPrepare;
  /** False for an event with no effect here: skipped before the inbox, so it costs no transaction. */
  concerns?(event: EventEnvelope): boolean;
  /** Errors meaning "this group should no longer apply events": the event is dropped, not retried. */
  isDropped?(error: unknown): boolean;
}

/**
 * A consumer group applying each event of its types through the inbox: a redelivery has no second
 * effect, and events that arrive while one transaction runs share the next (see BatchingInbox).
 */
export class InboxConsumer {
  private readonly inbox: BatchingInbox;
  private readonly wanted: ReadonlySet<string>;

  constructor(private readonly options: InboxSubscriptionOptions) {
    // Each effect runs under the request id that caused its event, whichever delivery began the batch.
    this.inbox = new BatchingInbox(
      options.dataSource,
      options.group,
      (manager, event) =>
        runWithRequestId(requestIdOf(event), () =>
          processTraced(event, topicOfEventType(event.type), options.group, () =>
            options.apply(manager, event),
          ),
        ),
      { prepare: options.prepareBatch },
    );
    this.wanted = new Set<string>(options.types);
  }

  subscribe(): Promise<Subscription> {
    const topics = [...new Set(this.options.types.map(topicOfEventType))];
    return this.options.bus.subscribe(
      this.options.group,
      topics,
      (event) => this.deliver(event),
      this.options.observer,
    );
  }

  /** One delivery, under the request id that caused the event; public for tests that deliver by hand. */
  async deliver(delivered: EventEnvelope): Promise<void> {
    if (!this.wanted.has(delivered.type)) return;
    // Checked against its schema before anything reads it (the inbox would check it next).
    const event = readEvent(delivered);
    if (this.options.concerns?.(event) === false) return;
    try {
      await this.inbox.deliver(event);
    } catch (error) {
      if (this.options.isDropped?.(error)) return;
      throw error;
    }
  }
}

const requestIdOf = (event: EventEnvelope) => event.headers?.['x-request-id'] ?? event.id;

/**
 * Subscribes a consumer group of the service's own (the kit's EventDispatcher subscribes the
 * service's main group this way; the admin service adds its read models' and its audit log's).
 */
export function subscribeThroughInbox(options: InboxSubscriptionOptions): Promise<Subscription> {
  return new InboxConsumer(options).subscribe();
}
