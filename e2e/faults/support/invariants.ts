import { KafkaCredentials, saslOf } from '@p2p/messaging';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'pg';
import type { Acknowledged } from './load';

export interface Check {
  name: string;
  ok: boolean;
  /** The figure the check is about (a sum, a count of offenders, ...). */
  figure: string;
  offenders?: unknown[];
}

const SERVICES = ['auth', 'wallet', 'betting', 'football', 'admin', 'notifications'] as const;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withDatabase<T>(
  postgresUrl: string,
  database: string,
  work: (db: Client) => Promise<T>,
): Promise<T> {
  const db = new Client({ connectionString: `${postgresUrl}/${database}` });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Unsent outbox rows per service's database. */
export async function outboxBacklog(postgresUrl: string): Promise<Record<string, number>> {
  const entries = await Promise.all(
    SERVICES.map(async (service) => {
      const count = await withDatabase(postgresUrl, service, async (db) => {
        const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`);
        return rows[0].n as number;
      });
      return [service, count] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Waits until every outbox is drained; answers how long that took (the figure), or throws after `limitMs`. */
export async function drainOutboxes(postgresUrl: string, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const backlog = await outboxBacklog(postgresUrl);
    if (Object.values(backlog).every((count) => count === 0)) return Date.now() - started;
    if (Date.now() - started > limitMs) return Date.now() - started;
    await pause(500);
  }
}

/** Every message in a `*.dlq` topic, with the headers the bus writes (why it was given up). */
export async function deadLetters(
  brokers: string,
  login: KafkaCredentials,
): Promise<Array<{ topic: string; key: string; headers: Record<string, string>; value: string }>> {
  const kafka = new Kafka({
    brokers: brokers.split(','),
    clientId: 'faults-dlq',
    sasl: saslOf(login),
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  const letters: Array<{ topic: string; key: string; headers: Record<string, string>; value: string }> = [];
  try {
    const topics = (await admin.listTopics()).filter((topic) => topic.endsWith('.dlq'));
    let total = 0;
    for (const topic of topics) {
      const offsets = await admin.fetchTopicOffsets(topic);
      total += offsets.reduce((sum, partition) => sum + Number(partition.high) - Number(partition.low), 0);
    }
    if (total === 0) return letters;
    const consumer = kafka.consumer({ groupId: `faults-dlq-${Date.now()}` });
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ topic, message }) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(message.headers ?? {})) headers[name] = String(value);
        letters.push({
          topic,
          key: message.key?.toString() ?? '',
          headers,
          value: message.value?.toString() ?? '',
        });
      },
    });
    for (let waited = 0; letters.length < total && waited < 30_000; waited += 250) await pause(250);
    await consumer.disconnect();
  } finally {
    await admin.disconnect();
  }
  return letters;
}

/** The wallet's books, read once: checks on the ledger, holds and acknowledged operations. */
export async function moneyChecks(postgresUrl: string, acknowledged: Acknowledged[]): Promise<Check[]> {
  const wallet = await withDatabase(postgresUrl, 'wallet', async (db) => ({
    total: (
      await db.query(
        `SELECT coalesce(sum(amount_cents), 0)::text AS total, count(*)::int AS entries FROM ledger_entries`,
      )
    ).rows[0],
    unbalanced: (
      await db.query(
        `SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0`,
      )
    ).rows,
    drifted: (
      await db.query(`
      SELECT a.id, a.owner_id, a.kind, a.balance_cents::text, coalesce(e.total, 0)::text AS entries
        FROM accounts a
        LEFT JOIN (SELECT account_id, sum(amount_cents) AS total FROM ledger_entries GROUP BY account_id) e
          ON e.account_id = a.id
       WHERE a.balance_cents <> coalesce(e.total, 0)`)
    ).rows,
    negative: (
      await db.query(
        `SELECT id, owner_id, kind, balance_cents::text FROM accounts WHERE owner_id IS NOT NULL AND balance_cents < 0`,
      )
    ).rows,
    users: (
      await db.query(`SELECT count(DISTINCT owner_id)::int AS n FROM accounts WHERE owner_id IS NOT NULL`)
    ).rows[0].n as number,
    transactions: new Map<string, number>(
      (
        await db.query(
          `SELECT type || ' ' || ref AS k, count(*)::int AS n FROM ledger_transactions GROUP BY 1`,
        )
      ).rows.map((row) => [row.k as string, row.n as number]),
    ),
    holds: new Map<string, string>(
      (await db.query(`SELECT key, status FROM holds`)).rows.map((row) => [
        row.key as string,
        row.status as string,
      ]),
    ),
  }));
  const betting = await withDatabase(postgresUrl, 'betting', async (db) => ({
    bets: (await db.query(`SELECT id, offer_id, status, odds IS NOT NULL AS exchange FROM bets`))
      .rows as Array<{
      id: string;
      offer_id: string;
      status: string;
      exchange: boolean;
    }>,
    abandonedParts: (await db.query(`SELECT bet_id FROM offer_parts WHERE status = 'abandoned'`))
      .rows as Array<{
      bet_id: string;
    }>,
    closedOffers: (
      await db.query(`SELECT id, status FROM offers WHERE status IN ('cancelled', 'expired', 'rejected')`)
    ).rows as Array<{ id: string; status: string }>,
  }));

  const missing = acknowledged.filter(({ type, ref }) => wallet.transactions.get(`${type} ${ref}`) !== 1);
  const stakesMissing = betting.bets.flatMap((bet) => {
    const expected = bet.status === 'matched' ? ['held'] : ['captured', 'released'];
    // A part of an exchange offer holds the maker's share under its own key, carved out of the offer's.
    const makerKey = bet.exchange ? `part:${bet.id}` : `offer:${bet.offer_id}`;
    return [makerKey, `bet:${bet.id}`]
      .filter((key) => !expected.includes(wallet.holds.get(key) ?? 'none'))
      .map((key) => ({
        bet: bet.id,
        betStatus: bet.status,
        hold: key,
        holdStatus: wallet.holds.get(key) ?? 'none',
      }));
  });
  const heldForClosed = betting.closedOffers
    .filter((offer) => wallet.holds.get(`offer:${offer.id}`) === 'held')
    .map((offer) => ({ offer: offer.id, status: offer.status }));
  // A part given up: the maker's share back in the offer's hold or released, the taker's stake released.
  const heldForAbandoned = betting.abandonedParts.flatMap(({ bet_id }) =>
    [`part:${bet_id}`, `bet:${bet_id}`]
      .filter((key) => wallet.holds.get(key) === 'held')
      .map((key) => ({ part: bet_id, hold: key })),
  );
  const settledBets = betting.bets.filter((bet) => bet.status === 'settled' || bet.status === 'void');
  const payouts = settledBets
    .map((bet) => ({
      bet: bet.id,
      payments:
        (wallet.transactions.get(`bet_settlement ${bet.id}`) ?? 0) +
        (wallet.transactions.get(`bet_refund ${bet.id}`) ?? 0),
    }))
    .filter(({ payments }) => payments !== 1);
  const matched = betting.bets.filter((bet) => bet.status === 'matched').length;
  const closedHeld = betting.closedOffers.length;

  return [
    {
      name: 'the ledger sums to zero',
      ok: wallet.total.total === '0' && wallet.unbalanced.length === 0,
      figure: `sum ${wallet.total.total} over ${wallet.total.entries} entries, ${wallet.unbalanced.length} unbalanced transactions`,
      offenders: wallet.unbalanced,
    },
    {
      name: "each account's balance equals the sum of its entries",
      ok: wallet.drifted.length === 0,
      figure: `${wallet.drifted.length} accounts differ (${wallet.users} users)`,
      offenders: wallet.drifted,
    },
    {
      name: 'no negative user balance',
      ok: wallet.negative.length === 0,
      figure: `${wallet.negative.length} negative`,
      offenders: wallet.negative,
    },
    {
      name: 'every acknowledged money operation is in the ledger exactly once',
      ok: missing.length === 0,
      figure: `${acknowledged.length - missing.length} of ${acknowledged.length}`,
      offenders: missing,
    },
    {
      name: 'every matched bet has both stakes held, every settled one both captured or released',
      ok: stakesMissing.length === 0,
      figure: `${betting.bets.length} bets (${matched} matched, ${settledBets.length} settled or void), ${stakesMissing.length} stakes wrong`,
      offenders: stakesMissing,
    },
    {
      name: 'no hold left for a cancelled, expired or rejected offer',
      ok: heldForClosed.length === 0,
      figure: `${heldForClosed.length} of ${closedHeld} closed offers still held`,
      offenders: heldForClosed,
    },
    {
      name: 'no hold left for a part of an exchange offer given up',
      ok: heldForAbandoned.length === 0,
      figure: `${heldForAbandoned.length} holds of ${betting.abandonedParts.length} parts given up`,
      offenders: heldForAbandoned,
    },
    {
      name: 'every settled bet paid exactly once',
      ok: payouts.length === 0,
      figure: `${settledBets.length - payouts.length} of ${settledBets.length}`,
      offenders: payouts,
    },
  ];
}

/**
 * Auth's and the admin's projected balances against the wallet's, user by user, waited for up to
 * `limitMs` after the last event; the time it took is the figure.
 */
export async function projectionCheck(postgresUrl: string, limitMs: number): Promise<Check> {
  const started = Date.now();
  let offenders: unknown[] = [];
  let users = 0;
  for (;;) {
    const wallet = await withDatabase(
      postgresUrl,
      'wallet',
      async (db) =>
        new Map<string, { available: string; held: string }>(
          (
            await db.query(`
          SELECT owner_id,
                 coalesce(sum(balance_cents) FILTER (WHERE kind = 'available'), 0)::text AS available,
                 coalesce(sum(balance_cents) FILTER (WHERE kind = 'held'), 0)::text AS held
            FROM accounts WHERE owner_id IS NOT NULL GROUP BY owner_id`)
          ).rows.map((row) => [
            row.owner_id as string,
            { available: row.available as string, held: row.held as string },
          ]),
        ),
    );
    const auth = await withDatabase(
      postgresUrl,
      'auth',
      async (db) =>
        (await db.query(`SELECT id::text AS id, balance_cents::text AS available FROM users`)).rows as Array<{
          id: string;
          available: string;
        }>,
    );
    const admin = await withDatabase(
      postgresUrl,
      'admin',
      async (db) =>
        (await db.query(`SELECT id, available_cents::text AS available, held_cents::text AS held FROM users`))
          .rows as Array<{ id: string; available: string; held: string }>,
    );
    const adminById = new Map(admin.map((row) => [row.id, row]));
    users = auth.length;
    offenders = auth.flatMap((user) => {
      const books = wallet.get(user.id) ?? { available: '0', held: '0' };
      const projected = adminById.get(user.id) ?? { available: '0', held: '0' };
      const wrong =
        user.available !== books.available ||
        projected.available !== books.available ||
        projected.held !== books.held;
      return wrong ? [{ user: user.id, wallet: books, auth: user.available, admin: projected }] : [];
    });
    if (offenders.length === 0 || Date.now() - started > limitMs) break;
    await pause(500);
  }
  const waited = Date.now() - started;
  return {
    name: `auth's and the admin's balances equal the wallet's for every user (within ${limitMs / 1000} s)`,
    ok: offenders.length === 0,
    figure: `${users - offenders.length} of ${users} users agree, after ${(waited / 1000).toFixed(1)} s`,
    offenders,
  };
}
