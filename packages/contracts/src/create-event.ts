import { randomUUID } from 'node:crypto';
import { EventEnvelope } from './envelope';
import { EVENT_VERSIONS, EventPayloads, EventType } from './events/registry';

export type TypedEvent<T extends EventType = EventType> = EventEnvelope<T, EventPayloads[T]>;

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
    payload,
    ...(headers ? { headers } : {}),
  };
}
