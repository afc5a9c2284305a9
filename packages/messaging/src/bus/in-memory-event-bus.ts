import { deadLetterTopic, EventEnvelope } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import {
  BusObserver,
  DeadLetterReplay,
  REPLAY_FOR_GROUP_HEADER,
  defaultRetryPolicy,
  deliverWithRetry,
  errorText,
  EventBus,
  EventHandler,
  FollowOptions,
  followerHandler,
  RetryPolicy,
  silentObserver,
  Subscription,
} from './event-bus';

/**
 * Handled events kept per topic for groups that join later, as Kafka's retention would: enough for
 * every service of the embedded runtime to start in any order, bounded so a long-running process
 * does not keep every event of its life.
 */
export const DEFAULT_RETAINED_EVENTS = 10_000;

/** A topic's log: offsets are absolute, `events[0]` is the event at offset `base`. */
interface TopicLog {
  base: number;
  events: EventEnvelope[];
}

const endOf = (log: TopicLog) => log.base + log.events.length;

interface Group {
  topics: Set<string>;
  handler: EventHandler;
  /** Next offset to deliver, per topic: a group that joins late starts at the earliest event, as in Kafka. */
  offsets: Map<string, number>;
  /** The tail of each key's delivery chain: one key is handled one event at a time, in order. */
  chains: Map<string, Promise<void>>;
  inFlight: number;
  observer: BusObserver;
  closed: boolean;
}

/**
 * The bus of the embedded mode: one process, topics as in-memory logs. It keeps the semantics the
 * services rely on with Kafka: asynchronous delivery, every group sees every event, per-key order,
 * transient failures waited out on that key, permanent ones retried a few times then sent to a
 * dead-letter topic, and a bounded retention: an event no subscribed group
 * still needs is dropped once a topic holds more than `retainedEvents`.
 */
export class InMemoryEventBus implements EventBus, DeadLetterReplay {
  private readonly logs = new Map<string, TopicLog>();
  private readonly groups = new Map<string, Group>();
  private readonly idleWaiters: Array<() => void> = [];
  /** Per replay scope (a group, or every group): the dead-letter offset replayed up to, per topic. */
  private readonly replayed = new Map<string, number>();
  private readonly retry: RetryPolicy;
  private closed = false;

  constructor(
    retry: Partial<RetryPolicy> = {},
    private readonly observer: BusObserver = silentObserver,
    private readonly retainedEvents = DEFAULT_RETAINED_EVENTS,
  ) {
    this.retry = { ...defaultRetryPolicy, ...retry };
  }

  async publish(topic: string, events: readonly EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('Event bus is closed');
    this.append(
      topic,
      events.map((event) => structuredClone(event)),
    );
  }

  async subscribe(
    group: string,
    topics: readonly string[],
    handler: EventHandler,
    observer: BusObserver = this.observer,
  ): Promise<Subscription> {
    if (this.groups.has(group)) throw new Error(`Consumer group ${group} is already subscribed`);
    const state: Group = {
      topics: new Set(topics),
      handler,
      offsets: new Map(),
      chains: new Map(),
      inFlight: 0,
      observer,
      closed: false,
    };
    this.groups.set(group, state);
    for (const topic of topics) setImmediate(() => this.pump(group, state, topic));
    return {
      close: async () => {
        state.closed = true;
        this.groups.delete(group);
        await Promise.all([...state.chains.values()]);
        if (this.isIdle()) this.idleWaiters.splice(0).forEach((wake) => wake());
      },
    };
  }

  /** A group of its own, started at the earliest retained event, whose handler never fails. */
  async follow(
    topics: readonly string[],
    handler: EventHandler,
    options: FollowOptions,
  ): Promise<Subscription> {
    return this.subscribe(
      `follower-${randomUUID()}`,
      topics,
      followerHandler(handler, options),
      silentObserver,
    );
  }

  /** The events a topic still holds (all of them, up to the retention), dead-letter topics included. */
  events(topic: string): readonly EventEnvelope[] {
    return this.log(topic).events;
  }

  /** Resolves when every group has handled every published event (tests and orderly shutdown). */
  async idle(): Promise<void> {
    while (!this.isIdle()) {
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  isHealthy(): boolean {
    return !this.closed;
  }

  /** Nothing to join in one process: a group consumes as soon as it subscribes. */
  joiningGroups(): readonly string[] {
    return [];
  }

  async replayDeadLetters(topic: string, options: { group?: string } = {}): Promise<number> {
    const log = this.log(deadLetterTopic(topic));
    const scope = `${topic}\u0000${options.group ?? '*'}`;
    const from = Math.max(this.replayed.get(scope) ?? 0, log.base);
    const letters = log.events.slice(from - log.base);
    this.replayed.set(scope, endOf(log));
    const replays = letters
      .filter((letter) => !options.group || letter.headers?.['x-consumer-group'] === options.group)
      .map(({ headers, ...event }) => {
        const { 'x-error': _error, 'x-consumer-group': group, ...kept } = headers ?? {};
        return { ...event, headers: { ...kept, [REPLAY_FOR_GROUP_HEADER]: group ?? '' } };
      });
    if (replays.length > 0) this.append(topic, replays);
    return replays.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.groups.values()].flatMap((g) => [...g.chains.values()]));
  }

  private isIdle(): boolean {
    for (const group of this.groups.values()) {
      if (group.inFlight > 0) return false;
      for (const topic of group.topics) {
        if (this.offsetOf(group, topic) < endOf(this.log(topic))) return false;
      }
    }
    return true;
  }

  private pump(name: string, group: Group, topic: string): void {
    const log = this.log(topic);
    let offset = this.offsetOf(group, topic);
    while (!this.closed && !group.closed && offset < endOf(log)) {
      const event = log.events[offset++ - log.base];
      group.inFlight++;
      const previous = group.chains.get(event.key) ?? Promise.resolve();
      const next = previous.then(() => this.deliver(name, group, topic, event));
      group.chains.set(event.key, next);
      void next.finally(() => {
        if (group.chains.get(event.key) === next) group.chains.delete(event.key);
        group.inFlight--;
        group.observer.consumerLag(name, topic, endOf(log) - this.offsetOf(group, topic));
        if (this.isIdle()) this.idleWaiters.splice(0).forEach((wake) => wake());
      });
    }
    group.offsets.set(topic, offset);
    this.trim(topic, log);
  }

  /** A group that has not read a topic yet starts at its earliest retained event. */
  private offsetOf(group: Group, topic: string): number {
    return group.offsets.get(topic) ?? this.log(topic).base;
  }

  /**
   * Drops the oldest events beyond the retention that every subscribed group has taken (a taken
   * event lives on in its delivery chain until handled). In batches of half the retention, so the
   * copy an array shift costs is paid once per many events.
   */
  private trim(topic: string, log: TopicLog): void {
    let keepFrom = endOf(log) - this.retainedEvents;
    if (keepFrom - log.base < Math.max(1, this.retainedEvents / 2)) return;
    for (const group of this.groups.values()) {
      if (group.topics.has(topic)) keepFrom = Math.min(keepFrom, this.offsetOf(group, topic));
    }
    if (keepFrom <= log.base) return;
    log.events.splice(0, keepFrom - log.base);
    log.base = keepFrom;
  }

  private async deliver(name: string, group: Group, topic: string, event: EventEnvelope): Promise<void> {
    if (this.closed) return;
    const outcome = await deliverWithRetry(name, event, group.handler, this.retry, this.observer, {
      isClosed: () => this.closed || group.closed,
    });
    if (outcome.ok || outcome.abandoned) return;
    this.append(deadLetterTopic(topic), [
      {
        ...event,
        headers: { ...event.headers, 'x-error': errorText(outcome.error), 'x-consumer-group': name },
      },
    ]);
    group.observer.deadLettered(topic, name, event, outcome.error);
  }

  private append(topic: string, events: EventEnvelope[]): void {
    const log = this.log(topic);
    log.events.push(...events);
    let subscribed = false;
    for (const [name, group] of this.groups) {
      if (!group.topics.has(topic)) continue;
      subscribed = true;
      setImmediate(() => this.pump(name, group, topic));
    }
    // Dead-letter topics and topics nobody reads are trimmed here; the others after each pump.
    if (!subscribed) this.trim(topic, log);
  }

  private log(topic: string): TopicLog {
    let log = this.logs.get(topic);
    if (!log) {
      log = { base: 0, events: [] };
      this.logs.set(topic, log);
    }
    return log;
  }
}
