import { EventEnvelope, EventType, topicOfEventType } from '@p2p/contracts';
import { BusObserver, EventBus, Inbox, Subscription } from '@p2p/messaging';
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
  /** Errors meaning "this group should no longer apply events": the event is dropped, not retried. */
  isDropped?(error: unknown): boolean;
}

/** A consumer group applying each event of its types through the inbox: a redelivery has no second effect. */
export class InboxConsumer {
  private readonly inbox: Inbox;
  private readonly wanted: ReadonlySet<string>;

  constructor(private readonly options: InboxSubscriptionOptions) {
    this.inbox = new Inbox(options.dataSource);
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
  async deliver(event: EventEnvelope): Promise<void> {
    if (!this.wanted.has(event.type)) return;
    const requestId = event.headers?.['x-request-id'] ?? event.id;
    await runWithRequestId(requestId, async () => {
      try {
        await this.inbox.handle(this.options.group, event, (manager) => this.options.apply(manager, event));
      } catch (error) {
        if (this.options.isDropped?.(error)) return;
        throw error;
      }
    });
  }
}

/**
 * Subscribes a consumer group of the service's own (the kit's EventDispatcher subscribes the
 * service's main group this way; the admin service adds its read models' and its audit log's).
 */
export function subscribeThroughInbox(options: InboxSubscriptionOptions): Promise<Subscription> {
  return new InboxConsumer(options).subscribe();
}
