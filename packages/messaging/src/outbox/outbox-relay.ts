import { EventEnvelope } from '@p2p/contracts';
import { DataSource } from 'typeorm';
import { EventBus, sleep } from '../bus/event-bus';
import { publishTraced } from '../tracing/event-spans';

export interface RelayOptions {
  batchSize?: number;
  /** Fallback poll, for commits of other replicas and retries after a failed publish. */
  pollIntervalMs?: number;
  onError?: (error: unknown) => void;
}

/** One relay publishes at a time per database, which keeps the global (so per-key) order. */
const RELAY_LOCK_KEY = 7_413_000_101;

interface Row {
  id: string;
  topic: string;
  envelope: EventEnvelope;
}

export interface OutboxBacklog {
  count: number;
  oldestAgeSeconds: number;
}

/**
 * Publishes committed outbox rows in id order and marks them sent. Woken by the NOTIFY an outbox
 * insert sends (PostgreSQL delivers it only when the inserting transaction commits), so
 * publishing does not wait for a polling interval. A crash between publish and mark republishes
 * the batch; consumers' inboxes make that harmless.
 */
export class OutboxRelay {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private pending = false;
  private listener: { release(): void; query(sql: string): Promise<unknown> } | null = null;
  private lastSuccessAt = 0;
  private lastError: unknown = null;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly options: RelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.listen();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.nudge();
    await this.loop;
    this.loop = null;
    const listener = this.listener;
    this.listener = null;
    if (listener) {
      await listener.query('UNLISTEN outbox').catch(() => undefined);
      listener.release();
    }
  }

  isRunning(): boolean {
    return this.running;
  }

  /** Healthy while running and the last attempt (if any failed) is not older than a few polls. */
  isHealthy(): boolean {
    return (
      this.running && (this.lastError === null || Date.now() - this.lastSuccessAt < this.pollIntervalMs * 5)
    );
  }

  /** Ask for an immediate pass, e.g. right after a commit in this process. */
  nudge(): void {
    this.pending = true;
    this.wake?.();
  }

  /** Publishes everything unsent now; returns how many rows were published. */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.publishBatch();
      total += published;
      if (published < this.batchSize) return total;
    }
  }

  async unsentCount(): Promise<number> {
    return (await this.backlog()).count;
  }

  /** Rows not yet published and how long the oldest has waited (0 when none), read in one query. */
  async backlog(): Promise<OutboxBacklog> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS n,
              coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age
         FROM outbox WHERE sent_at IS NULL`,
    );
    return { count: row.n, oldestAgeSeconds: Math.max(0, row.age) };
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.pending = false;
      try {
        await this.flush();
        this.lastSuccessAt = Date.now();
        this.lastError = null;
      } catch (error) {
        this.lastError = error;
        this.options.onError?.(error);
        await sleep(Math.min(this.pollIntervalMs, 250));
      }
      if (!this.running || this.pending) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollIntervalMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private async publishBatch(): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      // Marking rows sent need not wait for the disk: a mark lost in a crash only publishes those
      // rows again, which every consumer's inbox absorbs; the state changes behind the events
      // committed durably in their own transactions.
      const [{ locked }] = await runner.query(
        `SELECT pg_try_advisory_xact_lock($1) AS locked, set_config('synchronous_commit', 'off', true)`,
        [RELAY_LOCK_KEY],
      );
      if (!locked) {
        await runner.commitTransaction();
        return 0;
      }
      // The batch is read by its own statement, whose snapshot is taken after the lock: read in the
      // statement that takes the lock, it could miss the marks of the pass that just released it
      // and publish that pass's rows again.
      const rows: Row[] = await runner.query(
        `SELECT id, topic, envelope FROM outbox WHERE sent_at IS NULL ORDER BY id LIMIT $1`,
        [this.batchSize],
      );
      for (const run of consecutiveRunsByTopic(rows)) {
        const topic = run[0].topic;
        await publishTraced(
          topic,
          run.map((row) => row.envelope),
          (events) => this.bus.publish(topic, events),
        );
      }
      if (rows.length > 0) {
        await runner.query(`UPDATE outbox SET sent_at = now() WHERE id = ANY($1::bigint[])`, [
          rows.map((r) => r.id),
        ]);
      }
      await runner.commitTransaction();
      return rows.length;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async listen(): Promise<void> {
    // A dedicated pooled connection stays in LISTEN for the relay's lifetime.
    const driver = this.dataSource.driver as unknown as {
      master: { connect(): Promise<ListenClient> };
    };
    const client = await driver.master.connect();
    client.on('notification', () => this.nudge());
    client.on('error', (error) => this.options.onError?.(error));
    await client.query('LISTEN outbox');
    this.listener = client;
  }
}

interface ListenClient {
  on(event: 'notification', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  query(sql: string): Promise<unknown>;
  release(): void;
}

/** Splits rows into runs of one topic, keeping their order, so each run is one publish call. */
function consecutiveRunsByTopic(rows: Row[]): Row[][] {
  const runs: Row[][] = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last[0].topic === row.topic) last.push(row);
    else runs.push([row]);
  }
  return runs;
}
