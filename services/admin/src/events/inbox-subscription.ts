import { EventEnvelope, EventType, topicOfEventType } from '@p2p/contracts';
import { BusObserver, EventBus, Inbox, Subscription } from '@p2p/messaging';
import { runWithRequestId } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';

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

/**
 * A consumer group of the admin service, applying each event through the inbox as the kit's
 * EventDispatcher does for the service's own group. The admin service has more than one group (the
 * read models under a generation, the audit log), so it subscribes them itself.
 */
export async function subscribeThroughInbox(options: InboxSubscriptionOptions): Promise<Subscription> {
  const inbox = new Inbox(options.dataSource);
  const wanted = new Set<string>(options.types);
  const topics = [...new Set(options.types.map(topicOfEventType))];
  return options.bus.subscribe(
    options.group,
    topics,
    async (event) => {
      if (!wanted.has(event.type)) return;
      const requestId = event.headers?.['x-request-id'] ?? event.id;
      await runWithRequestId(requestId, async () => {
        try {
          await inbox.handle(options.group, event, (manager) => options.apply(manager, event));
        } catch (error) {
          if (options.isDropped?.(error)) return;
          throw error;
        }
      });
    },
    options.observer,
  );
}
