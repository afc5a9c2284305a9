import { SetMetadata } from '@nestjs/common';
import type { DiscoveryService, Reflector } from '@nestjs/core';
import type { EventEnvelope, EventPayloads, EventType, TypedEvent } from '@p2p/contracts';
import type { EntityManager } from 'typeorm';

export const EVENT_HANDLER = 'p2p:event-handler';

export interface HandlesEventOptions {
  /**
   * The consumer that applies it, when not the service's own: a consumer group the service runs
   * itself (the admin service's read models, under a group a rebuild replaces), which finds its
   * handlers with `eventHandlersOf(..., consumer)`.
   */
  consumer?: string;
}

interface HandlerMetadata {
  type: EventType;
  consumer: string | null;
}

/**
 * The one way a service handles another service's event: one small provider per event type, in
 * `src/integration-events/<event-name>.handler.ts`, registered in the service's
 * `IntegrationEventsModule`, marked with this decorator and implementing `IntegrationEventHandler`.
 * The kit's EventDispatcher consumes the event under the service's group and calls `handle` inside
 * the inbox transaction: the effect goes through `context.manager`, so it commits with the inbox
 * row, exactly once however often the event is delivered. A service that must consume some events
 * under a group of its own names it as `consumer` and subscribes that group with
 * `subscribeThroughInbox`.
 */
export const HandlesEvent = (type: EventType, options: HandlesEventOptions = {}) =>
  SetMetadata<string, HandlerMetadata>(EVENT_HANDLER, { type, consumer: options.consumer ?? null });

export interface EventContext<T extends EventType> {
  /** The transaction the inbox row is written in: the handler's effect must use it. */
  manager: EntityManager;
  event: TypedEvent<T>;
}

export interface IntegrationEventHandler<T extends EventType> {
  handle(payload: EventPayloads[T], context: EventContext<T>): Promise<void>;
  /**
   * False for an event of its type the handler has nothing to do with: it is then skipped before
   * any transaction (no inbox row, no commit), which matters for a busy type most of whose events
   * concern the service not at all. Must depend on the payload only.
   */
  concerns?(payload: EventPayloads[T]): boolean;
}

/** The app's @HandlesEvent providers for one consumer (the service's own when none is named), by type. */
export function eventHandlersOf(
  discovery: DiscoveryService,
  reflector: Reflector,
  consumer: string | null = null,
): Map<EventType, IntegrationEventHandler<EventType>> {
  const handlers = new Map<EventType, IntegrationEventHandler<EventType>>();
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as IntegrationEventHandler<EventType> | undefined;
    if (!instance || !wrapper.metatype) continue;
    const metadata = reflector.get<HandlerMetadata | undefined>(EVENT_HANDLER, wrapper.metatype);
    if (!metadata || metadata.consumer !== consumer) continue;
    if (handlers.has(metadata.type)) {
      throw new Error(`Two handlers for ${metadata.type}${consumer ? ` in ${consumer}` : ''}`);
    }
    handlers.set(metadata.type, instance);
  }
  return handlers;
}

export const INBOX_BATCH_LOCKS = 'p2p:inbox-batch-locks';

/**
 * Marks the one provider of a service that locks, before the handlers of a batch of several events
 * run, every shared row their effects will lock, in one deterministic order (the wallet: its accounts,
 * by id). Without it a batch locks rows event by event, in the order of the events' keys, and can
 * deadlock with a request that locks the same rows in the order of their ids.
 */
export const LocksInboxBatches = () => SetMetadata(INBOX_BATCH_LOCKS, true);

export interface InboxBatchLocks {
  lock(manager: EntityManager, events: readonly EventEnvelope[]): Promise<void>;
}

/** The app's @LocksInboxBatches provider, if it has one. */
export function inboxBatchLocksOf(discovery: DiscoveryService, reflector: Reflector): InboxBatchLocks | null {
  const found = discovery
    .getProviders()
    .filter(
      (wrapper) => wrapper.instance && wrapper.metatype && reflector.get(INBOX_BATCH_LOCKS, wrapper.metatype),
    );
  if (found.length > 1) throw new Error('Two providers lock inbox batches: a service has at most one');
  return (found[0]?.instance as InboxBatchLocks | undefined) ?? null;
}
