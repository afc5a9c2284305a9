import { Client } from 'pg';
import { sleep } from '../processes';
import { LatencySummary, summarize } from '../stats';
import type { Target } from '../targets/target';

/** The lag of one event type to one consumer's applied effect. */
export interface EventLag {
  event: string;
  consumer: string;
  events: number;
  /** Events whose effect had not committed when the bench stopped waiting. */
  unapplied: number;
  /** Commit of the producing transaction to the commit of the consumer's inbox transaction. */
  commitToCommit: LatencySummary;
  /** outbox.created_at to inbox.processed_at: both are their transactions' start (now()). */
  startToStart: LatencySummary;
  /**
   * Where the time goes: the relay's pickup (its transaction's start, outbox.sent_at), its commit
   * after the bus accepted the event (Kafka's acks), and the consumer's commit after that.
   */
  stages: { relayPickup: LatencySummary; publish: LatencySummary; delivery: LatencySummary };
}

/**
 * The two paths an offer's events take to another service's applied effect: OfferMatched to
 * football (the wallet holds a taker's stake synchronously and consumes no OfferMatched) and
 * OfferCancelled to the wallet (which releases the maker's hold). Both ends are read from one
 * PostgreSQL clock: commit timestamps (track_commit_timestamp) of the bet or cancelled offer row,
 * written in the outbox's transaction and never changed since, and of the consumer's inbox row.
 */
const PATHS = [
  {
    event: 'betting.OfferMatched',
    consumer: 'football',
    row: `SELECT xmin FROM bets WHERE id = (o.envelope->'payload'->>'betId')::uuid`,
  },
  {
    event: 'betting.OfferCancelled',
    consumer: 'wallet',
    row: `SELECT xmin FROM offers WHERE id = (o.envelope->'payload'->>'offerId')::uuid`,
  },
] as const;

export async function measureEventLag(
  target: Target,
  offerIds: readonly string[],
  waitMs = 30_000,
): Promise<{ matched: EventLag; cancelled: EventLag }> {
  const [matched, cancelled] = await Promise.all(PATHS.map((path) => lagOf(target, offerIds, path, waitMs)));
  return { matched, cancelled };
}

async function lagOf(
  target: Target,
  offerIds: readonly string[],
  path: (typeof PATHS)[number],
  waitMs: number,
): Promise<EventLag> {
  type Produced = {
    event_id: string;
    committed_ms: number;
    created_ms: number;
    sent_ms: number;
    relayed_ms: number;
  };
  // The relay marks a row sent (sent_at = its transaction's start) and commits after publishing.
  const producedQuery = () =>
    query<Produced>(
      target,
      target.databases.betting,
      `SELECT o.event_id::text AS event_id,
              extract(epoch FROM pg_xact_commit_timestamp(r.xmin)) * 1000 AS committed_ms,
              extract(epoch FROM o.created_at) * 1000 AS created_ms,
              extract(epoch FROM o.sent_at) * 1000 AS sent_ms,
              extract(epoch FROM pg_xact_commit_timestamp(o.xmin)) * 1000 AS relayed_ms
         FROM outbox o, LATERAL (${path.row}) r
        WHERE o.type = $1 AND o.key = ANY($2::text[])`,
      [path.event, offerIds],
    );
  let produced = await producedQuery();
  const ids = produced.map((row) => row.event_id);
  const consumerDatabase = target.databases[path.consumer];
  let applied: Array<{ event_id: string; committed_ms: number; processed_ms: number }> = [];
  const deadline = Date.now() + waitMs;
  for (;;) {
    applied = await query(
      target,
      consumerDatabase,
      `SELECT event_id::text AS event_id,
              extract(epoch FROM pg_xact_commit_timestamp(xmin)) * 1000 AS committed_ms,
              extract(epoch FROM processed_at) * 1000 AS processed_ms
         FROM inbox WHERE event_id = ANY($1::uuid[])`,
      [ids],
    );
    if (applied.length >= ids.length || Date.now() > deadline) break;
    await sleep(250);
  }
  produced = await producedQuery();
  const producedById = new Map(produced.map((row) => [row.event_id, row]));
  const commitToCommit: number[] = [];
  const startToStart: number[] = [];
  const stages = { relayPickup: [] as number[], publish: [] as number[], delivery: [] as number[] };
  for (const row of applied) {
    const source = producedById.get(row.event_id)!;
    commitToCommit.push(Number(row.committed_ms) - Number(source.committed_ms));
    startToStart.push(Number(row.processed_ms) - Number(source.created_ms));
    if (source.sent_ms == null) continue;
    stages.relayPickup.push(Number(source.sent_ms) - Number(source.committed_ms));
    stages.publish.push(Number(source.relayed_ms) - Number(source.sent_ms));
    stages.delivery.push(Number(row.committed_ms) - Number(source.relayed_ms));
  }
  return {
    event: path.event,
    consumer: path.consumer,
    events: ids.length,
    unapplied: ids.length - applied.length,
    commitToCommit: summarize(commitToCommit),
    startToStart: summarize(startToStart),
    stages: {
      relayPickup: summarize(stages.relayPickup),
      publish: summarize(stages.publish),
      delivery: summarize(stages.delivery),
    },
  };
}

async function query<T>(target: Target, database: string, sql: string, params: unknown[]): Promise<T[]> {
  const client = new Client({ connectionString: `${target.postgresUrl}/${database}` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
