import { Injectable } from '@nestjs/common';
import { createEvent, EventEnvelope, Events } from '@p2p/contracts';
import { OutboxService } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { NotificationMessage } from './templates';

/**
 * Writes a notification in the inbox transaction of the event that caused it: the row, the email
 * it owes when the user wants that kind by email, and `notifications.NotificationCreated` for the
 * gateway's live push. One notification per (event, user): a redelivery that got past the inbox
 * still finds the row and does nothing.
 */
@Injectable()
export class Notifier {
  constructor(private readonly outbox: OutboxService) {}

  async notify(
    manager: EntityManager,
    cause: EventEnvelope,
    userId: string,
    message: NotificationMessage,
  ): Promise<void> {
    // One statement: the row, the email it owes (every kind goes by email unless the user turned
    // it off) and the unread count, which cannot see the row inserted by the same statement (+ 1).
    const [row] = (await manager.query(
      `WITH notification AS (
         INSERT INTO notifications (id, user_id, kind, title, body, link, event_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (event_id, user_id) DO NOTHING
         RETURNING id, created_at
       ), email AS (
         INSERT INTO outgoing_emails (id, notification_id, user_id)
         SELECT $8, notification.id, $2 FROM notification
          WHERE NOT EXISTS (
            SELECT 1 FROM email_preferences WHERE user_id = $2 AND kind = $3 AND NOT email
          )
       )
       SELECT notification.id, notification.created_at,
              (SELECT count(*) FROM notifications WHERE user_id = $2 AND read_at IS NULL)::int + 1 AS unread
         FROM notification`,
      [randomUUID(), userId, message.kind, message.title, message.body, message.link, cause.id, randomUUID()],
    )) as Array<{ id: string; created_at: Date; unread: number }>;
    // Already notified of this event (a redelivery past the inbox): nothing more to do.
    if (!row) return;
    await this.outbox.add(
      manager,
      createEvent(Events.NotificationCreated, userId, {
        notificationId: row.id,
        userId,
        kind: message.kind,
        title: message.title,
        body: message.body,
        link: message.link,
        createdAt: row.created_at.toISOString(),
        unread: row.unread,
      }),
    );
  }
}
