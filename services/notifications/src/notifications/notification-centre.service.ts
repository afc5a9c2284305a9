import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AppNotification, NotificationKind, NotificationPage } from '@p2p/contracts/api';
import { DataSource } from 'typeorm';
import { NotificationNotFoundError } from './notification.errors';

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  created_at: Date;
  read_at: Date | null;
}

const DEFAULT_LIMIT = 20;

/** A user's notification centre: only ever the caller's own notifications. */
@Injectable()
export class NotificationCentre {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(
    userId: string,
    query: { unread?: boolean; page?: number; limit?: number },
  ): Promise<NotificationPage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const onlyUnread = query.unread === true;
    const [rows, [counts]] = await Promise.all([
      this.dataSource.query(
        `SELECT id, kind, title, body, link, created_at, read_at FROM notifications
          WHERE user_id = $1 AND ($2::boolean IS FALSE OR read_at IS NULL)
          ORDER BY created_at DESC, id DESC
          LIMIT $3 OFFSET $4`,
        [userId, onlyUnread, limit, (page - 1) * limit],
      ) as Promise<NotificationRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
           FROM notifications WHERE user_id = $1`,
        [userId],
      ) as Promise<Array<{ total: number; unread: number }>>,
    ]);
    return {
      items: rows.map(toNotification),
      page,
      limit,
      total: onlyUnread ? counts.unread : counts.total,
      unread: counts.unread,
    };
  }

  async unreadCount(userId: string): Promise<{ unread: number }> {
    const [{ unread }] = (await this.dataSource.query(
      `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    )) as Array<{ unread: number }>;
    return { unread };
  }

  /** Marks one read (again is a no-op that keeps the first time); another user's answers 404. */
  async markRead(userId: string, id: string): Promise<{ notification: AppNotification; unread: number }> {
    const [rows] = (await this.dataSource.query(
      `UPDATE notifications SET read_at = coalesce(read_at, now())
        WHERE id = $1 AND user_id = $2
        RETURNING id, kind, title, body, link, created_at, read_at`,
      [id, userId],
    )) as [NotificationRow[], number];
    if (rows.length === 0) throw new NotificationNotFoundError();
    return { notification: toNotification(rows[0]), ...(await this.unreadCount(userId)) };
  }

  async markAllRead(userId: string): Promise<{ marked: number; unread: number }> {
    const [, marked] = (await this.dataSource.query(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    )) as [unknown, number];
    return { marked, ...(await this.unreadCount(userId)) };
  }
}

function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}
