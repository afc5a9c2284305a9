import type {
  AdminSupportConversation,
  AdminSupportConversationSummary,
  Page,
  SupportMessage,
} from '@p2p/contracts/api';
import { api } from '@p2p/web-session';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { queryString } from '../shared/query-string';

export type ConversationStatusFilter = 'open' | 'closed' | 'all';

const BASE = '/api/admin/support/conversations';

export const supportKeys = {
  lists: ['admin', 'support', 'list'] as const,
  list: (status: ConversationStatusFilter, page: number) =>
    ['admin', 'support', 'list', status, page] as const,
  conversation: (id: string) => ['admin', 'support', 'conversation', id] as const,
};

export function useConversations(status: ConversationStatusFilter, page: number) {
  return useQuery({
    queryKey: supportKeys.list(status, page),
    queryFn: async ({ signal }) =>
      (
        await api<Page<AdminSupportConversationSummary>>(
          `${BASE}${queryString({ status, page, limit: 20 })}`,
          {
            fallback: 'Failed to fetch conversations',
            signal,
          },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: supportKeys.conversation(id),
    queryFn: async ({ signal }) =>
      (
        await api<AdminSupportConversation>(`${BASE}/${encodeURIComponent(id)}`, {
          fallback: 'Failed to fetch the conversation',
          signal,
        })
      ).data,
  });
}

/**
 * A message, pushed or answered, joins its thread once (a reply arrives both ways). The queue is
 * read again: its order and latest messages follow the server's.
 */
export function receiveMessage(client: QueryClient, message: SupportMessage): void {
  client.setQueryData<AdminSupportConversation>(
    supportKeys.conversation(message.conversationId),
    (conversation) =>
      !conversation || conversation.messages.some((known) => known.id === message.id)
        ? conversation
        : { ...conversation, messages: [...conversation.messages, message], updatedAt: message.createdAt },
  );
  void client.invalidateQueries({ queryKey: supportKeys.lists });
}

/** POST .../{id}/messages {text}: the admin's reply, pushed live to the user. */
export function useReply(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      api<SupportMessage>(`${BASE}/${encodeURIComponent(conversationId)}/messages`, {
        method: 'POST',
        body: { text },
        fallback: 'Failed to send the reply',
      }),
    onSuccess: (answer) => receiveMessage(client, answer.data),
  });
}

/** POST .../{id}/close: the user's next message opens a new conversation. */
export function useCloseConversation(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<AdminSupportConversation>(`${BASE}/${encodeURIComponent(conversationId)}/close`, {
        method: 'POST',
        fallback: 'Failed to close the conversation',
      }),
    onSuccess: (answer) => {
      client.setQueryData(supportKeys.conversation(conversationId), answer.data);
      void client.invalidateQueries({ queryKey: supportKeys.lists });
    },
    // Already closed (409): show it as it is now.
    onError: () => client.invalidateQueries({ queryKey: supportKeys.conversation(conversationId) }),
  });
}
