import { EventEnvelope, MalformedEventError } from '@p2p/contracts';
import { isTransientFailure } from './failure-classifier';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * The port every service publishes and consumes through. Delivery is at least once; consumers
 * make it effectively once with the inbox. One key's events reach a consumer group in order.
 */
export interface EventBus {
  publish(topic: string, events: readonly EventEnvelope[]): Promise<void>;
  /**
   * A consumer group receives every event of its topics once (per group, not per subscriber).
   * Resolves once the subscription is registered, possibly before the group has joined.
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
  /** Whether the bus can publish and consume now: a broker outage turns it false within seconds. */
  isHealthy(): boolean;
  /**
   * Consumer groups subscribed here that are still joining: `subscribe` resolves before its group is
   * joined, so a restarted process serves HTTP while the broker waits out its dead predecessor.
   */
  joiningGroups(): readonly string[];
  close(): Promise<void>;
}

/** Replays dead letters once the cause of their failure is fixed (both adapters; not every port double). */
export interface DeadLetterReplay {
  /**
   * Publishes again, to `topic`, the dead letters of `topic` not replayed before (only those of
   * `group` when given), each meant for the group that dead-lettered it: other groups skip it.
   * Resolves with how many were published.
   */
  replayDeadLetters(topic: string, options?: { group?: string }): Promise<number>;
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
  /** Attempts at an event whose handler fails permanently, before it goes to the dead-letter topic. */
  maxAttempts: number;
  /** First backoff; doubles each attempt. */
  initialBackoffMs: number;
  /** The longest wait between two attempts while a transient failure lasts (retried for ever). */
  maxBackoffMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 5,
  initialBackoffMs: 100,
  maxBackoffMs: 30_000,
};

/**
 * Header of an event replayed from the dead letters: the consumer group it is meant for. Other
 * groups handled it the first time and skip it.
 */
export const REPLAY_FOR_GROUP_HEADER = 'x-replay-for-group';

export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface DeliveryControl {
  /** True once the subscription or the bus closes: a transient failure stops being waited out. */
  isClosed(): boolean;
  /** Between attempts, e.g. to tell the broker this consumer is alive while it waits. */
  beforeRetry?(): Promise<void>;
}

export type DeliveryOutcome =
  | { ok: true }
  /** Every attempt failed permanently: the caller dead-letters the event and moves on. */
  | { ok: false; error: unknown; abandoned: false }
  /** Closed while the handler still failed: neither handled nor dead-lettered, delivered again later. */
  | { ok: false; error: unknown; abandoned: true };

/**
 * Runs a handler until it succeeds. A transient failure (see isTransientFailure) is retried with a
 * capped exponential backoff for as long as it lasts: the key (in-memory) or the partition (Kafka)
 * waits, so a database restart dead-letters nothing and reorders nothing. A permanent failure is
 * retried `maxAttempts` times, then the caller dead-letters the event, so one poison event never
 * stops a partition. An event replayed for another group is skipped.
 */
export async function deliverWithRetry(
  group: string,
  event: EventEnvelope,
  handler: EventHandler,
  policy: RetryPolicy,
  observer: BusObserver,
  control: DeliveryControl,
): Promise<DeliveryOutcome> {
  const replayFor = event.headers?.[REPLAY_FOR_GROUP_HEADER];
  if (replayFor !== undefined && replayFor !== group) return { ok: true };
  let permanentFailures = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      await handler(event);
      return { ok: true };
    } catch (error) {
      observer.handlerFailed(group, event, attempt, error);
      // Refused by its schema: every attempt would be refused alike.
      if (error instanceof MalformedEventError) return { ok: false, error, abandoned: false };
      if (!isTransientFailure(error) && ++permanentFailures >= policy.maxAttempts) {
        return { ok: false, error, abandoned: false };
      }
      if (control.isClosed()) return { ok: false, error, abandoned: true };
      await sleep(Math.min(policy.initialBackoffMs * 2 ** Math.min(attempt - 1, 20), policy.maxBackoffMs));
      if (control.isClosed()) return { ok: false, error, abandoned: true };
      await control.beforeRetry?.();
    }
  }
}
