import { Badge, SelectField } from '@p2p/ui';
import { PagedBody } from '../shared/PagedBody';
import { formatDateTime } from '../shared/format';
import { personOf } from './people';
import { useConversations, type ConversationStatusFilter } from './support-queries';

const STATUSES: Array<{ value: ConversationStatusFilter; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

/** The queue: open conversations first, latest activity first; unread ones marked. */
export function ConversationList({
  status,
  page,
  selectedId,
  unread,
  onFilter,
  onSelect,
}: {
  status: ConversationStatusFilter;
  page: number;
  selectedId: string | null;
  unread: ReadonlySet<string>;
  onFilter: (status: ConversationStatusFilter, page: number) => void;
  onSelect: (id: string) => void;
}) {
  const conversations = useConversations(status, page);
  return (
    <div className="support-queue">
      <SelectField
        label="Conversations"
        options={STATUSES}
        value={status}
        onChange={(event) => onFilter(event.target.value as ConversationStatusFilter, 1)}
      />
      <PagedBody
        query={conversations}
        loadingLabel="Loading conversations"
        pagerLabel="Conversation pages"
        onPage={(next) => onFilter(status, next)}
        empty={{
          title: status === 'open' ? 'No open conversations' : 'No conversations',
          text: 'Messages users send to support appear here as they arrive.',
        }}
      >
        {(items) => (
          <ul className="support-queue__list" aria-label="Conversations">
            {items.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  className="support-queue__item"
                  aria-current={conversation.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(conversation.id)}
                >
                  <span className="support-queue__who">
                    {personOf(conversation.user)}
                    {unread.has(conversation.id) && <Badge tone="live">New</Badge>}
                    {conversation.status === 'closed' && <Badge>Closed</Badge>}
                  </span>
                  {conversation.source === 'account_recovery' && (
                    <span className="admin-sub">{conversation.subject ?? 'Account recovery request'}</span>
                  )}
                  {conversation.lastMessage && (
                    <span className="support-queue__last">{conversation.lastMessage.text}</span>
                  )}
                  <span className="admin-sub">
                    {formatDateTime(conversation.updatedAt)} · {conversation.messageCount} message
                    {conversation.messageCount === 1 ? '' : 's'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PagedBody>
    </div>
  );
}
