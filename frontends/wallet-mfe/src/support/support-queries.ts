import type { SupportConversation, SupportMessage } from '@p2p/contracts/api';
import { api, ApiError, useSession } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

export const supportKeys = {
  conversation: (userId: string | undefined) => ['support', userId, 'conversation'] as const,
};

/**
 * The support desk is the admin service's: until it runs, the gateway answers 503 (or 404 while the
 * route is not mapped) and 502/504 when it stops answering. Those mean "no desk", not "your fault".
 */
export function isDeskUnavailable(error: unknown): boolean {
  return error instanceof ApiError && [0, 404, 502, 503, 504].includes(error.status);
}

/** GET /api/support/conversation: the user's open conversation with its messages, or null. */
export function useSupportConversation({ poll }: { poll: boolean }) {
  const { user } = useSession();
  return useQuery({
    queryKey: supportKeys.conversation(user?.id),
    queryFn: async ({ signal }) =>
      (
        await api<SupportConversation | null>('/api/support/conversation', {
          fallback: 'Failed to load your conversation',
          signal,
        })
      ).data ?? null,
    retry: false,
    // Pushes bring the replies; while the live connection is down, ask now and then instead.
    refetchInterval: (query) => (poll && query.state.status === 'success' ? 15_000 : false),
  });
}

/** Adds a message to the conversation it belongs to, once, whether it came by push or by answer. */
export function receiveSupportMessage(
  client: QueryClient,
  userId: string | undefined,
  message: SupportMessage,
) {
  const key = supportKeys.conversation(userId);
  const current = client.getQueryData<SupportConversation | null>(key);
  if (!current || current.id !== message.conversationId) {
    // A conversation this screen has not loaded (the first message opens one): read it whole.
    void client.invalidateQueries({ queryKey: key });
    return;
  }
  if (current.messages.some((known) => known.id === message.id)) return;
  const next: SupportConversation = {
    ...current,
    messages: [...current.messages, message],
    updatedAt: message.createdAt,
  };
  client.setQueryData(key, next);
}

/** POST /api/support/messages {text}: opens a conversation when there is none. */
export function useSendSupportMessage() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (text: string) =>
      (
        await api<SupportMessage>('/api/support/messages', {
          method: 'POST',
          body: { text },
          fallback: 'Failed to send your message',
        })
      ).data,
    onSuccess: (message) => receiveSupportMessage(client, user?.id, message),
  });
}
