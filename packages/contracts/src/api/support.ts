/**
 * The support desk (the admin service): a user's conversation with the support team. Types only.
 * Until the admin service answers, its routes answer 503 and the support screen says so.
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

/** Live push to the user's room and the admins' room: socket event `support:message`. */
export type SupportMessagePush = SupportMessage;
