import { EventEnvelope } from '@p2p/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * The port every service publishes and consumes through. Delivery is at least once; consumers
 * make it effectively once with the inbox. One key's events reach a consumer group in order.
 */
export interface EventBus {
  publish(topic: string, events: readonly EventEnvelope[]): Promise<void>;
  /**
   * A consumer group receives every event of its topics once (per group, not per subscriber).
   * The observer, when given, hears this group's lag and dead letters (one per app in a shared bus).
   */
  subscribe(
    group: string,
    topics: readonly string[],
    handler: EventHandler,
    observer?: BusObserver,
  ): Promise<Subscription>;
  /**
   * Every follower receives every event of its topics published from `since` on, whatever other
   * followers or groups do: for state each process keeps in memory (revoked sessions), which each
   * replica must build for itself. Nothing is committed, nothing goes through the inbox, and a
   * handler's failure is reported to `onError` and skipped, never dead-lettered.
   */
  follow(topics: readonly string[], handler: EventHandler, options: FollowOptions): Promise<Subscription>;
  isHealthy(): boolean;
  close(): Promise<void>;
}

export interface FollowOptions {
  /** The earliest events wanted, by the time the bus received them (Kafka) or their `occurredAt`. */
  since: Date;
  onError?: (event: EventEnvelope, error: unknown) => void;
}

/** A follower's handler: older events skipped, failures reported, never thrown back to the bus. */
export function followerHandler(handler: EventHandler, options: FollowOptions): EventHandler {
  const since = options.since.getTime();
  return async (event) => {
    if (Date.parse(event.occurredAt) < since) return;
    try {
      await handler(event);
    } catch (error) {
      options.onError?.(event, error);
    }
  };
}

export interface Subscription {
  /** Stops delivery to this group; in-flight handlers finish first. */
  close(): Promise<void>;
}

export interface BusObserver {
  deadLettered(topic: string, group: string, event: EventEnvelope, error: unknown): void;
  consumerLag(group: string, topic: string, lag: number): void;
  handlerFailed(group: string, event: EventEnvelope, attempt: number, error: unknown): void;
}

export const silentObserver: BusObserver = {
  deadLettered: () => undefined,
  consumerLag: () => undefined,
  handlerFailed: () => undefined,
};

export interface RetryPolicy {
  /** Attempts before the event goes to the dead-letter topic. */
  maxAttempts: number;
  /** First backoff; doubles each attempt. */
  initialBackoffMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 5, initialBackoffMs: 100 };

export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs a handler with bounded retries and exponential backoff. Resolves false when every attempt
 * failed: the caller dead-letters the event and moves on, so one poison event never stops a partition.
 */
export async function deliverWithRetry(
  group: string,
  event: EventEnvelope,
  handler: EventHandler,
  policy: RetryPolicy,
  observer: BusObserver,
  isClosed: () => boolean,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
    try {
      await handler(event);
      return { ok: true };
    } catch (error) {
      lastError = error;
      observer.handlerFailed(group, event, attempt, error);
      if (isClosed()) break;
      if (attempt < policy.maxAttempts) await sleep(policy.initialBackoffMs * 2 ** (attempt - 1));
    }
  }
  return { ok: false, error: lastError };
}
