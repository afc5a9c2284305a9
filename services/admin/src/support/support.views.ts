import type {
  AdminSupportConversation,
  AdminSupportConversationSummary,
  SupportAuthor,
  SupportConversation,
  SupportConversationSource,
  SupportConversationStatus,
  SupportMessage,
} from '@p2p/contracts/api';

export interface ConversationRow {
  id: string;
  source: SupportConversationSource;
  status: SupportConversationStatus;
  subject: string | null;
  user_id: string | null;
  username: string | null;
  user_name: string | null;
  email: string | null;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  author: SupportAuthor;
  author_name: string;
  text: string;
  created_at: Date;
}

/**
 * A chat shows the user as the users read model knows them now (renames included), else as their
 * token named them when they wrote; a recovery request shows the name and contact email its sender typed.
 */
export const CONVERSATION_SELECT = `
  SELECT c.id, c.source, c.status, c.subject, c.user_id,
         COALESCE(u.username, c.username) AS username,
         CASE WHEN c.source = 'chat' THEN COALESCE(u.name, c.user_name) ELSE c.user_name END AS user_name,
         CASE WHEN c.source = 'chat' THEN u.email ELSE c.contact_email END AS email,
         c.created_at, c.updated_at, c.closed_at
    FROM conversations c LEFT JOIN users u ON u.id = c.user_id`;

export const MESSAGE_COLUMNS = 'id, conversation_id, author, author_name, text, created_at';

export function toSupportMessage(row: MessageRow): SupportMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    author: row.author,
    authorName: row.author_name,
    text: row.text,
    createdAt: row.created_at.toISOString(),
  };
}

function common(row: ConversationRow) {
  return {
    id: row.id,
    status: row.status,
    subject: row.subject,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What its user sees: their own chat, so it always has their id. */
export function toUserConversation(
  row: ConversationRow & { user_id: string },
  messages: MessageRow[],
): SupportConversation {
  return {
    ...common(row),
    user: { id: row.user_id, username: row.username, name: row.user_name, email: row.email },
    messages: messages.map(toSupportMessage),
  };
}

export function toAdminConversation(row: ConversationRow, messages: MessageRow[]): AdminSupportConversation {
  return {
    ...common(row),
    source: row.source,
    user: { id: row.user_id, username: row.username, name: row.user_name, email: row.email },
    closedAt: row.closed_at?.toISOString() ?? null,
    messages: messages.map(toSupportMessage),
  };
}

export function toAdminSummary(
  row: ConversationRow & { message_count: number },
  last: MessageRow | null,
): AdminSupportConversationSummary {
  const { messages: _messages, ...conversation } = toAdminConversation(row, []);
  return { ...conversation, messageCount: row.message_count, lastMessage: last && toSupportMessage(last) };
}
