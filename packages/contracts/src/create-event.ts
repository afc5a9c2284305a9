import { randomUUID } from 'node:crypto';
import { EventEnvelope } from './envelope';
import { checkedPayload } from './events/read-event';
import { EVENT_VERSIONS, EventPayloads, EventType } from './events/registry';

export type TypedEvent<T extends EventType = EventType> = EventEnvelope<T, EventPayloads[T]>;

/** A new event of the current version; its payload must fit the type's schema (MalformedEventError). */
export function createEvent<T extends EventType>(
  type: T,
  key: string,
  payload: EventPayloads[T],
  headers?: Record<string, string>,
): TypedEvent<T> {
  return {
    id: randomUUID(),
    type,
    version: EVENT_VERSIONS[type],
    occurredAt: new Date().toISOString(),
    key,
    payload: checkedPayload(type, payload),
    ...(headers ? { headers } : {}),
  };
}
