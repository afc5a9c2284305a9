import {
  type Attributes,
  context,
  type Context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { EventEnvelope } from '@p2p/contracts';

/**
 * Trace context across the bus, in the envelope's headers (W3C `traceparent` and `tracestate`), so
 * it rides the outbox row, the relay and either bus alike: the request that wrote an event, the
 * relay's publish and each consumer's handling are one trace. Without a registered SDK every call
 * here is a no-op of the OpenTelemetry API and no header is added.
 */
const tracer = () => trace.getTracer('@p2p/messaging');

/** The caller's trace context as event headers; empty when no trace is active. */
export function traceHeaders(from: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(from, carrier);
  return carrier;
}

/** The context an event was written in, never the one of the loop that happens to carry it. */
function contextOf(event: EventEnvelope): Context {
  return propagation.extract(ROOT_CONTEXT, event.headers ?? {});
}

function attributesOf(event: EventEnvelope, topic: string, operation: 'publish' | 'process'): Attributes {
  return {
    'messaging.operation.type': operation,
    'messaging.destination.name': topic,
    'messaging.message.id': event.id,
    'messaging.message.conversation_id': event.key,
    'p2p.event.type': event.type,
  };
}

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
}

/**
 * The relay's publish of a run of events: a producer span each, child of the context the event was
 * written in, and the event sent on with that span as its parent, so consumers hang under the publish.
 */
export async function publishTraced(
  topic: string,
  events: readonly EventEnvelope[],
  publish: (events: EventEnvelope[]) => Promise<void>,
): Promise<void> {
  const spans = events.map((event) =>
    tracer().startSpan(
      `${event.type} publish`,
      { kind: SpanKind.PRODUCER, attributes: attributesOf(event, topic, 'publish') },
      contextOf(event),
    ),
  );
  const sent = events.map((event, index) => {
    const headers = traceHeaders(trace.setSpan(ROOT_CONTEXT, spans[index]));
    return Object.keys(headers).length > 0 ? { ...event, headers: { ...event.headers, ...headers } } : event;
  });
  try {
    await publish(sent);
  } catch (error) {
    for (const span of spans) failed(span, error);
    throw error;
  } finally {
    for (const span of spans) span.end();
  }
}

/**
 * One consumer group's handling of an event: a consumer span, child of the event's publish, active
 * while the handler runs, so its queries, calls and the events it writes join the trace.
 */
export function processTraced<T>(
  event: EventEnvelope,
  topic: string,
  group: string,
  handle: () => Promise<T>,
): Promise<T> {
  const parent = contextOf(event);
  const span = tracer().startSpan(
    `${event.type} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: { ...attributesOf(event, topic, 'process'), 'messaging.consumer.group.name': group },
    },
    parent,
  );
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await handle();
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}
