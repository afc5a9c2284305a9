import type {
  AppNotification,
  NotificationKind,
  NotificationPage,
  NotificationPreferences,
  NotificationPush,
} from '@p2p/contracts/api';
import { api, useLiveConnected, useSession } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

export const NOTIFICATIONS_LOAD_FAILED = 'Failed to load notifications';
export const PREFERENCES_LOAD_FAILED = 'Failed to load notification settings';

/** How many the bell's list shows: the newest. */
export const BELL_PAGE_SIZE = 10;

/** While the live socket is down nothing pushes the count: ask this often instead. */
export const UNREAD_POLL_MS = 60_000;

export const notificationKeys = {
  all: (userId: string | undefined) => ['notifications', userId] as const,
  unread: (userId: string | undefined) => ['notifications', userId, 'unread'] as const,
  latest: (userId: string | undefined) => ['notifications', userId, 'latest'] as const,
  preferences: (userId: string | undefined) => ['notifications', userId, 'preferences'] as const,
};

/** GET /api/notifications/unread-count: the bell's badge, from sign-in (or page load) on. */
export function useUnreadCount() {
  const { user, isAuthenticated } = useSession();
  const live = useLiveConnected();
  return useQuery({
    queryKey: notificationKeys.unread(user?.id),
    queryFn: async ({ signal }) =>
      (
        await api<{ unread: number }>('/api/notifications/unread-count', {
          fallback: NOTIFICATIONS_LOAD_FAILED,
          signal,
        })
      ).data.unread,
    enabled: isAuthenticated,
    refetchInterval: live ? false : UNREAD_POLL_MS,
    // Marking read in another tab pushes nothing here: coming back to this tab asks again.
    refetchOnWindowFocus: true,
  });
}

/** GET /api/notifications?limit=10: the bell's list, read when it opens. Its count moves the badge too. */
export function useLatestNotifications(enabled: boolean) {
  const client = useQueryClient();
  const { user, isAuthenticated } = useSession();
  return useQuery({
    queryKey: notificationKeys.latest(user?.id),
    queryFn: async ({ signal }) => {
      const page = (
        await api<NotificationPage>(`/api/notifications?page=1&limit=${BELL_PAGE_SIZE}`, {
          fallback: NOTIFICATIONS_LOAD_FAILED,
          signal,
        })
      ).data;
      client.setQueryData(notificationKeys.unread(user?.id), page.unread);
      return page.items;
    },
    enabled: enabled && isAuthenticated,
  });
}

/** A pushed notification: the badge takes the server's count, an already-read list gains the entry. */
export function receiveNotification(client: QueryClient, userId: string | undefined, push: NotificationPush) {
  client.setQueryData(notificationKeys.unread(userId), push.unread);
  client.setQueryData<AppNotification[]>(notificationKeys.latest(userId), (current) => {
    if (!current || current.some((known) => known.id === push.notification.id)) return current;
    return [push.notification, ...current].slice(0, BELL_PAGE_SIZE);
  });
}

/** POST /api/notifications/{id}/read: the answer's count replaces the badge's. */
export function useMarkRead() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api<{ notification: AppNotification; unread: number }>(
          `/api/notifications/${encodeURIComponent(id)}/read`,
          { method: 'POST', fallback: 'Failed to mark the notification as read' },
        )
      ).data,
    onSuccess: ({ notification, unread }) => {
      client.setQueryData(notificationKeys.unread(user?.id), unread);
      client.setQueryData<AppNotification[]>(notificationKeys.latest(user?.id), (current) =>
        current?.map((known) => (known.id === notification.id ? notification : known)),
      );
    },
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllRead() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async () =>
      (
        await api<{ marked: number; unread: number }>('/api/notifications/read-all', {
          method: 'POST',
          fallback: 'Failed to mark notifications as read',
        })
      ).data,
    onSuccess: ({ unread }) => {
      const readAt = new Date().toISOString();
      client.setQueryData(notificationKeys.unread(user?.id), unread);
      client.setQueryData<AppNotification[]>(notificationKeys.latest(user?.id), (current) =>
        current?.map((known) => (known.readAt ? known : { ...known, readAt })),
      );
    },
  });
}

/** GET /api/notifications/preferences: which kinds also go by email. */
export function useNotificationPreferences() {
  const { user, isAuthenticated } = useSession();
  return useQuery({
    queryKey: notificationKeys.preferences(user?.id),
    queryFn: async ({ signal }) =>
      (
        await api<NotificationPreferences>('/api/notifications/preferences', {
          fallback: PREFERENCES_LOAD_FAILED,
          signal,
        })
      ).data,
    enabled: isAuthenticated,
  });
}

/**
 * PUT /api/notifications/preferences with one switch: shown at once, put back if the server refuses.
 * Only that switch is taken from the answer: answers to quick successive changes may arrive out of
 * order, and an earlier one would undo a later change to another switch.
 */
export function useSaveEmailPreference() {
  const client = useQueryClient();
  const { user } = useSession();
  const key = notificationKeys.preferences(user?.id);
  return useMutation({
    mutationFn: async ({ kind, enabled }: { kind: NotificationKind; enabled: boolean }) => {
      const answer = await api<NotificationPreferences>('/api/notifications/preferences', {
        method: 'PUT',
        body: { email: { [kind]: enabled } },
        fallback: 'Failed to save notification settings',
      });
      return { preferences: answer.data, message: answer.message ?? 'Notification settings saved' };
    },
    onMutate: async ({ kind, enabled }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<NotificationPreferences>(key);
      if (previous) client.setQueryData(key, { email: { ...previous.email, [kind]: enabled } });
      return { kind, previous: previous?.email[kind] };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous === undefined) return;
      const { kind, previous } = context;
      client.setQueryData<NotificationPreferences>(key, (current) =>
        current ? { email: { ...current.email, [kind]: previous } } : current,
      );
    },
    onSuccess: ({ preferences }, { kind }) =>
      client.setQueryData<NotificationPreferences>(key, (current) =>
        current ? { email: { ...current.email, [kind]: preferences.email[kind] } } : preferences,
      ),
  });
}
