import { INestApplication } from '@nestjs/common';
import { AdminModule } from '@p2p/admin-service';
import {
  createEvent,
  EventEnvelope,
  EventPayloads,
  EventType,
  topicOfEventType,
  Topics,
} from '@p2p/contracts';
import { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp, OutboxService } from '@p2p/service-kit';
import { GatewayClient, outboxPublished, serviceTestEnv, viaGateway } from '@p2p/testing';
import { DataSource } from 'typeorm';
import { ProjectionConsumer } from '../../src/projections/projection-consumer';
import { READ_MODEL_TABLES } from '../../src/projections/read-model-tables';
import { UpstreamDouble } from './upstream-double';

export interface PublishOptions {
  occurredAt?: Date | string;
  headers?: Record<string, string>;
}

export interface AdminApp {
  app: INestApplication;
  bus: InMemoryEventBus;
  env: Record<string, string>;
  /** Auth's, betting's and football's internal APIs, recording the admin service's commands. */
  auth: UpstreamDouble;
  betting: UpstreamDouble;
  football: UpstreamDouble;
  api(): GatewayClient;
  db(): DataSource;
  projections(): ProjectionConsumer;
  /** Publishes another service's event into the bus and waits until every consumer applied it. */
  publish<T extends EventType>(
    type: T,
    key: string,
    payload: EventPayloads[T],
    options?: PublishOptions,
  ): Promise<EventEnvelope<T, EventPayloads[T]>>;
  /** Delivers these exact envelopes (ids included) in order, and waits until they are applied. */
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  /** Waits until the outbox is published and every consumer of the bus is idle. */
  settle(): Promise<void>;
  /** Events the admin service published, of one type. */
  published<T extends EventType>(type: T): Array<EventEnvelope<T, EventPayloads[T]>>;
  /** Every read-model table's rows, in key order. */
  readModels(): Promise<Record<string, unknown[]>>;
  close(): Promise<void>;
}

export interface AdminAppOptions {
  /** Variables added to the default test environment. */
  extraEnv?: Record<string, string>;
}

export function event<T extends EventType>(
  type: T,
  key: string,
  payload: EventPayloads[T],
  options: PublishOptions = {},
): EventEnvelope<T, EventPayloads[T]> {
  const created = createEvent(type, key, payload, options.headers);
  if (options.occurredAt) created.occurredAt = new Date(options.occurredAt).toISOString();
  return created;
}

/**
 * The admin service on a fresh database with its own bus, and doubles of auth's, betting's and
 * football's internal APIs. The generation watcher is off: tests that need it turn it on.
 */
export async function startAdminApp(options: AdminAppOptions = {}): Promise<AdminApp> {
  const [auth, betting, football] = await Promise.all([
    UpstreamDouble.start(),
    UpstreamDouble.start(),
    UpstreamDouble.start(),
  ]);
  const bus = new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });
  const env = serviceTestEnv('admin', {
    SERVICE_URL_AUTH: auth.url,
    SERVICE_URL_BETTING: betting.url,
    SERVICE_URL_FOOTBALL: football.url,
    UPSTREAM_TIMEOUT_MS: '2000',
    PROJECTION_GENERATION_POLL_MS: '0',
    OUTBOX_POLL_MS: '50',
    ...options.extraEnv,
  });
  const app = await createServiceApp(AdminModule, { env, title: 'Admin', bus });
  await app.listen(0, '127.0.0.1');
  const relay = app.get(OutboxService).relay;
  const dataSource = app.get(DataSource);
  const settle = async () => {
    await outboxPublished(relay);
    await bus.idle();
  };
  const deliver = async (events: readonly EventEnvelope[]) => {
    for (const envelope of events) await bus.publish(topicOfEventType(envelope.type), [envelope]);
    await bus.idle();
  };
  return {
    app,
    bus,
    env,
    auth,
    betting,
    football,
    api: () => viaGateway(app.getHttpServer()),
    db: () => dataSource,
    projections: () => app.get(ProjectionConsumer),
    publish: async (type, key, payload, publishOptions) => {
      const envelope = event(type, key, payload, publishOptions);
      await deliver([envelope]);
      return envelope;
    },
    deliver,
    settle,
    published: (type) =>
      bus.events(Topics.admin).filter((envelope) => envelope.type === type) as Array<
        EventEnvelope<typeof type, EventPayloads[typeof type]>
      >,
    readModels: async () => {
      const tables: Record<string, unknown[]> = {};
      for (const table of READ_MODEL_TABLES)
        tables[table] = await dataSource.query(`SELECT * FROM ${table} ORDER BY 1`);
      return tables;
    },
    close: async () => {
      await app.close();
      await bus.close();
      await Promise.all([auth.close(), betting.close(), football.close()]);
    },
  };
}
