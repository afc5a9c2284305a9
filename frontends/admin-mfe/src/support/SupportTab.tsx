import { Card, EmptyState } from '@p2p/ui';
import { useLiveEvent } from '@p2p/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import { receiveMessage, type ConversationStatusFilter } from './support-queries';
import './support.css';

/** Support desk: the queue, a conversation, replies and closing; users' messages arrive live. */
export function SupportTab() {
  const client = useQueryClient();
  const [queue, setQueue] = useState<{ status: ConversationStatusFilter; page: number }>({
    status: 'open',
    page: 1,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [unread, setUnread] = useState<ReadonlySet<string>>(new Set());

  // The gateway pushes every support message to the admins' room, replies by other admins included.
  useLiveEvent('support:message', (message) => {
    receiveMessage(client, message);
    if (message.author === 'user' && message.conversationId !== selectedId)
      setUnread((current) => new Set(current).add(message.conversationId));
  });

  const select = (id: string) => {
    setSelectedId(id);
    setUnread((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  };

  return (
    <div className="support-desk">
      <Card title="Queue">
        <ConversationList
          status={queue.status}
          page={queue.page}
          selectedId={selectedId}
          unread={unread}
          onFilter={(status, page) => setQueue({ status, page })}
          onSelect={select}
        />
      </Card>
      <Card title="Conversation">
        {selectedId ? (
          <ConversationThread conversationId={selectedId} />
        ) : (
          <EmptyState title="No conversation selected">Choose one in the queue to read and reply.</EmptyState>
        )}
      </Card>
    </div>
  );
}
