/** The notification centre (the notifications service): types only. */
import type { NotificationKind } from '../notification-kinds';

export type { NotificationKind } from '../notification-kinds';

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path: where the bell's entry leads. */
  link: string;
  createdAt: string;
  readAt: string | null;
}

/** GET /api/notifications?unread&page&limit: newest first, with the caller's unread count. */
export interface NotificationPage {
  items: AppNotification[];
  page: number;
  limit: number;
  total: number;
  unread: number;
}

/** GET and PUT /api/notifications/preferences: which kinds also go by email. */
export interface NotificationPreferences {
  email: Record<NotificationKind, boolean>;
}

/** Live push to the user's room: socket event `notification`, with the unread count after it. */
export interface NotificationPush {
  notification: AppNotification;
  unread: number;
}
