import { useLiveConnected, useLiveEvent, useSession } from '@p2p/web-session';
import { useQueryClient } from '@tanstack/react-query';
import {
  isDeskUnavailable,
  receiveSupportMessage,
  useSendSupportMessage,
  useSupportConversation,
} from './support-queries';

export type ChatStatus = 'connecting' | 'connected' | 'unavailable';

export const DESK_UNAVAILABLE = 'The support desk is unavailable right now.';

/** The live chat's state: the conversation, how the desk is reachable, sending, and pushed replies. */
export function useSupportChat() {
  const client = useQueryClient();
  const { user } = useSession();
  const live = useLiveConnected();
  const conversation = useSupportConversation({ poll: !live });
  const send = useSendSupportMessage();

  useLiveEvent('support:message', (message) => receiveSupportMessage(client, user?.id, message));

  const status: ChatStatus =
    conversation.data !== undefined ? 'connected' : conversation.isError ? 'unavailable' : 'connecting';
  const loadError = conversation.isError && conversation.data === undefined ? conversation.error : null;

  return {
    status,
    messages: conversation.data?.messages ?? [],
    /** Why the desk cannot be reached: its absence, or the server's message for anything else. */
    unavailableReason: loadError
      ? isDeskUnavailable(loadError)
        ? DESK_UNAVAILABLE
        : loadError.message
      : null,
    retry: () => void conversation.refetch(),
    retrying: conversation.isFetching,
    send: (text: string, options?: { onSuccess?: () => void }) => send.mutate(text, options),
    sending: send.isPending,
    sendError: send.error ? (isDeskUnavailable(send.error) ? DESK_UNAVAILABLE : send.error.message) : null,
  };
}

export type SupportChat = ReturnType<typeof useSupportChat>;
