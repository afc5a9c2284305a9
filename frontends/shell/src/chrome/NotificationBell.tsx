import type { AppNotification } from '@p2p/contracts/api';
import { Button, QueryFailure, Spinner, useToast } from '@p2p/ui';
import { useLiveConnected, useLiveEvent, useSession } from '@p2p/web-session';
import { Link } from '@p2p/router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  failureText,
  isAppPath,
  notificationTimeLabel,
  notificationTimeTitle,
} from '../notifications/notification-display';
import {
  NOTIFICATIONS_LOAD_FAILED,
  notificationKeys,
  receiveNotification,
  useLatestNotifications,
  useMarkAllRead,
  useMarkRead,
  useUnreadCount,
} from '../notifications/notification-queries';
import { useDropdown } from './use-dismiss';

/**
 * The header bell: the server's unread count (read at sign-in, then moved by the live `notification`
 * push and by marking read) and, when opened, the newest notifications. An entry leads to its screen
 * and is marked read on the way.
 */
export function NotificationBell() {
  const { open, setOpen, toggle, container, button } = useDropdown<HTMLDivElement>();
  const client = useQueryClient();
  const toast = useToast();
  const { user } = useSession();
  const unread = useUnreadCount().data ?? 0;
  // Kept here, not in the panel: the panel closes as an entry is followed, and the answer must still land.
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const [announcement, setAnnouncement] = useState('');

  useLiveEvent('notification', (push) => {
    receiveNotification(client, user?.id, push);
    setAnnouncement(`New notification: ${push.notification.title}`);
  });
  useCatchUpAfterReconnect(user?.id);

  const follow = (notification: AppNotification) => {
    if (!notification.readAt)
      markRead.mutate(notification.id, { onError: (error) => toast.error(error.message) });
    setOpen(false);
  };

  return (
    <div className="nav-dropdown" ref={container}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls="notifications-panel"
        onClick={toggle}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {unread > 0 && (
          <span className="icon-button__badge" aria-hidden="true" data-testid="notification-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <span className="ui-visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {open && (
        <div
          className="nav-dropdown__menu nav-dropdown__menu--end notifications"
          id="notifications-panel"
          role="region"
          aria-labelledby="notifications-title"
        >
          <div className="notifications__header">
            <p className="notifications__title" id="notifications-title">
              Notifications
            </p>
            {unread > 0 && (
              <Button
                size="sm"
                variant="ghost"
                className="notifications__mark-all"
                loading={markAllRead.isPending}
                onClick={() =>
                  markAllRead.mutate(undefined, { onError: (error) => toast.error(error.message) })
                }
              >
                Mark all as read
              </Button>
            )}
          </div>
          <NotificationList onFollow={follow} />
        </div>
      )}
    </div>
  );
}

/** The panel's body: read when the bell opens, kept (and moved by pushes) while it is closed. */
function NotificationList({ onFollow }: { onFollow: (notification: AppNotification) => void }) {
  const latest = useLatestNotifications(true);

  if (latest.isPending)
    return (
      <p className="notifications__status" role="status">
        <Spinner size="sm" /> Loading notifications…
      </p>
    );
  if (latest.isError && !latest.data)
    return (
      <div className="notifications__error">
        <QueryFailure query={latest}>
          {failureText(NOTIFICATIONS_LOAD_FAILED, latest.error.message)}
        </QueryFailure>
      </div>
    );
  if (latest.data.length === 0) return <p className="notifications__empty">You are all caught up.</p>;

  return (
    <ul className="notifications__list">
      {latest.data.map((notification) => (
        <li
          key={notification.id}
          className={['notifications__item', !notification.readAt && 'notifications__item--unread']
            .filter(Boolean)
            .join(' ')}
        >
          <NotificationEntry notification={notification} onFollow={onFollow} />
        </li>
      ))}
    </ul>
  );
}

function NotificationEntry({
  notification,
  onFollow,
}: {
  notification: AppNotification;
  onFollow: (notification: AppNotification) => void;
}) {
  const unread = !notification.readAt;
  const content = (
    <>
      <span className="notifications__dot" aria-hidden="true" />
      <span className="notifications__text">
        <span className="notifications__item-title">
          {unread && <span className="ui-visually-hidden">Unread: </span>}
          {notification.title}
        </span>
        <span className="notifications__body">{notification.body}</span>
      </span>
      <time
        className="notifications__time"
        dateTime={notification.createdAt}
        title={notificationTimeTitle(notification.createdAt)}
      >
        {notificationTimeLabel(notification.createdAt)}
      </time>
    </>
  );
  return isAppPath(notification.link) ? (
    <Link to={notification.link} className="notifications__entry" onClick={() => onFollow(notification)}>
      {content}
    </Link>
  ) : (
    <button type="button" className="notifications__entry" onClick={() => onFollow(notification)}>
      {content}
    </button>
  );
}

/**
 * Pushes sent while the socket was down are lost: after a reconnect (not the first connect, which
 * follows the page's own first read) the count and the list are read again.
 */
function useCatchUpAfterReconnect(userId: string | undefined) {
  const client = useQueryClient();
  const live = useLiveConnected();
  const connectedBefore = useRef(false);
  useEffect(() => {
    if (!live) return;
    if (connectedBefore.current) void client.invalidateQueries({ queryKey: notificationKeys.all(userId) });
    connectedBefore.current = true;
  }, [live, client, userId]);
}
