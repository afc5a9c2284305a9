import { describe, expect, it } from '@jest/globals';
import { createEvent, EventEnvelope } from '@p2p/contracts';
import { InMemoryEventBus } from './in-memory-event-bus';

const RETAINED = 10;
const TOPIC = 'football.events';

const events = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    createEvent('football.MatchVoided', `match-${from + index}`, {
      matchId: `match-${from + index}`,
      status: 'Postponed',
      reason: 'test',
    }),
  );

const newBus = () => new InMemoryEventBus({ maxAttempts: 1, initialBackoffMs: 1 }, undefined, RETAINED);

describe(InMemoryEventBus.name, () => {
  it('keeps only the retained events of a topic once every group has taken the older ones', async () => {
    const bus = newBus();
    const handled: string[] = [];
    await bus.subscribe('wallet', [TOPIC], async (event) => void handled.push(event.key));

    await bus.publish(TOPIC, events(100));
    await bus.idle();

    expect(handled).toHaveLength(100);
    expect(bus.events(TOPIC).length).toBeLessThanOrEqual(RETAINED * 1.5);
    expect(bus.events(TOPIC).at(-1)?.key).toBe('match-99');
    await bus.close();
  });

  it('still hands a slow group every event, in order, while the log is trimmed', async () => {
    const bus = newBus();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const holding = new Promise<void>((resolve) => (entered = resolve));
    const slow: string[] = [];
    await bus.subscribe('fast', [TOPIC], async () => undefined);
    // One key: the slow group takes the first event, and the rest wait in its chain, in order.
    await bus.subscribe('slow', [TOPIC], async (event) => {
      entered();
      await gate;
      slow.push(event.id);
    });

    const published = events(50).map((event): EventEnvelope => ({ ...event, key: 'one-key' }));
    await bus.publish(TOPIC, published);
    await holding;
    release();
    await bus.idle();

    expect(slow).toEqual(published.map((event) => event.id));
    await bus.close();
  });

  it('gives a group that joins late the retained events, from the earliest one kept', async () => {
    const bus = newBus();
    await bus.publish(TOPIC, events(100));
    const kept = bus.events(TOPIC).map((event) => event.key);
    const late: string[] = [];

    await bus.subscribe('late', [TOPIC], async (event) => void late.push(event.key));
    await bus.idle();

    expect(kept.length).toBeLessThanOrEqual(RETAINED * 1.5);
    expect(late).toEqual(kept);
    expect(late.at(-1)).toBe('match-99');
    await bus.close();
  });

  it('delivers events published after a trim at their offsets, without gaps or repeats', async () => {
    const bus = newBus();
    const handled: string[] = [];
    await bus.subscribe('wallet', [TOPIC], async (event) => void handled.push(event.key));

    for (let batch = 0; batch < 10; batch++) {
      await bus.publish(TOPIC, events(7, batch * 7));
      await bus.idle();
    }

    expect(handled).toEqual(events(70).map((event) => event.key));
    await bus.close();
  });
});
