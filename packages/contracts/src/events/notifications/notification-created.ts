import type { NotificationKind } from '../../notification-kinds';

/** The notifications service wrote a notification for a user; the gateway pushes it to their room. */
export interface NotificationCreated {
  notificationId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The screen it is about, as an app path (`/bethistory?bet=...`). */
  link: string;
  createdAt: string;
  /** The user's unread count with this one. */
  unread: number;
}

export const NOTIFICATION_CREATED = 'notifications.NotificationCreated' as const;
