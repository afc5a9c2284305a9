import type { AdminSupportConversation, SupportMessage } from '@p2p/contracts/api';
import { Badge, Button, Notice, QueryFailure, Spinner, useToast } from '@p2p/ui';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../shared/format';
import { personOf } from './people';
import { ReplyForm } from './ReplyForm';
import { useCloseConversation, useConversation } from './support-queries';

/** One conversation: its messages, the reply box while it is open, and Close. */
export function ConversationThread({ conversationId }: { conversationId: string }) {
  const conversation = useConversation(conversationId);
  if (conversation.isPending) return <Spinner label="Loading the conversation" />;
  if (!conversation.data) return <QueryFailure query={conversation} />;
  return <Thread conversation={conversation.data} />;
}

function Thread({ conversation }: { conversation: AdminSupportConversation }) {
  const toast = useToast();
  const close = useCloseConversation(conversation.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const open = conversation.status === 'open';

  // A newly chosen conversation takes the focus: on a phone the thread is below the queue.
  useEffect(() => heading.current?.focus(), [conversation.id]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [conversation.messages.length]);

  return (
    <div className="support-thread">
      <header className="support-thread__header">
        <div>
          <h3 ref={heading} tabIndex={-1} className="support-thread__title">
            {personOf(conversation.user)}
          </h3>
          {conversation.user.email && <span className="admin-sub">{conversation.user.email}</span>}
          {conversation.source === 'account_recovery' && (
            <Badge tone="warning">{conversation.subject ?? 'Account recovery request'}</Badge>
          )}
        </div>
        {open ? (
          <Button
            variant="secondary"
            size="sm"
            loading={close.isPending}
            onClick={() =>
              close.mutate(undefined, {
                onSuccess: (answer) => toast.success(answer.message ?? 'Conversation closed'),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Close conversation
          </Button>
        ) : (
          <Badge>Closed</Badge>
        )}
      </header>
      <div
        ref={log}
        className="support-thread__log"
        role="log"
        aria-label={`Messages with ${personOf(conversation.user)}`}
        tabIndex={0}
      >
        {conversation.messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </div>
      {open ? (
        <ReplyForm key={conversation.id} conversationId={conversation.id} />
      ) : (
        <Notice>
          Closed {conversation.closedAt ? formatDateTime(conversation.closedAt) : ''}. The user&apos;s next
          message opens a new conversation.
        </Notice>
      )}
    </div>
  );
}

function Message({ message }: { message: SupportMessage }) {
  return (
    <div className={`support-message support-message--${message.author}`}>
      <p className="support-message__meta">
        <span>
          {message.authorName}
          {message.author === 'admin' ? ' (support)' : ''}
        </span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </p>
      <p className="support-message__text">{message.text}</p>
    </div>
  );
}
