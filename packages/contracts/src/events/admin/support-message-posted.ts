/** A message on the support desk, by the user or by an admin; pushed live to both sides. */
export interface SupportMessagePosted {
  conversationId: string;
  /** The user the conversation is with; null for a support request from someone not signed in. */
  userId: string | null;
  messageId: string;
  author: 'user' | 'admin';
  authorId: string | null;
  authorName: string;
  text: string;
  createdAt: string;
}

export const SUPPORT_MESSAGE_POSTED = 'admin.SupportMessagePosted' as const;
