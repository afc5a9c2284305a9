import type { SupportMessage } from '@p2p/contracts/api';
import { Badge, Button, Card, Icon, Notice, Spinner, type BadgeTone } from '@p2p/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { formatClock } from '../transactions/format-time';
import type { ChatStatus, SupportChat } from './use-support-chat';

const STATUS: Record<ChatStatus, { label: string; tone: BadgeTone }> = {
  connecting: { label: 'Connecting...', tone: 'info' },
  connected: { label: 'Connected', tone: 'success' },
  unavailable: { label: 'Unavailable', tone: 'danger' },
};

export const MESSAGE_MAX = 2000;

/** Live chat with the support desk: real people, replies pushed as they write them. */
export function LiveChat({ chat, emailHref }: { chat: SupportChat; emailHref: string }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const status = STATUS[chat.status];
  const connected = chat.status === 'connected';

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [chat.messages.length]);

  const submit = () => {
    const text = draft.trim();
    if (!text || !connected || chat.sending) return;
    chat.send(text, { onSuccess: () => setDraft('') });
  };

  return (
    <Card
      title="Live Chat"
      className="chat"
      actions={
        <span role="status" aria-label={`Live chat: ${status.label}`}>
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
      }
    >
      <p className="text-muted chat__intro">
        Talk to our support team. Replies appear here as soon as an agent answers.
      </p>
      {chat.unavailableReason && (
        <Notice
          tone="warning"
          title={chat.unavailableReason}
          action={
            <Button size="sm" variant="secondary" onClick={chat.retry} loading={chat.retrying}>
              Retry
            </Button>
          }
        >
          Live chat cannot reach our support team at the moment. Please <a href={emailHref}>email us</a>{' '}
          instead: we reply within 2-24 hours.
        </Notice>
      )}
      <div
        className={['chat__log', connected ? '' : 'chat__log--idle'].filter(Boolean).join(' ')}
        ref={log}
        role="log"
        aria-label="Conversation with support"
        tabIndex={0}
      >
        {chat.status === 'connecting' ? (
          <p className="chat__placeholder">
            <Spinner size="sm" /> Connecting...
          </p>
        ) : chat.messages.length === 0 ? (
          <p className="chat__placeholder">
            {connected
              ? 'Send a message to start a conversation with our support team.'
              : 'No conversation yet.'}
          </p>
        ) : (
          chat.messages.map((message) => <ChatMessage key={message.id} message={message} />)
        )}
      </div>
      <form
        className="chat__composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="ui-visually-hidden">
          Message
        </label>
        <input
          id={inputId}
          className="ui-input"
          value={draft}
          maxLength={MESSAGE_MAX}
          autoComplete="off"
          placeholder={connected ? 'Type your message...' : 'Live chat is not available'}
          disabled={!connected}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button
          type="submit"
          aria-label="Send message"
          icon={<Icon name="send" />}
          loading={chat.sending}
          disabled={!connected || draft.trim() === ''}
        />
      </form>
      {chat.sendError && <Notice tone="danger">{chat.sendError}</Notice>}
    </Card>
  );
}

function ChatMessage({ message }: { message: SupportMessage }) {
  const mine = message.author === 'user';
  return (
    <div className={`chat__message chat__message--${mine ? 'mine' : 'theirs'}`}>
      <p className="chat__meta">
        <span>{mine ? 'You' : message.authorName}</span>
        <time dateTime={message.createdAt}>{formatClock(message.createdAt)}</time>
      </p>
      <p className="chat__text">{message.text}</p>
    </div>
  );
}
