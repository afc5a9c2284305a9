import { z } from 'zod';
import type { TypedEvent } from '../create-event';
import type { EventEnvelope } from '../envelope';
import {
  EVENT_SCHEMAS,
  EVENT_UPCASTS,
  EVENT_VERSIONS,
  EventPayloads,
  EventType,
  isEventType,
} from './registry';

/**
 * An event its schema refuses: a producer's bug, or a version this reader does not know. Never
 * retried (it would be refused the same way each time): the bus dead-letters it with this message,
 * to be replayed once a fixed reader or producer is deployed.
 */
export class MalformedEventError extends Error {
  override readonly name = 'MalformedEventError';
}

const ENVELOPE = z.object({
  id: z.string().min(1),
  type: z.string(),
  version: z.number().int().min(1),
  occurredAt: z.string(),
  key: z.string(),
});

/** Envelopes this process has read already: an event checked once is not checked again. */
const alreadyRead = new WeakSet<EventEnvelope>();

/**
 * Checks an arriving event against its type's schema, lifting a known older version to the current
 * one on the way (EVENT_UPCASTS): handlers see only the current shape. Throws MalformedEventError
 * with the reason for an unknown type, an unknown version or a payload the schema refuses.
 */
export function readEvent(event: EventEnvelope): TypedEvent {
  if (alreadyRead.has(event)) return event as TypedEvent;
  const envelope = ENVELOPE.safeParse(event);
  if (!envelope.success)
    throw new MalformedEventError(`Malformed envelope: ${z.prettifyError(envelope.error)}`);
  const { type, version } = event;
  if (!isEventType(type)) throw new MalformedEventError(`${type}: not an event type of this platform`);
  const current = EVENT_VERSIONS[type];
  if (version > current)
    throw new MalformedEventError(`${type} v${version}: this reader knows versions up to ${current}`);
  let payload = event.payload;
  for (let step = version; step < current; step++) {
    const older = EVENT_UPCASTS[type]?.[step];
    if (!older)
      throw new MalformedEventError(
        `${type} v${version}: no longer read (the current version is ${current})`,
      );
    payload = older.upcast(checked(older.schema, payload, `${type} v${step}`) as never);
  }
  const read = {
    ...event,
    version: current,
    payload: checked(EVENT_SCHEMAS[type], payload, `${type} v${version}`),
  };
  alreadyRead.add(read);
  return read as TypedEvent;
}

/** A producer's payload, held to its schema: a refused one is a bug, found before it is written. */
export function checkedPayload<T extends EventType>(type: T, payload: EventPayloads[T]): EventPayloads[T] {
  return checked(EVENT_SCHEMAS[type], payload, `${type} v${EVENT_VERSIONS[type]}`) as EventPayloads[T];
}

function checked(schema: z.ZodType, payload: unknown, what: string): unknown {
  const result = schema.safeParse(payload);
  if (!result.success)
    throw new MalformedEventError(`${what}: payload refused by its schema: ${z.prettifyError(result.error)}`);
  return result.data;
}
