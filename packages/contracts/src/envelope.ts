/**
 * The shape every integration event has on the wire, whatever the bus.
 * `key` is the aggregate id: the bus keeps one key's events in order.
 */
export interface EventEnvelope<TType extends string = string, TPayload = unknown> {
  id: string;
  type: TType;
  version: number;
  occurredAt: string;
  key: string;
  payload: TPayload;
  /** Correlation data carried from the request that caused the event (request id). */
  headers?: Record<string, string>;
}
