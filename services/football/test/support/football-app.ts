import type { INestApplication } from '@nestjs/common';
import { EventEnvelope, EventType, Topics } from '@p2p/contracts';
import { FootballModule, RandomSource } from '@p2p/football-service';
import { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp } from '@p2p/service-kit';
import { GatewayClient, serviceTestEnv, TestClock, viaGateway } from '@p2p/testing';
import { seededRandomSource } from '../../src/simulation/random';

/** A Saturday afternoon (UTC): matches in play, more to come today. */
export const TEST_NOW = '2026-03-14T13:20:00.000Z';

export interface FootballApp {
  app: INestApplication;
  bus: InMemoryEventBus;
  clock: TestClock;
  env: Record<string, string>;
  api(): GatewayClient;
  /** Football events published so far, of one type and optionally one match. */
  published<T extends EventType>(type: T, matchId?: string): EventEnvelope[];
  close(): Promise<void>;
}

export interface FootballAppOptions {
  env?: Record<string, string>;
  clock?: TestClock;
  random?: RandomSource;
  /** A bus shared with other services started in the same test (closed by its owner, not here). */
  bus?: InMemoryEventBus;
}

/**
 * The football service on a fresh database with its own bus, a clock the test moves and a seeded
 * random source. The live clock's timer is off: tests call LiveClockService.tick() themselves.
 * The read cache is Redis when the environment provides REDIS_URL, memory otherwise.
 */
export async function startFootball(options: FootballAppOptions = {}): Promise<FootballApp> {
  const clock = options.clock ?? new TestClock(TEST_NOW);
  const bus = options.bus ?? new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });
  const env = serviceTestEnv('football', {
    FOOTBALL_CLOCK_ENABLED: 'false',
    FOOTBALL_SEED: '7',
    FOOTBALL_TEST_CONTROLS: 'true',
    SEED_DEMO_DATA: 'false',
    // Matches created by a test (random ids) must not be voided by chance; tests of voiding set it.
    FOOTBALL_VOID_RATE: '0',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  });
  const module = FootballModule.with({ random: options.random ?? seededRandomSource(7) });
  const app = await createServiceApp(module, { env, title: 'Football', bus, clock });
  return {
    app,
    bus,
    clock,
    env,
    api: () => viaGateway(app.getHttpServer()),
    published: (type, matchId) =>
      bus
        .events(Topics.football)
        .filter((event) => event.type === type && (matchId === undefined || event.key === matchId)),
    close: async () => {
      await app.close();
      if (!options.bus) await bus.close();
    },
  };
}
