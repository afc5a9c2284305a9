import { INestApplication } from '@nestjs/common';
import { BettingModule } from '@p2p/betting-service';
import { createEvent, EventEnvelope, EventPayloads, EventType, Topics } from '@p2p/contracts';
import { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp, OutboxService } from '@p2p/service-kit';
import { GatewayClient, outboxPublished, serviceTestEnv, viaGateway } from '@p2p/testing';
import { DataSource } from 'typeorm';
import { SweeperService } from '../../src/sweeper/sweeper.service';
import { WalletDouble } from './wallet-double';

export interface BettingApp {
  app: INestApplication;
  bus: InMemoryEventBus;
  wallet: WalletDouble;
  env: Record<string, string>;
  api(): GatewayClient;
  db(): DataSource;
  sweep: SweeperService['sweep'];
  /** Publishes events from another service into the bus and waits until betting applied them. */
  publish<T extends EventType>(type: T, key: string, payload: EventPayloads[T]): Promise<EventEnvelope>;
  /** Waits until the outbox is published and every consumer of the bus is idle. */
  settle(): Promise<void>;
  /** Events betting published, of one type. */
  published<T extends EventType>(type: T): Array<EventEnvelope<T, EventPayloads[T]>>;
  close(): Promise<void>;
}

export interface BettingAppOptions {
  /** The whole environment, e.g. a first replica's to start a second one on the same database. */
  env?: Record<string, string>;
  /** Variables added to the default test environment. */
  extraEnv?: Record<string, string>;
  /** Another replica on the same database: pass the first one's env and wallet. */
  wallet?: WalletDouble;
}

/**
 * The betting service on a fresh database with its own bus and a wallet double that follows the
 * bus like the real wallet. The sweeper's timer is off: tests run its passes themselves.
 */
export async function startBettingApp(options: BettingAppOptions = {}): Promise<BettingApp> {
  const wallet = options.wallet ?? (await WalletDouble.start());
  const bus = new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });
  const env =
    options.env ??
    serviceTestEnv('betting', {
      SERVICE_URL_WALLET: wallet.url,
      SWEEPER_INTERVAL_MS: '0',
      SWEEPER_STUCK_AFTER_MS: '1500',
      WALLET_TIMEOUT_MS: '1000',
      OFFER_STATS_CACHE_MS: '0',
      ...options.extraEnv,
    });
  const app = await createServiceApp(BettingModule, { env, title: 'Betting', bus });
  if (!options.wallet) await wallet.followEvents(bus);
  const relay = app.get(OutboxService).relay;
  const settle = async () => {
    // Events just published are applied first, so what their handlers wrote is in the outbox when
    // the relay is waited for; then the consumers of what the relay sent.
    await bus.idle();
    await outboxPublished(relay);
    await bus.idle();
  };
  return {
    app,
    bus,
    wallet,
    env,
    api: () => viaGateway(app.getHttpServer()),
    db: () => app.get(DataSource),
    sweep: () => app.get(SweeperService).sweep(),
    publish: async (type, key, payload) => {
      const event = createEvent(type, key, payload);
      await bus.publish(Topics[type.split('.')[0] as keyof typeof Topics], [event]);
      await bus.idle();
      return event;
    },
    settle,
    published: (type) =>
      bus.events(Topics.betting).filter((event) => event.type === type) as Array<
        EventEnvelope<typeof type, EventPayloads[typeof type]>
      >,
    close: async () => {
      await app.close();
      await bus.close();
      if (!options.wallet) await wallet.close();
    },
  };
}
