import { SetMetadata } from '@nestjs/common';
import type { EventPayloads, EventType, TypedEvent } from '@p2p/contracts';
import type { EntityManager } from 'typeorm';

export const EVENT_HANDLER = 'p2p:event-handler';

/** Marks a provider as the handler of one integration event type; one file per event type. */
export const HandlesEvent = (type: EventType) => SetMetadata(EVENT_HANDLER, type);

export interface EventContext<T extends EventType> {
  /** The transaction the inbox row is written in: the handler's effect must use it. */
  manager: EntityManager;
  event: TypedEvent<T>;
}

export interface IntegrationEventHandler<T extends EventType> {
  handle(payload: EventPayloads[T], context: EventContext<T>): Promise<void>;
}
