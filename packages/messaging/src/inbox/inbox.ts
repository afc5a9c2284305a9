import { EventEnvelope, readEvent } from '@p2p/contracts';
import { DataSource, EntityManager } from 'typeorm';

export type InboxEffect = (manager: EntityManager, event: EventEnvelope) => Promise<void>;

/**
 * Runs before the effects of a batch of several events, in its transaction: where the effects lock
 * shared rows (the wallet's accounts), it takes them all first in one deterministic order, so a
 * batch never holds some while it waits for others a request holds in the opposite order.
 */
export type InboxBatchPrepare = (manager: EntityManager, events: readonly EventEnvelope[]) => Promise<void>;

/**
 * Applies an event's effect exactly once per consumer: the inbox row and the effect commit in one
 * transaction, so a redelivered event finds its row and does nothing, and a failed effect leaves
 * no row behind and is retried.
 */
export class Inbox {
  constructor(private readonly dataSource: DataSource) {}

  /** Returns false when this consumer already applied the event. */
  async handle(
    consumer: string,
    event: EventEnvelope,
    effect: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO inbox (consumer, event_id, event_type) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [consumer, event.id, event.type],
      );
      if (inserted.length === 0) return false;
      await effect(manager);
      return true;
    });
  }

  /**
   * Several events in one transaction: one insert records them all, each new one's effect runs in
   * the given order, and all commit together or not at all. Returns the ids of the events applied.
   */
  async handleAll(
    consumer: string,
    events: readonly EventEnvelope[],
    effect: InboxEffect,
    prepare?: InboxBatchPrepare,
  ): Promise<Set<string>> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: Array<{ event_id: string }> = await manager.query(
        `INSERT INTO inbox (consumer, event_id, event_type)
         SELECT $1, event.id, event.type FROM unnest($2::uuid[], $3::text[]) AS event (id, type)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [consumer, events.map((event) => event.id), events.map((event) => event.type)],
      );
      const applied = new Set(inserted.map((row) => row.event_id));
      const toApply = events.filter((event) => applied.has(event.id));
      if (prepare && toApply.length > 1) await prepare(manager, toApply);
      for (const event of toApply) await effect(manager, event);
      return applied;
    });
  }
}

/** Events taken into one transaction at most. */
const MAX_BATCH = 100;
/** Transactions a consumer runs at once: as many events in parallel as before, while it keeps up. */
const CONCURRENCY = 4;

interface Waiting {
  event: EventEnvelope;
  settle(outcome: { applied: boolean } | { error: unknown }): void;
}

/**
 * Group commit for a consumer: a few transactions run at once, and an event that arrives while all
 * of them are busy waits for the first to end, then goes with every other event that arrived
 * meanwhile into its next one. A consumer that keeps up applies each event at once in a transaction
 * of its own; a busy one pays one transaction (its BEGIN, inbox insert and COMMIT) per batch
 * instead of per event, which is when it matters.
 *
 * Per-key order holds because a bus hands a key its next event only after the previous one's
 * delivery resolved, so a batch holds at most one event of a key, and batches run in key order,
 * so two of them lock rows of the same keys in the same order. A batch that fails is not retried
 * as a batch: each of its events is applied alone, so one event's failure is its own and never
 * counts against the events that arrived beside it.
 */
export class BatchingInbox {
  private readonly inbox: Inbox;
  private readonly waiting: Waiting[] = [];
  private running = 0;

  constructor(
    dataSource: DataSource,
    private readonly consumer: string,
    private readonly effect: InboxEffect,
    private readonly options: { maxBatch?: number; concurrency?: number; prepare?: InboxBatchPrepare } = {},
  ) {
    this.inbox = new Inbox(dataSource);
  }

  /**
   * Resolves with whether this delivery applied the event (false: applied before), once committed.
   * The event is checked against its schema first (an older version lifted to the current one): a
   * malformed one is refused with a MalformedEventError before any effect runs or the inbox records it.
   */
  deliver(event: EventEnvelope): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({
        event: readEvent(event),
        settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.applied)),
      });
      if (this.running < (this.options.concurrency ?? CONCURRENCY)) void this.run();
    });
  }

  private async run(): Promise<void> {
    this.running++;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.options.maxBatch ?? MAX_BATCH);
        await this.apply(
          batch.sort((a, b) => (a.event.key < b.event.key ? -1 : a.event.key > b.event.key ? 1 : 0)),
        );
      }
    } finally {
      this.running--;
    }
  }

  private async apply(batch: Waiting[]): Promise<void> {
    if (batch.length > 1 && new Set(batch.map((item) => item.event.id)).size === batch.length) {
      try {
        const applied = await this.inbox.handleAll(
          this.consumer,
          batch.map((item) => item.event),
          this.effect,
          this.options.prepare,
        );
        for (const item of batch) item.settle({ applied: applied.has(item.event.id) });
        return;
      } catch {
        // Rolled back as a whole: each event is tried on its own below, and fails (or not) alone.
      }
    }
    for (const item of batch) {
      try {
        const applied = await this.inbox.handle(this.consumer, item.event, (manager) =>
          this.effect(manager, item.event),
        );
        item.settle({ applied });
      } catch (error) {
        item.settle({ error });
      }
    }
  }
}
