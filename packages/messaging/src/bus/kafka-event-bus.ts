import { deadLetterTopic, EventEnvelope } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import {
  Admin,
  Consumer,
  EachBatchPayload,
  Kafka,
  KafkaMessage,
  logLevel,
  Partitioners,
  Producer,
} from 'kafkajs';
import { BrokerHealth } from './broker-health';
import {
  BusObserver,
  DeadLetterReplay,
  defaultRetryPolicy,
  deliverWithRetry,
  errorText,
  EventBus,
  EventHandler,
  FollowOptions,
  followerHandler,
  REPLAY_FOR_GROUP_HEADER,
  RetryPolicy,
  silentObserver,
  Subscription,
} from './event-bus';
import { KafkaCredentials, saslOf } from './kafka-credentials';
import { retryRetriable } from './retry-retriable';

/**
 * How long the broker holds an idle fetch open. A consumer's disconnect waits for its fetch in
 * flight, so kafkajs's 5 s default made a process with four consumers take up to 20 s to stop (and
 * be killed mid-drain under load); an event still comes back as soon as it is written.
 */
const FETCH_MAX_WAIT_MS = 1_000;

/**
 * How long the broker waits for a member's heartbeat before giving its partitions to the others,
 * and so how long a restarted process waits to consume after a `kill -9` of its predecessor
 * (kafkajs has no static membership). Heartbeats go between messages and between the attempts of a
 * handler waiting out a transient failure, so only a handler stuck in one attempt this long loses its
 * partitions (its events are then delivered again, and the inbox makes that harmless).
 */
const SESSION_TIMEOUT_MS = 10_000;
const HEARTBEAT_INTERVAL_MS = 1_000;

/** A consumer kafkajs gave up on is replaced after 1 s, then 2, 4 … at most 30 s apart. */
const RECOVERY_FIRST_DELAY_MS = 1_000;
const RECOVERY_MAX_DELAY_MS = 30_000;

/** Why a batch stopped early without an error: the consumer is stopping or its partition was moved. */
const STOPPED = Symbol('stopped');

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** SCRAM-SHA-512 credentials of this client's principal, for a broker that requires them. */
  sasl?: KafkaCredentials;
  /**
   * Topics this process produces to or consumes from; created (with their DLQs) at connect. A client
   * of a broker that enforces ACLs passes none: an operator provisions the topics (provisionTopics).
   */
  topics: readonly string[];
  partitions?: number;
  replicationFactor?: number;
  retry?: Partial<RetryPolicy>;
  observer?: BusObserver;
  /** How often the broker's reachability is checked for `isHealthy` (0: never, always reachable). */
  healthCheckIntervalMs?: number;
  /** Where a consumer group's crash is reported (the bus is unhealthy until its new consumer joins). */
  onConsumerError?: (group: string, error: unknown) => void;
}

/**
 * Kafka adapter (kafkajs). Message key = aggregate id so one aggregate stays on one partition, in
 * order. The producer is idempotent and waits for all in-sync replicas. A partition whose handler
 * fails transiently waits (with backoff, heartbeating) until it succeeds; one whose handler keeps
 * failing permanently sends its message to `<topic>.dlq` and moves on.
 *
 * kafkajs is unmaintained since 2023: it stays behind the EventBus port so it can be replaced.
 */
export class KafkaEventBus implements EventBus, DeadLetterReplay {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly consumers: Consumer[] = [];
  private readonly retry: RetryPolicy;
  private readonly observer: BusObserver;
  private readonly broker: BrokerHealth;
  private readonly joining = new Set<string>();
  private connected = false;
  private closed = false;
  /** Groups whose consumer kafkajs gave up on, until a new one has joined. */
  private readonly crashedGroups = new Set<string>();

  constructor(private readonly options: KafkaBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      sasl: saslOf(options.sasl),
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
    this.retry = { ...defaultRetryPolicy, ...options.retry };
    this.observer = options.observer ?? silentObserver;
    this.broker = brokerHealth(options);
  }

  async connect(): Promise<void> {
    if (this.connected) return;
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      await provisionTopics(admin, this.options.topics, this.options);
    } finally {
      await admin.disconnect();
    }
    await this.producer.connect();
    this.connected = true;
    if ((this.options.healthCheckIntervalMs ?? DEFAULT_HEALTH_CHECK_MS) > 0) this.broker.start();
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
    let closed = false;
    const isClosed = () => closed || this.closed;
    let consumer: Consumer | null = null;
    let recoveryDelayMs = RECOVERY_FIRST_DELAY_MS;
    let recovery: NodeJS.Timeout | null = null;

    const start = async (): Promise<void> => {
      const current = this.kafka.consumer({
        groupId: group,
        allowAutoTopicCreation: true,
        maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
        sessionTimeout: SESSION_TIMEOUT_MS,
        heartbeatInterval: HEARTBEAT_INTERVAL_MS,
      });
      consumer = current;
      this.consumers.push(current);
      current.on(current.events.GROUP_JOIN, () => {
        this.joining.delete(group);
        this.crashedGroups.delete(group);
        recoveryDelayMs = RECOVERY_FIRST_DELAY_MS;
      });
      current.on(current.events.CRASH, (event) => {
        if (event.payload.restart) this.joining.add(group);
        else recoverLater(current, event.payload.error);
      });
      current.on(current.events.END_BATCH_PROCESS, (event) => {
        observer.consumerLag(group, event.payload.topic, Number(event.payload.offsetLag));
      });
      await current.connect();
      await current.subscribe({ topics: [...topics], fromBeginning: true });
      this.joining.add(group);
      // Not awaited: joining waits for the broker to give up on a killed predecessor's session, and the
      // process must serve HTTP (and say it is joining) meanwhile.
      current
        .run({
          partitionsConsumedConcurrently: 3,
          // A batch's offsets are resolved as its messages are applied, never past one that is not.
          eachBatchAutoResolve: false,
          eachBatch: (payload) => this.consumeBatch(group, handler, observer, isClosed, payload),
        })
        .catch((error: unknown) => recoverLater(current, error));
    };

    /**
     * kafkajs gives a consumer up for good on an error it calls non-retriable, such as "Failed to find
     * group coordinator" while a restarted broker loads its groups. The group is then unhealthy (the
     * process leaves the load balancer) and a new consumer of the same group is started, with a
     * growing delay, until one joins: nothing committed is lost, and the inbox drops what is
     * delivered twice.
     */
    const recoverLater = (failed: Consumer, error: unknown): void => {
      if (isClosed() || failed !== consumer || recovery) return;
      this.crashedGroups.add(group);
      this.joining.delete(group);
      this.options.onConsumerError?.(group, error);
      this.consumers.splice(this.consumers.indexOf(failed), 1);
      recovery = setTimeout(() => {
        recovery = null;
        void failed
          .disconnect()
          .catch(() => undefined)
          .then(() => (isClosed() ? undefined : start()))
          .catch((startError: unknown) => recoverLater(consumer ?? failed, startError));
      }, recoveryDelayMs);
      recovery.unref();
      recoveryDelayMs = Math.min(recoveryDelayMs * 2, RECOVERY_MAX_DELAY_MS);
    };

    await start();
    return {
      close: async () => {
        closed = true;
        if (recovery) clearTimeout(recovery);
        this.joining.delete(group);
        this.crashedGroups.delete(group);
        if (!consumer) return;
        if (this.consumers.includes(consumer)) this.consumers.splice(this.consumers.indexOf(consumer), 1);
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
    const deliver = followerHandler(handler, options);
    let closed = false;
    let consumer: Consumer | null = null;
    let recovery: NodeJS.Timeout | null = null;
    let recoveryDelayMs = RECOVERY_FIRST_DELAY_MS;
    // Where a replacement starts: the broker time of the last event seen (events of that very
    // millisecond come again, which a follower's handler takes in its stride).
    let resumeAt = options.since.getTime();

    const start = async (): Promise<void> => {
      const from = resumeAt;
      const admin = this.kafka.admin();
      await admin.connect();
      const starts = await Promise.all(
        topics.map(async (topic) => ({
          topic,
          partitions: await retryRetriable(() => admin.fetchTopicOffsetsByTimestamp(topic, from), {
            withinMs: 60_000,
            beforeRetry: () => admin.fetchTopicMetadata({ topics: [topic] }),
          }),
        })),
      ).finally(() => admin.disconnect());
      const current = this.kafka.consumer({
        groupId: `${this.options.clientId}-follower-${randomUUID()}`,
        allowAutoTopicCreation: true,
        maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
        // Small and quick: a follower only reads, and a replica that is gone should leave at once.
        sessionTimeout: 10_000,
        heartbeatInterval: 1_000,
      });
      consumer = current;
      this.consumers.push(current);
      current.on(current.events.GROUP_JOIN, () => (recoveryDelayMs = RECOVERY_FIRST_DELAY_MS));
      current.on(current.events.CRASH, (event) => {
        if (!event.payload.restart) recoverLater(current, event.payload.error);
      });
      await current.connect();
      await current.subscribe({ topics: [...topics], fromBeginning: false });
      await current.run({
        autoCommit: false,
        eachMessage: async ({ message }) => {
          const event = parseEnvelope(message);
          if (event) await deliver(event);
          resumeAt = Math.max(resumeAt, Number(message.timestamp));
        },
      });
      // kafkajs keeps seeks made before the partitions are assigned and applies them at the first fetch.
      for (const { topic, partitions } of starts)
        for (const { partition, offset } of partitions) current.seek({ topic, partition, offset });
    };

    /** As for a group (see subscribe), but a follower's replacement starts where the last one stopped. */
    const recoverLater = (failed: Consumer, error: unknown): void => {
      if (closed || this.closed || failed !== consumer || recovery) return;
      this.options.onConsumerError?.('follower', error);
      if (this.consumers.includes(failed)) this.consumers.splice(this.consumers.indexOf(failed), 1);
      recovery = setTimeout(() => {
        recovery = null;
        void failed
          .disconnect()
          .catch(() => undefined)
          .then(() => (closed || this.closed ? undefined : start()))
          .catch((startError: unknown) => recoverLater(consumer ?? failed, startError));
      }, recoveryDelayMs);
      recovery.unref();
      recoveryDelayMs = Math.min(recoveryDelayMs * 2, RECOVERY_MAX_DELAY_MS);
    };

    await start();
    return {
      close: async () => {
        closed = true;
        if (recovery) clearTimeout(recovery);
        if (!consumer) return;
        if (this.consumers.includes(consumer)) this.consumers.splice(this.consumers.indexOf(consumer), 1);
        await consumer.disconnect();
      },
    };
  }

  /**
   * A partition's fetched batch is delivered as the in-memory bus delivers: each key's events one
   * at a time and in order, different keys at once, so a consumer's inbox can apply the events
   * waiting together in one transaction (one message at a time per partition left it nothing to
   * group). Offsets are resolved in order as far as every message before them has been applied; an
   * abandoned delivery (the bus closing) stops the batch there, and what follows it comes again.
   */
  private async consumeBatch(
    group: string,
    handler: EventHandler,
    observer: BusObserver,
    isClosed: () => boolean,
    { batch, resolveOffset, heartbeat, isRunning, isStale }: EachBatchPayload,
  ): Promise<void> {
    const chains = new Map<string, Promise<void>>();
    const consumeOne = async (message: KafkaMessage): Promise<void> => {
      if (!isRunning() || isStale()) throw STOPPED;
      const event = parseEnvelope(message);
      if (!event) {
        await this.deadLetter(batch.topic, group, message.key, message.value, 'Unparseable event envelope');
        return;
      }
      const outcome = await deliverWithRetry(group, event, handler, this.retry, this.observer, {
        isClosed,
        beforeRetry: heartbeat,
      });
      if (outcome.ok) return;
      if (outcome.abandoned) throw outcome.error; // not resolved: delivered again after a restart
      await this.deadLetter(batch.topic, group, message.key, message.value, errorText(outcome.error));
      observer.deadLettered(batch.topic, group, event, outcome.error);
    };
    const deliveries = batch.messages.map((message) => {
      const key = message.key?.toString() ?? '';
      // A key's next event waits for its previous one, and is not applied if that one failed.
      const delivery = (chains.get(key) ?? Promise.resolve()).then(() => consumeOne(message));
      chains.set(key, delivery);
      return delivery;
    });
    let failure: unknown = null;
    for (const [index, delivery] of deliveries.entries()) {
      try {
        await delivery;
      } catch (error) {
        failure = error;
        break;
      }
      resolveOffset(batch.messages[index].offset);
      await heartbeat();
    }
    // Deliveries of other keys already under way finish (their inbox drops them when they come again).
    await Promise.allSettled(deliveries);
    if (failure !== null && failure !== STOPPED) throw failure;
  }

  isHealthy(): boolean {
    return this.connected && !this.closed && this.crashedGroups.size === 0 && this.broker.isReachable();
  }

  joiningGroups(): readonly string[] {
    return [...this.joining];
  }

  /**
   * Reads `<topic>.dlq` as the consumer group `dlq-replay.<topic>[.<group>]` from where its last
   * replay stopped up to the end seen at the start, and publishes each letter again (committing
   * after each), so running it twice replays nothing twice.
   */
  async replayDeadLetters(topic: string, options: { group?: string } = {}): Promise<number> {
    await this.connect();
    const dlq = deadLetterTopic(topic);
    const replayGroup = `dlq-replay.${topic}${options.group ? `.${options.group}` : ''}`;
    const admin = this.kafka.admin();
    await admin.connect();
    const ends = new Map<number, bigint>();
    try {
      const [highs, [committed]] = await Promise.all([
        admin.fetchTopicOffsets(dlq),
        admin.fetchOffsets({ groupId: replayGroup, topics: [dlq] }),
      ]);
      for (const { partition, high, low } of highs) {
        const done = committed?.partitions.find((p) => p.partition === partition)?.offset ?? '-1';
        const from = BigInt(done) >= 0n && BigInt(done) > BigInt(low) ? BigInt(done) : BigInt(low);
        if (from < BigInt(high)) ends.set(partition, BigInt(high));
      }
    } finally {
      await admin.disconnect();
    }
    if (ends.size === 0) return 0;
    const consumer = this.kafka.consumer({ groupId: replayGroup, maxWaitTimeInMs: FETCH_MAX_WAIT_MS });
    let replayed = 0;
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [dlq], fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        eachMessage: async ({ partition, message }) => {
          const group = message.headers?.['x-consumer-group']?.toString();
          if (!options.group || group === options.group) {
            await this.republish(topic, group ?? '', message);
            replayed++;
          }
          const next = BigInt(message.offset) + 1n;
          await consumer.commitOffsets([{ topic: dlq, partition, offset: next.toString() }]);
          if (next >= (ends.get(partition) ?? 0n)) ends.delete(partition);
          if (ends.size === 0) finish();
        },
      });
      await finished;
    } finally {
      await consumer.disconnect();
    }
    return replayed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.broker.stop();
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

  private async republish(topic: string, group: string, message: KafkaMessage): Promise<void> {
    const event = parseEnvelope(message);
    if (event) {
      // Replayed as it was first published: the letter's reason and group are not the event's.
      const kept = Object.fromEntries(
        Object.entries(event.headers ?? {}).filter(
          ([name]) => !(DEAD_LETTER_HEADERS as readonly string[]).includes(name),
        ),
      );
      await this.publish(topic, [{ ...event, headers: { ...kept, [REPLAY_FOR_GROUP_HEADER]: group } }]);
      return;
    }
    // Unparseable then, perhaps parseable by a fixed consumer now: the bytes as they came.
    await this.producer.send({
      topic,
      acks: -1,
      messages: [{ key: message.key, value: message.value, headers: { [REPLAY_FOR_GROUP_HEADER]: group } }],
    });
  }
}

/**
 * Creates the missing event topics (kept forever) and their DLQs (the broker's default retention).
 * The event topics are the log a projection is rebuilt from (the admin's read models replay them from
 * the start): the broker's default retention (7 days) would silently rebuild only the last week.
 */
export async function provisionTopics(
  admin: Admin,
  topics: readonly string[],
  options: { partitions?: number; replicationFactor?: number } = {},
): Promise<void> {
  if (topics.length === 0) return;
  const existing = new Set(await admin.listTopics());
  const wanted = topics.flatMap((topic) => [topic, deadLetterTopic(topic)]);
  const missing = [...new Set(wanted)].filter((topic) => !existing.has(topic));
  if (missing.length === 0) return;
  const events = new Set(topics);
  await admin.createTopics({
    waitForLeaders: true,
    topics: missing.map((topic) => ({
      topic,
      numPartitions: options.partitions ?? 3,
      replicationFactor: options.replicationFactor ?? 1,
      ...(events.has(topic) ? { configEntries: [{ name: 'retention.ms', value: '-1' }] } : {}),
    })),
  });
}

const DEFAULT_HEALTH_CHECK_MS = 2_000;

/** A client of its own, quick to give up, so the probe says "unreachable" in seconds, not minutes. */
function brokerHealth(options: KafkaBusOptions): BrokerHealth {
  const every = options.healthCheckIntervalMs ?? DEFAULT_HEALTH_CHECK_MS;
  const admin = new Kafka({
    clientId: `${options.clientId}-health`,
    brokers: options.brokers,
    sasl: saslOf(options.sasl),
    logLevel: logLevel.NOTHING,
    connectionTimeout: Math.min(every, 1_000),
    requestTimeout: Math.max(every, 1_000),
    retry: { retries: 0 },
  }).admin();
  let connected = false;
  return new BrokerHealth(
    async () => {
      if (!connected) {
        await admin.connect();
        connected = true;
      }
      await admin.describeCluster();
    },
    { intervalMs: every, timeoutMs: Math.max(every, 1_000) },
    () => admin.disconnect(),
  );
}

/** What a dead letter says of its failure, in Kafka headers beside the original bytes. */
const DEAD_LETTER_HEADERS = ['x-error', 'x-consumer-group', 'x-original-topic'] as const;

/**
 * The envelope a message carries. A dead letter's own headers (why, for which group) join the
 * envelope's, as the in-memory bus presents a dead letter, so a reader of `<topic>.dlq` sees the
 * reason on either bus.
 */
function parseEnvelope(message: KafkaMessage): EventEnvelope | null {
  let event: EventEnvelope;
  try {
    event = JSON.parse(message.value?.toString('utf8') ?? '') as EventEnvelope;
  } catch {
    return null;
  }
  if (!event || typeof event.id !== 'string' || typeof event.type !== 'string') return null;
  if (message.headers?.['x-error'] === undefined) return event;
  const letter = DEAD_LETTER_HEADERS.flatMap((name) => {
    const value = message.headers?.[name];
    return value === undefined ? [] : [[name, value.toString()]];
  });
  return { ...event, headers: { ...event.headers, ...Object.fromEntries(letter) } };
}
