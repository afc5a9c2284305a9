import { INestApplication } from '@nestjs/common';
import {
  createEvent,
  EventEnvelope,
  EventPayloads,
  EventType,
  topicOfEventType,
  Topics,
} from '@p2p/contracts';
import { InMemoryEventBus } from '@p2p/messaging';
import { NotificationsModule } from '@p2p/notifications-service';
import { createServiceApp, OutboxService } from '@p2p/service-kit';
import {
  GatewayClient,
  MailCatcher,
  outboxPublished,
  serviceTestEnv,
  startMailCatcher,
  viaGateway,
} from '@p2p/testing';
import { DataSource } from 'typeorm';
import { Mailer } from '../../src/email/mailer.service';

export interface NotificationsApp {
  app: INestApplication;
  bus: InMemoryEventBus;
  mail: MailCatcher;
  api(): GatewayClient;
  db(): DataSource;
  /** Delivers these exact envelopes (ids included) in order, and waits until they are applied. */
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  /** Publishes another service's event and waits until it is applied. */
  publish<T extends EventType>(
    type: T,
    key: string,
    payload: EventPayloads[T],
  ): Promise<EventEnvelope<T, EventPayloads[T]>>;
  /** One pass of the mailer (its timer is off). */
  sendEmails(): Promise<number>;
  /** Waits until the outbox is published and the bus is idle. */
  settle(): Promise<void>;
  /** Events the notifications service published, of one type. */
  published<T extends EventType>(type: T): Array<EventEnvelope<T, EventPayloads[T]>>;
  close(): Promise<void>;
}

/**
 * The notifications service on a fresh database with its own bus, mailing to a MailDev of its own.
 * The mailer's timer is off: tests run its passes themselves.
 */
export async function startNotificationsApp(
  extraEnv: Record<string, string> = {},
): Promise<NotificationsApp> {
  const mail = await startMailCatcher();
  const bus = new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });
  const env = serviceTestEnv('notifications', {
    SMTP_URL: mail.smtpUrl,
    MAIL_POLL_MS: '0',
    PUBLIC_URL: 'https://bet.example.test',
    OUTBOX_POLL_MS: '50',
    ...extraEnv,
  });
  const app = await createServiceApp(NotificationsModule, { env, title: 'Notifications', bus });
  await app.listen(0, '127.0.0.1');
  const relay = app.get(OutboxService).relay;
  const deliver = async (events: readonly EventEnvelope[]) => {
    for (const envelope of events) await bus.publish(topicOfEventType(envelope.type), [envelope]);
    await bus.idle();
  };
  return {
    app,
    bus,
    mail,
    api: () => viaGateway(app.getHttpServer()),
    db: () => app.get(DataSource),
    deliver,
    publish: async (type, key, payload) => {
      const envelope = createEvent(type, key, payload);
      await deliver([envelope]);
      return envelope;
    },
    sendEmails: () => app.get(Mailer).sendDue(),
    settle: async () => {
      await outboxPublished(relay);
      await bus.idle();
    },
    published: (type) =>
      bus.events(Topics.notifications).filter((envelope) => envelope.type === type) as Array<
        EventEnvelope<typeof type, EventPayloads[typeof type]>
      >,
    close: async () => {
      await app.close();
      await bus.close();
      await mail.close();
    },
  };
}
