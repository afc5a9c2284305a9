import { deadLetterTopic, EventEnvelope } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import { Admin, Consumer, Kafka, KafkaMessage, logLevel, Partitioners, Producer } from 'kafkajs';
import {
  BusObserver,
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
import { retryRetriable } from './retry-retriable';

/**
 * How long the broker holds an idle fetch open. A consumer's disconnect waits for its fetch in
 * flight, so kafkajs's 5 s default made a process with four consumers take up to 20 s to stop (and
 * be killed mid-drain under load); an event still comes back as soon as it is written.
 */
const FETCH_MAX_WAIT_MS = 1_000;

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Topics this process produces to or consumes from; created (with their DLQs) at connect. */
  topics: readonly string[];
  partitions?: number;
  replicationFactor?: number;
  retry?: RetryPolicy;
  observer?: BusObserver;
}

/**
 * Kafka adapter (kafkajs). Message key = aggregate id so one aggregate stays on one partition, in
 * order. The producer is idempotent and waits for all in-sync replicas. A handler that keeps
 * failing sends its message to `<topic>.dlq` and the partition moves on.
 *
 * kafkajs is unmaintained since 2023: it stays behind the EventBus port so it can be replaced.
 */
export class KafkaEventBus implements EventBus {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly consumers: Consumer[] = [];
  private readonly retry: RetryPolicy;
  private readonly observer: BusObserver;
  private connected = false;
  private closed = false;
  private crashed = false;

  constructor(private readonly options: KafkaBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      retry: { retries: 8, initialRetryTime: 200 },
    });
    // Idempotence needs one request in flight to keep per-partition order across retries.
    this.producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: true,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.retry = options.retry ?? defaultRetryPolicy;
    this.observer = options.observer ?? silentObserver;
  }

  async connect(): Promise<void> {
    if (this.connected) return;
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      await this.ensureTopics(admin);
    } finally {
      await admin.disconnect();
    }
    await this.producer.connect();
    this.connected = true;
  }

  async publish(topic: string, events: readonly EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    await this.connect();
    await this.producer.send({
      topic,
      acks: -1,
      messages: events.map((event) => ({
        key: event.key,
        value: JSON.stringify(event),
        headers: { 'event-type': event.type, 'event-id': event.id, ...event.headers },
      })),
    });
  }

  async subscribe(
    group: string,
    topics: readonly string[],
    handler: EventHandler,
    observer: BusObserver = this.observer,
  ): Promise<Subscription> {
    await this.connect();
    const consumer = this.kafka.consumer({
      groupId: group,
      allowAutoTopicCreation: true,
      maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
    });
    this.consumers.push(consumer);
    consumer.on(consumer.events.CRASH, (event) => {
      if (!event.payload.restart) this.crashed = true;
    });
    consumer.on(consumer.events.END_BATCH_PROCESS, (event) => {
      observer.consumerLag(group, event.payload.topic, Number(event.payload.offsetLag));
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [...topics], fromBeginning: true });
    await consumer.run({
      // Partitions run concurrently; within one partition kafkajs hands messages over one at a time.
      partitionsConsumedConcurrently: 3,
      eachMessage: async ({ topic, message }) => {
        const event = parseEnvelope(message);
        if (!event) {
          await this.deadLetter(topic, group, message.key, message.value, 'Unparseable event envelope');
          return;
        }
        const outcome = await deliverWithRetry(
          group,
          event,
          handler,
          this.retry,
          this.observer,
          () => this.closed,
        );
        if (outcome.ok) return;
        if (this.closed) throw outcome.error; // not committed: redelivered after restart
        await this.deadLetter(topic, group, message.key, message.value, errorText(outcome.error));
        observer.deadLettered(topic, group, event, outcome.error);
      },
    });
    return {
      close: async () => {
        this.consumers.splice(this.consumers.indexOf(consumer), 1);
        await consumer.disconnect();
      },
    };
  }

  /**
   * A consumer in a group of its own that commits nothing, started at the offsets Kafka finds for
   * `since` on each partition: every replica reads every event, from the same point.
   */
  async follow(
    topics: readonly string[],
    handler: EventHandler,
    options: FollowOptions,
  ): Promise<Subscription> {
    await this.connect();
    const admin = this.kafka.admin();
    await admin.connect();
    const starts = await Promise.all(
      topics.map(async (topic) => ({
        topic,
        partitions: await retryRetriable(
          () => admin.fetchTopicOffsetsByTimestamp(topic, options.since.getTime()),
          { withinMs: 60_000, beforeRetry: () => admin.fetchTopicMetadata({ topics: [topic] }) },
        ),
      })),
    ).finally(() => admin.disconnect());
    const consumer = this.kafka.consumer({
      groupId: `${this.options.clientId}-follower-${randomUUID()}`,
      allowAutoTopicCreation: true,
      maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
      // Small and quick: a follower only reads, and a replica that is gone should leave at once.
      sessionTimeout: 10_000,
      heartbeatInterval: 1_000,
    });
    this.consumers.push(consumer);
    const deliver = followerHandler(handler, options);
    await consumer.connect();
    await consumer.subscribe({ topics: [...topics], fromBeginning: false });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ message }) => {
        const event = parseEnvelope(message);
        if (event) await deliver(event);
      },
    });
    // kafkajs keeps seeks made before the partitions are assigned and applies them at the first fetch.
    for (const { topic, partitions } of starts)
      for (const { partition, offset } of partitions) consumer.seek({ topic, partition, offset });
    return {
      close: async () => {
        this.consumers.splice(this.consumers.indexOf(consumer), 1);
        await consumer.disconnect();
      },
    };
  }

  isHealthy(): boolean {
    return this.connected && !this.closed && !this.crashed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled(this.consumers.map((consumer) => consumer.disconnect()));
    await this.producer.disconnect().catch(() => undefined);
  }

  private async deadLetter(
    topic: string,
    group: string,
    key: Buffer | null,
    value: Buffer | null,
    error: string,
  ): Promise<void> {
    await this.producer.send({
      topic: deadLetterTopic(topic),
      acks: -1,
      messages: [
        { key, value, headers: { 'x-error': error, 'x-consumer-group': group, 'x-original-topic': topic } },
      ],
    });
  }

  private async ensureTopics(admin: Admin): Promise<void> {
    const existing = new Set(await admin.listTopics());
    const wanted = this.options.topics.flatMap((topic) => [topic, deadLetterTopic(topic)]);
    const missing = [...new Set(wanted)].filter((topic) => !existing.has(topic));
    if (missing.length === 0) return;
    const events = new Set(this.options.topics);
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({
        topic,
        numPartitions: this.options.partitions ?? 3,
        replicationFactor: this.options.replicationFactor ?? 1,
        // The event topics are the log a projection is rebuilt from (the admin's read models replay
        // them from the start): the broker's default retention (7 days) would silently rebuild only
        // the last week. Dead letters keep the broker's default.
        ...(events.has(topic) ? { configEntries: [{ name: 'retention.ms', value: '-1' }] } : {}),
      })),
    });
  }
}

function parseEnvelope(message: KafkaMessage): EventEnvelope | null {
  try {
    const event = JSON.parse(message.value?.toString('utf8') ?? '') as EventEnvelope;
    return event && typeof event.id === 'string' && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}
