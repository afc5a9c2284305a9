import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, EventEnvelope } from '@p2p/contracts';
import { createTestDatabase } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { BatchingInbox, MessagingTables1764000000000 } from '../src';

/** Group commit in the inbox: what shares a transaction, and what a failure takes down with it. */
describe(BatchingInbox.name, () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await new DataSource({
      type: 'postgres',
      url: await createTestDatabase('batching_inbox'),
      migrations: [MessagingTables1764000000000],
      extra: { max: 5 },
    }).initialize();
    await dataSource.runMigrations();
    await dataSource.query(`CREATE TABLE applied (event_id uuid, txid bigint)`);
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  const event = (key = `match-${randomUUID()}`): EventEnvelope =>
    createEvent('football.MatchUpdated', key, {
      matchId: 'm',
      status: 'Live',
      minute: 1,
      homeScore: 0,
      awayScore: 0,
      kickoffAt: new Date().toISOString(),
    });
  const record = (manager: EntityManager, applied: EventEnvelope) =>
    manager.query(`INSERT INTO applied (event_id, txid) VALUES ($1, txid_current())`, [applied.id]);
  const transactionsOf = async (events: EventEnvelope[]): Promise<Map<string, string>> => {
    const rows: Array<{ event_id: string; txid: string }> = await dataSource.query(
      `SELECT event_id, txid FROM applied WHERE event_id = ANY($1::uuid[])`,
      [events.map((e) => e.id)],
    );
    return new Map(rows.map((row) => [row.event_id, row.txid]));
  };

  it('applies a lone event at once, and what arrives meanwhile together in the next transaction', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = event();
    const inbox = new BatchingInbox(
      dataSource,
      `c-${randomUUID()}`,
      async (manager, applied) => {
        await record(manager, applied);
        if (applied.id === first.id) await held;
      },
      // One transaction at a time, so what arrives meanwhile is one batch.
      { concurrency: 1 },
    );

    const firstDone = inbox.deliver(first);
    const later = Array.from({ length: 10 }, () => event());
    const laterDone = later.map((e) => inbox.deliver(e));
    release();

    expect(await firstDone).toBe(true);
    expect(await Promise.all(laterDone)).toEqual(later.map(() => true));
    const transactions = await transactionsOf([first, ...later]);
    expect(new Set(later.map((e) => transactions.get(e.id))).size).toBe(1);
    expect(transactions.get(later[0].id)).not.toBe(transactions.get(first.id));
  });

  it("runs `prepare` in a batch's transaction before its effects, with the events to apply, never for one alone", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = event();
    const steps: string[] = [];
    const inbox = new BatchingInbox(
      dataSource,
      `c-${randomUUID()}`,
      async (manager, applied) => {
        steps.push(`effect ${applied.id} in ${(await manager.query(`SELECT txid_current() AS id`))[0].id}`);
        if (applied.id === first.id) await held;
      },
      {
        concurrency: 1,
        prepare: async (manager, events) => {
          const [{ id }] = await manager.query(`SELECT txid_current() AS id`);
          steps.push(`prepare ${events.map((e) => e.id).join(',')} in ${id}`);
        },
      },
    );

    const firstDone = inbox.deliver(first);
    const later = [event(), event()].sort((a, b) => (a.key < b.key ? -1 : 1));
    const laterDone = later.map((e) => inbox.deliver(e));
    release();
    await Promise.all([firstDone, ...laterDone]);

    const batchTx = steps[1].split(' in ')[1];
    expect(steps).toEqual([
      expect.stringMatching(new RegExp(`^effect ${first.id} in `)),
      `prepare ${later[0].id},${later[1].id} in ${batchTx}`,
      `effect ${later[0].id} in ${batchTx}`,
      `effect ${later[1].id} in ${batchTx}`,
    ]);
  });

  it('fails only the event whose effect failed, and applies its batch-mates once', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const [opener, good, poison, alsoGood] = [event(), event(), event(), event()];
    const calls = new Map<string, number>();
    const inbox = new BatchingInbox(
      dataSource,
      `c-${randomUUID()}`,
      async (manager, applied) => {
        calls.set(applied.id, (calls.get(applied.id) ?? 0) + 1);
        if (applied.id === poison.id) throw new Error('poison');
        await record(manager, applied);
        if (applied.id === opener.id) await held;
      },
      // One transaction at a time, so what arrives meanwhile is one batch.
      { concurrency: 1 },
    );

    const openerDone = inbox.deliver(opener);
    const outcomes = Promise.allSettled([
      inbox.deliver(good),
      inbox.deliver(poison),
      inbox.deliver(alsoGood),
    ]);
    release();
    await openerDone;

    const [goodOutcome, poisonOutcome, alsoGoodOutcome] = await outcomes;
    expect(goodOutcome).toEqual({ status: 'fulfilled', value: true });
    expect(alsoGoodOutcome).toEqual({ status: 'fulfilled', value: true });
    expect(poisonOutcome).toMatchObject({ status: 'rejected', reason: new Error('poison') });
    const transactions = await transactionsOf([good, poison, alsoGood]);
    expect([...transactions.keys()].sort()).toEqual([good.id, alsoGood.id].sort());
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM applied WHERE event_id = ANY($1::uuid[])`,
      [[good.id, alsoGood.id]],
    );
    expect(count).toBe(2);
  });

  it('applies an event delivered twice in one batch, or again later, once', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const [opener, twice] = [event(), event()];
    let applications = 0;
    const inbox = new BatchingInbox(
      dataSource,
      `c-${randomUUID()}`,
      async (manager, applied) => {
        if (applied.id === twice.id) applications++;
        await record(manager, applied);
        if (applied.id === opener.id) await held;
      },
      // One transaction at a time, so what arrives meanwhile is one batch.
      { concurrency: 1 },
    );

    const openerDone = inbox.deliver(opener);
    const both = Promise.all([inbox.deliver(twice), inbox.deliver(twice)]);
    release();
    await openerDone;

    expect((await both).sort()).toEqual([false, true]);
    expect(await inbox.deliver(twice)).toBe(false);
    expect(applications).toBe(1);
  });

  it('applies a batch in key order, so two batches lock the same keys in the same order', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const opener = event();
    const order: string[] = [];
    const inbox = new BatchingInbox(
      dataSource,
      `c-${randomUUID()}`,
      async (_manager, applied) => {
        if (applied.id === opener.id) return held;
        order.push(applied.key);
      },
      { concurrency: 1 },
    );

    const openerDone = inbox.deliver(opener);
    const batch = ['key-c', 'key-a', 'key-b'].map((key) => inbox.deliver(event(key)));
    release();
    await Promise.all([openerDone, ...batch]);

    expect(order).toEqual(['key-a', 'key-b', 'key-c']);
  });

  it('runs events side by side while it has room, each in its own transaction', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const [slow, quick] = [event(), event()];
    const inbox = new BatchingInbox(
      dataSource,
      `c-${randomUUID()}`,
      async (manager, applied) => {
        await record(manager, applied);
        if (applied.id === slow.id) await held;
      },
      { concurrency: 2 },
    );

    const slowDone = inbox.deliver(slow);
    expect(await inbox.deliver(quick)).toBe(true);
    release();
    await slowDone;

    const transactions = await transactionsOf([slow, quick]);
    expect(transactions.get(slow.id)).not.toBe(transactions.get(quick.id));
  });
});
