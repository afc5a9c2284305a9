/**
 * The support desk (the admin service): a user's conversation with the support team, and the
 * admins' view of it. Types only.
 */
export type SupportAuthor = 'user' | 'admin';

export interface SupportMessage {
  id: string;
  conversationId: string;
  author: SupportAuthor;
  /** The admin's or the user's display name. */
  authorName: string;
  text: string;
  createdAt: string;
}

export type SupportConversationStatus = 'open' | 'closed';

export interface SupportConversation {
  id: string;
  status: SupportConversationStatus;
  subject: string | null;
  user: { id: string; username: string | null; name: string | null; email: string | null };
  createdAt: string;
  updatedAt: string;
  messages: SupportMessage[];
}

/** A signed-in user's chat, or a request from auth's account-recovery form (by someone who cannot sign in). */
export type SupportConversationSource = 'chat' | 'account_recovery';

/**
 * The admins' view of a conversation: GET /api/admin/support/conversations/{id}, and the answer to a
 * reply or a close. A recovery request may match no account, so its user may have no id; the source
 * tells the admin which kind it is.
 */
export interface AdminSupportConversation extends Omit<SupportConversation, 'user'> {
  source: SupportConversationSource;
  user: { id: string | null; username: string | null; name: string | null; email: string | null };
  closedAt: string | null;
}

/** A line of the admins' queue (GET /api/admin/support/conversations): no messages, the latest one. */
export interface AdminSupportConversationSummary extends Omit<AdminSupportConversation, 'messages'> {
  messageCount: number;
  lastMessage: SupportMessage | null;
}

/** Live push to the user's room and the admins' room: socket event `support:message`. */
export type SupportMessagePush = SupportMessage;
