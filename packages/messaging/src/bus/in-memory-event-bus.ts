import { deadLetterTopic, EventEnvelope } from '@p2p/contracts';
import {
  BusObserver,
  defaultRetryPolicy,
  deliverWithRetry,
  errorText,
  EventBus,
  EventHandler,
  RetryPolicy,
  silentObserver,
  Subscription,
} from './event-bus';

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
 * bounded retries then a dead-letter topic.
 */
export class InMemoryEventBus implements EventBus {
  private readonly logs = new Map<string, EventEnvelope[]>();
  private readonly groups = new Map<string, Group>();
  private readonly idleWaiters: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly retry: RetryPolicy = defaultRetryPolicy,
    private readonly observer: BusObserver = silentObserver,
  ) {}

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

  /** Events published to a topic so far, dead-letter topics included. */
  events(topic: string): readonly EventEnvelope[] {
    return this.log(topic);
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

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.groups.values()].flatMap((g) => [...g.chains.values()]));
  }

  private isIdle(): boolean {
    for (const group of this.groups.values()) {
      if (group.inFlight > 0) return false;
      for (const topic of group.topics) {
        if ((group.offsets.get(topic) ?? 0) < this.log(topic).length) return false;
      }
    }
    return true;
  }

  private pump(name: string, group: Group, topic: string): void {
    const log = this.log(topic);
    let offset = group.offsets.get(topic) ?? 0;
    while (!this.closed && !group.closed && offset < log.length) {
      const event = log[offset++];
      group.inFlight++;
      const previous = group.chains.get(event.key) ?? Promise.resolve();
      const next = previous.then(() => this.deliver(name, group, topic, event));
      group.chains.set(event.key, next);
      void next.finally(() => {
        if (group.chains.get(event.key) === next) group.chains.delete(event.key);
        group.inFlight--;
        group.observer.consumerLag(name, topic, log.length - (group.offsets.get(topic) ?? 0));
        if (this.isIdle()) this.idleWaiters.splice(0).forEach((wake) => wake());
      });
    }
    group.offsets.set(topic, offset);
  }

  private async deliver(name: string, group: Group, topic: string, event: EventEnvelope): Promise<void> {
    if (this.closed) return;
    const outcome = await deliverWithRetry(
      name,
      event,
      group.handler,
      this.retry,
      this.observer,
      () => this.closed,
    );
    if (outcome.ok || this.closed) return;
    this.append(deadLetterTopic(topic), [
      {
        ...event,
        headers: { ...event.headers, 'x-error': errorText(outcome.error), 'x-consumer-group': name },
      },
    ]);
    group.observer.deadLettered(topic, name, event, outcome.error);
  }

  private append(topic: string, events: EventEnvelope[]): void {
    this.log(topic).push(...events);
    for (const [name, group] of this.groups) {
      if (group.topics.has(topic)) setImmediate(() => this.pump(name, group, topic));
    }
  }

  private log(topic: string): EventEnvelope[] {
    let log = this.logs.get(topic);
    if (!log) {
      log = [];
      this.logs.set(topic, log);
    }
    return log;
  }
}
