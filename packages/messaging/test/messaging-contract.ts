import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, EventEnvelope, Topics } from '@p2p/contracts';
import { context, trace } from '@opentelemetry/api';
import { createTestDatabase, eventually } from '@p2p/testing';
import { traceInMemory } from '@p2p/testing/tracing';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import {
  BatchingInbox,
  DeadLetterReplay,
  EventBus,
  Inbox,
  MessagingTables1764000000000,
  Outbox,
  OutboxRelay,
  traceHeaders,
} from '../src';

export interface BusFixture {
  bus: EventBus & DeadLetterReplay;
  /** A second connection to the same broker, as another replica would have. */
  other(): EventBus;
  close(): Promise<void>;
}

/**
 * The delivery guarantees every bus must keep with the outbox and inbox, run against a real
 * PostgreSQL: with the in-memory bus in the integration tier and a real Kafka broker in the stack tier.
 */
export function describeMessagingContract(name: string, makeFixture: () => Promise<BusFixture>) {
  describe(`outbox, relay and inbox over ${name}`, () => {
    let dataSource: DataSource;
    let fixture: BusFixture;
    const outbox = new Outbox();
    const relays: OutboxRelay[] = [];

    beforeAll(async () => {
      const url = await createTestDatabase('messaging');
      dataSource = await new DataSource({
        type: 'postgres',
        url,
        migrations: [MessagingTables1764000000000],
        extra: { max: 20 },
      }).initialize();
      await dataSource.runMigrations();
      await dataSource.query(`CREATE TABLE effects (event_id uuid, key text, seq int, consumer text)`);
      fixture = await makeFixture();
    });

    afterAll(async () => {
      await Promise.all(relays.map((relay) => relay.stop()));
      await fixture?.close();
      await dataSource?.destroy();
    });

    function startRelay(bus: EventBus = fixture.bus): OutboxRelay {
      const relay = new OutboxRelay(dataSource, bus, { pollIntervalMs: 100 });
      relays.push(relay);
      void relay.start();
      return relay;
    }

    async function stopRelay(relay: OutboxRelay): Promise<void> {
      await relay.stop();
      relays.splice(relays.indexOf(relay), 1);
    }

    function testEvent(key: string, seq = 0): EventEnvelope {
      return createEvent('football.MatchUpdated', key, {
        matchId: key,
        status: 'Live',
        minute: seq,
        homeScore: 0,
        awayScore: 0,
        kickoffAt: new Date().toISOString(),
      });
    }

    /** Subscribes a fresh consumer group that records what it saw, applied through the inbox. */
    async function recordingConsumer(bus: EventBus = fixture.bus) {
      const group = `test-${randomUUID().slice(0, 8)}`;
      // The services' inbox: events arriving during a transaction share the next one.
      const inbox = new BatchingInbox(dataSource, group, async (manager, event) => {
        await manager.query(`INSERT INTO effects (event_id, key, seq, consumer) VALUES ($1, $2, $3, $4)`, [
          event.id,
          event.key,
          (event.payload as { minute: number }).minute,
          group,
        ]);
      });
      const seen: EventEnvelope[] = [];
      await bus.subscribe(group, [Topics.football], async (event) => {
        seen.push(event);
        await inbox.deliver(event);
      });
      const effects = async (): Promise<Array<{ event_id: string; key: string; seq: number }>> =>
        dataSource.query(`SELECT event_id, key, seq FROM effects WHERE consumer = $1 ORDER BY ctid`, [group]);
      return { group, seen, effects };
    }

    it('publishes an event only when its transaction commits', async () => {
      const consumer = await recordingConsumer();
      const relay = startRelay();
      const committed = testEvent(`match-${randomUUID()}`);
      const rolledBack = testEvent(`match-${randomUUID()}`);

      await dataSource.transaction((manager) => outbox.add(manager, committed));
      await expect(
        dataSource.transaction(async (manager) => {
          await outbox.add(manager, rolledBack);
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');

      await eventually(async () =>
        expect((await consumer.effects()).map((e) => e.event_id)).toContain(committed.id),
      );
      await relay.flush();
      expect((await consumer.effects()).map((e) => e.event_id)).not.toContain(rolledBack.id);
      await stopRelay(relay);
    });

    it('loses nothing when the relay dies between commit and publish', async () => {
      const consumer = await recordingConsumer();
      const event = testEvent(`match-${randomUUID()}`);

      await dataSource.transaction((manager) => outbox.add(manager, event)); // no relay running: a crash
      const [{ unsent }] = await dataSource.query(
        `SELECT count(*)::int AS unsent FROM outbox WHERE event_id = $1 AND sent_at IS NULL`,
        [event.id],
      );
      expect(unsent).toBe(1);

      const restarted = startRelay();
      await eventually(async () =>
        expect((await consumer.effects()).map((e) => e.event_id)).toContain(event.id),
      );
      await stopRelay(restarted);
    });

    it('reports its backlog: how many rows wait and how long the oldest has waited', async () => {
      const event = testEvent(`match-${randomUUID()}`);
      await dataSource.transaction((manager) => outbox.add(manager, event)); // no relay running
      await dataSource.query(
        `UPDATE outbox SET created_at = now() - interval '90 seconds' WHERE event_id = $1`,
        [event.id],
      );
      const idle = new OutboxRelay(dataSource, fixture.bus);
      const waiting = await idle.backlog();
      expect(waiting.count).toBeGreaterThanOrEqual(1);
      expect(waiting.oldestAgeSeconds).toBeGreaterThanOrEqual(90);

      const relay = startRelay();
      await eventually(async () => expect(await relay.backlog()).toEqual({ count: 0, oldestAgeSeconds: 0 }));
      await stopRelay(relay);
    });

    it("carries the writer's trace context through the outbox and the relay, the relay's publish its parent", async () => {
      const tracing = traceInMemory();
      try {
        const consumer = await recordingConsumer();
        const event = testEvent(`match-${randomUUID()}`);
        const writer = trace.getTracer('messaging-contract').startSpan('write the event');
        await context.with(trace.setSpan(context.active(), writer), () =>
          dataSource.transaction((manager) => outbox.add(manager, { ...event, headers: traceHeaders() })),
        );
        writer.end();

        const relay = startRelay();
        const delivered = await eventually(async () => {
          const found = consumer.seen.find((seen) => seen.id === event.id);
          if (!found) throw new Error('Not delivered yet');
          return found;
        });
        await stopRelay(relay);

        const publish = tracing.spans
          .getFinishedSpans()
          .find((span) => span.attributes['messaging.message.id'] === event.id);
        expect(publish?.name).toBe('football.MatchUpdated publish');
        expect(publish?.spanContext().traceId).toBe(writer.spanContext().traceId);
        expect(publish?.parentSpanContext?.spanId).toBe(writer.spanContext().spanId);
        // What a consumer reads: the publish as its parent, in the envelope whichever the bus.
        expect(delivered.headers?.traceparent).toBe(
          `00-${writer.spanContext().traceId}-${publish?.spanContext().spanId}-01`,
        );
      } finally {
        await tracing.stop();
      }
    });

    it('republishes after a crash between publish and mark, and the inbox applies it once', async () => {
      const consumer = await recordingConsumer();
      const event = testEvent(`match-${randomUUID()}`);
      // Publishes, then dies before the relay can mark the row sent.
      const crashingBus: EventBus = {
        ...fixture.bus,
        publish: async (topic, events) => {
          await fixture.bus.publish(topic, events);
          throw new Error('relay killed after publish');
        },
        subscribe: fixture.bus.subscribe.bind(fixture.bus),
        isHealthy: () => true,
        close: async () => undefined,
      };
      const crashing = new OutboxRelay(dataSource, crashingBus);
      await dataSource.transaction((manager) => outbox.add(manager, event));
      await expect(crashing.flush()).rejects.toThrow('relay killed after publish');

      const restarted = startRelay();
      await eventually(async () => expect(consumer.seen.filter((e) => e.id === event.id)).toHaveLength(2));
      await restarted.flush();
      expect((await consumer.effects()).filter((e) => e.event_id === event.id)).toHaveLength(1);
      await stopRelay(restarted);
    });

    it('applies the same event delivered twice only once', async () => {
      const inbox = new Inbox(dataSource);
      const event = testEvent(`match-${randomUUID()}`);
      let applied = 0;
      const apply = () => inbox.handle('twice', event, async () => void applied++);

      const results = await Promise.all([apply(), apply(), apply()]);

      expect(applied).toBe(1);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('keeps per-key order with two relays running on one database', async () => {
      const consumer = await recordingConsumer();
      const secondBus = fixture.other();
      startRelay(fixture.bus);
      startRelay(secondBus);
      const keys = Array.from({ length: 8 }, () => `match-${randomUUID()}`);
      const perKey = 25;

      // Each key's events are written by one writer at a time, in sequence, as an aggregate's are.
      await Promise.all(
        keys.map(async (key) => {
          for (let seq = 0; seq < perKey; seq++) {
            await dataSource.transaction((manager) => outbox.add(manager, testEvent(key, seq)));
          }
        }),
      );

      const ours = async () => (await consumer.effects()).filter((e) => keys.includes(e.key));
      await eventually(async () => expect(await ours()).toHaveLength(keys.length * perKey), 30_000);
      // Delivery order per key (a redelivered batch may repeat a prefix; the first sighting counts).
      const firstSightings = [...new Map(consumer.seen.map((e) => [e.id, e] as const)).values()];
      for (const key of keys) {
        const order = firstSightings
          .filter((e) => e.key === key)
          .map((e) => (e.payload as { minute: number }).minute);
        expect(order).toEqual(Array.from({ length: perKey }, (_, i) => i));
      }
    });

    it('publishes each committed event once while relays race on one database', async () => {
      // Only the two relays of this test may publish, so that every publication is counted.
      await Promise.all([...relays].map(stopRelay));
      const published = new Map<string, number>();
      const counting = (bus: EventBus): EventBus =>
        Object.assign(Object.create(bus) as EventBus, {
          publish: async (topic: string, events: readonly EventEnvelope[]) => {
            await bus.publish(topic, events);
            for (const event of events) published.set(event.id, (published.get(event.id) ?? 0) + 1);
          },
        });
      const racing = [startRelay(counting(fixture.bus)), startRelay(counting(fixture.other()))];
      const events = Array.from({ length: 400 }, (_, seq) => testEvent(`match-${randomUUID()}`, seq));

      // Single-event commits, each followed by a flush of every relay while their own passes run, so
      // that one relay often starts reading while another commits its pass.
      const writers = Array.from({ length: 4 }, (_, w) => events.filter((_, i) => i % 4 === w));
      await Promise.all(
        writers.map(async (mine) => {
          for (const event of mine) {
            await dataSource.transaction((manager) => outbox.add(manager, event));
            await Promise.all(racing.map((relay) => relay.flush()));
          }
        }),
      );

      await eventually(
        async () => expect(events.filter((e) => published.has(e.id))).toHaveLength(events.length),
        30_000,
      );
      expect(events.filter((e) => published.get(e.id) !== 1)).toEqual([]);
    });

    it('sends an event whose handler keeps failing to the dead-letter topic and keeps the key flowing', async () => {
      const key = `match-${randomUUID()}`;
      const poison = testEvent(key, 1);
      const after = testEvent(key, 2);
      const group = `poison-${randomUUID().slice(0, 8)}`;
      const handled: string[] = [];
      const deadLettered: EventEnvelope[] = [];
      await fixture.bus.subscribe(group, [Topics.football], async (event) => {
        if (event.id === poison.id) throw new Error('cannot handle this one');
        handled.push(event.id);
      });
      await fixture.bus.subscribe(`${group}-dlq`, [`${Topics.football}.dlq`], async (event) => {
        deadLettered.push(event);
      });
      startRelay();

      await dataSource.transaction((manager) => outbox.add(manager, poison, after));

      await eventually(() => expect(handled).toContain(after.id), 30_000);
      await eventually(() => expect(deadLettered.map((e) => e.id)).toContain(poison.id), 30_000);
    });

    it('dead-letters at once, with the reason, an event its schema refuses, before the inbox records it', async () => {
      const consumer = await recordingConsumer();
      const key = `match-${randomUUID()}`;
      // Written past createEvent, as a producer with a bug (or of another version) could.
      const malformed = { ...testEvent(key, 1), payload: { matchId: key, status: 'Live', minute: 'ten' } };
      const after = testEvent(key, 2);
      const deadLettered: EventEnvelope[] = [];
      await fixture.bus.subscribe(`${consumer.group}-dlq`, [`${Topics.football}.dlq`], async (event) => {
        // Every consumer subscribed by the tests before dead-letters it too.
        if (event.key === key && event.headers?.['x-consumer-group'] === consumer.group)
          deadLettered.push(event);
      });
      startRelay();

      await dataSource.transaction((manager) => outbox.add(manager, malformed, after));

      await eventually(
        async () =>
          expect(
            (await consumer.effects())
              .filter((effect) => effect.key === key)
              .map((effect) => effect.event_id),
          ).toEqual([after.id]),
        30_000,
      );
      await eventually(() => expect(deadLettered.map((event) => event.id)).toEqual([malformed.id]), 30_000);
      expect(deadLettered[0].headers?.['x-error']).toMatch(
        /football\.MatchUpdated v1: payload refused by its schema[\s\S]*minute/,
      );
      // Refused on its first delivery: a retry would be refused alike.
      expect(consumer.seen.filter((event) => event.id === malformed.id)).toHaveLength(1);
      expect(
        await dataSource.query(`SELECT event_id FROM inbox WHERE event_id = $1`, [malformed.id]),
      ).toEqual([]);
    });

    it('waits out a transient failure: handled once, in key order, never dead-lettered', async () => {
      const key = `match-${randomUUID()}`;
      const events = [testEvent(key, 1), testEvent(key, 2), testEvent(key, 3)];
      const group = `transient-${randomUUID().slice(0, 8)}`;
      const inbox = new Inbox(dataSource);
      // More failures than the fixtures' maxAttempts, so a bounded retry would have dead-lettered it.
      let failuresLeft = 4;
      const handled: string[] = [];
      const deadLettered: string[] = [];
      await fixture.bus.subscribe(`${group}-dlq`, [`${Topics.football}.dlq`], async (event) => {
        if (event.headers?.['x-consumer-group'] === group) deadLettered.push(event.id);
      });
      await fixture.bus.subscribe(group, [Topics.football], async (event) => {
        if (event.key !== key) return;
        await inbox.handle(group, event, async (manager) => {
          if (event.id === events[0].id && failuresLeft-- > 0) {
            // The database going away under the handler: PostgreSQL's own 57P01, on a real connection.
            await manager.query('SELECT pg_terminate_backend(pg_backend_pid())');
          }
          handled.push(event.id);
        });
      });
      startRelay();

      await dataSource.transaction((manager) => outbox.add(manager, ...events));

      await eventually(() => expect(handled).toHaveLength(3), 30_000);
      expect(failuresLeft).toBeLessThan(0);
      expect(handled).toEqual(events.map((e) => e.id));
      expect(deadLettered).toEqual([]);
    });

    it("delivers other keys while one key's event is still being handled", async () => {
      // 24 keys on however many partitions: some share the slow key's partition and come after it.
      const slow = testEvent(`match-${randomUUID()}`);
      const others = Array.from({ length: 23 }, () => testEvent(`match-${randomUUID()}`));
      const group = `keys-${randomUUID().slice(0, 8)}`;
      const handledBeforeSlowEnded: string[] = [];
      const handled: string[] = [];
      let slowEnded = false;
      const ours = new Set([slow, ...others].map((event) => event.id));
      await fixture.bus.subscribe(group, [Topics.football], async (event) => {
        if (!ours.has(event.id)) return; // earlier tests' events: the group reads from the beginning
        if (event.id === slow.id) {
          // Held until every other key is through, or 10 s: a bus that waits behind it never gets there.
          const deadline = Date.now() + 10_000;
          while (handled.length < others.length && Date.now() < deadline) await sleep(20);
          slowEnded = true;
        } else if (!slowEnded) handledBeforeSlowEnded.push(event.id);
        handled.push(event.id);
      });
      startRelay();

      // One transaction: the relay publishes them together, the slow key's event first.
      await dataSource.transaction((manager) => outbox.add(manager, slow, ...others));

      await eventually(() => expect(slowEnded).toBe(true), 30_000);
      expect(handledBeforeSlowEnded.sort()).toEqual(others.map((event) => event.id).sort());
    });

    it('replays the dead letters of one group after a fix, to that group only, once', async () => {
      const key = `match-${randomUUID()}`;
      const refused = testEvent(key, 1);
      const group = `replay-${randomUUID().slice(0, 8)}`;
      let fixed = false;
      const handled: string[] = [];
      const witnessed: string[] = [];
      const deadLettered: string[] = [];
      await fixture.bus.subscribe(`${group}-dlq`, [`${Topics.football}.dlq`], async (event) => {
        if (event.key === key) deadLettered.push(event.id);
      });
      await fixture.bus.subscribe(group, [Topics.football], async (event) => {
        if (event.key !== key) return;
        if (!fixed) throw new Error('Refused by a rule since fixed');
        handled.push(event.id);
      });
      await fixture.bus.subscribe(`${group}-witness`, [Topics.football], async (event) => {
        if (event.key === key) witnessed.push(event.id);
      });
      startRelay();
      await dataSource.transaction((manager) => outbox.add(manager, refused));
      await eventually(() => expect(deadLettered).toEqual([refused.id]), 30_000);

      fixed = true;
      const replayed = await fixture.bus.replayDeadLetters(Topics.football, { group });

      expect(replayed).toBe(1);
      await eventually(() => expect(handled).toEqual([refused.id]), 30_000);
      // A later event on the key reaches the witness after the replay would have: it skipped the replay.
      const later = testEvent(key, 2);
      await dataSource.transaction((manager) => outbox.add(manager, later));
      await eventually(() => expect(witnessed).toEqual([refused.id, later.id]), 30_000);
      expect(await fixture.bus.replayDeadLetters(Topics.football, { group })).toBe(0);
    });

    it('gives every follower every event from its start time on, replica by replica', async () => {
      startRelay();
      const key = `match-${randomUUID()}`;
      const before = testEvent(key, 1);
      await dataSource.transaction((manager) => outbox.add(manager, before));
      const waitForEvent = async (id: string, seen: EventEnvelope[]) =>
        eventually(() => expect(seen.map((e) => e.id)).toContain(id), 30_000);
      const witness: EventEnvelope[] = [];
      await fixture.bus.subscribe(`witness-${randomUUID().slice(0, 8)}`, [Topics.football], async (event) => {
        witness.push(event);
      });
      await waitForEvent(before.id, witness);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const since = new Date();

      const first: EventEnvelope[] = [];
      const second: EventEnvelope[] = [];
      const followers = [
        await fixture.bus.follow([Topics.football], async (event) => void first.push(event), { since }),
        await fixture.other().follow([Topics.football], async (event) => void second.push(event), { since }),
      ];
      const after = [testEvent(key, 2), testEvent(key, 3)];
      await dataSource.transaction((manager) => outbox.add(manager, ...after));

      for (const seen of [first, second]) {
        for (const event of after) await waitForEvent(event.id, seen);
        expect(seen.map((e) => e.id)).not.toContain(before.id);
      }
      await Promise.all(followers.map((follower) => follower.close()));
    });

    it('starts a late follower at its start time, so it learns what happened before it joined', async () => {
      startRelay();
      const since = new Date(Date.now() - 1_000);
      const key = `match-${randomUUID()}`;
      const earlier = testEvent(key, 1);
      await dataSource.transaction((manager) => outbox.add(manager, earlier));
      const witness: EventEnvelope[] = [];
      await fixture.bus.subscribe(`witness-${randomUUID().slice(0, 8)}`, [Topics.football], async (event) => {
        witness.push(event);
      });
      await eventually(() => expect(witness.map((e) => e.id)).toContain(earlier.id), 30_000);

      const seen: EventEnvelope[] = [];
      const follower = await fixture
        .other()
        .follow([Topics.football], async (event) => void seen.push(event), {
          since,
        });

      await eventually(() => expect(seen.map((e) => e.id)).toContain(earlier.id), 30_000);
      await follower.close();
    });

    it('skips an event a follower fails on, reports it, and dead-letters nothing', async () => {
      startRelay();
      const key = `match-${randomUUID()}`;
      const failing = testEvent(key, 1);
      const next = testEvent(key, 2);
      const handled: string[] = [];
      const failures: string[] = [];
      const deadLettered: string[] = [];
      await fixture.bus.subscribe(
        `dlq-watch-${randomUUID().slice(0, 8)}`,
        [`${Topics.football}.dlq`],
        async (event) => {
          deadLettered.push(event.id);
        },
      );
      const follower = await fixture.bus.follow(
        [Topics.football],
        async (event) => {
          if (event.id === failing.id) throw new Error('cannot keep this one');
          handled.push(event.id);
        },
        { since: new Date(Date.now() - 1_000), onError: (event) => failures.push(event.id) },
      );

      await dataSource.transaction((manager) => outbox.add(manager, failing, next));

      await eventually(() => expect(handled).toContain(next.id), 30_000);
      expect(failures).toEqual([failing.id]);
      expect(deadLettered).not.toContain(failing.id);
      await follower.close();
    });
  });
}
