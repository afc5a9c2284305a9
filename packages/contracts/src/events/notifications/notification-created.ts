import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../notification-kinds';
import { id, timestamp } from '../schema-parts';

/** The notifications service wrote a notification for a user; the gateway pushes it to their room. */
export const NotificationCreatedSchema = z.object({
  notificationId: id,
  userId: id,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The screen it is about, as an app path (`/bethistory?bet=...`). */
  link: z.string(),
  createdAt: timestamp,
  /** The user's unread count with this one. */
  unread: z.number().int(),
});
export type NotificationCreated = z.infer<typeof NotificationCreatedSchema>;
