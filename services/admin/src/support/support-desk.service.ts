import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createEvent, type SupportRequested, Events } from '@p2p/contracts';
import type {
  AdminSupportConversation,
  AdminSupportConversationSummary,
  Page,
  SupportAuthor,
  SupportConversation,
  SupportMessage,
} from '@p2p/contracts/api';
import { AuthUser, OutboxService } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { pageOf, pageRequest } from '../validation/paging.dto';
import { ConversationQueries } from './conversation.queries';
import type { ListConversationsQueryDto } from './dto/list-conversations.query';
import {
  ConversationAlreadyClosedError,
  ConversationClosedError,
  ConversationNotFoundError,
} from './support.errors';
import {
  MESSAGE_COLUMNS,
  MessageRow,
  toAdminConversation,
  toAdminSummary,
  toSupportMessage,
  toUserConversation,
} from './support.views';

/** What a recovery form's text may be at most, as stored (the form's own limit is auth's). */
const RECOVERY_TEXT_MAX = 5000;

interface NewMessage {
  conversationId: string;
  /** Whose live feed hears it: the chat's user; nobody's for a recovery request (its sender is signed out). */
  userId: string | null;
  author: SupportAuthor;
  authorId: string | null;
  authorName: string;
  text: string;
}

/**
 * The support desk: a user's one open chat with the support team, the admins' queue, and the
 * account-recovery requests auth forwards. Every message is an admin.SupportMessagePosted, written
 * in the message's transaction, which the gateway pushes to the user and to the admins.
 */
@Injectable()
export class SupportDesk {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: ConversationQueries,
    private readonly outbox: OutboxService,
  ) {}

  /** The caller's open chat, or null: a user never reaches anyone else's. */
  async mine(user: AuthUser): Promise<SupportConversation | null> {
    const row = await this.queries.openChatOf(user.id);
    return row && toUserConversation(row, await this.queries.messages(row.id));
  }

  /** Opens the user's chat on their first message, and again after an admin closed it. */
  async postAsUser(user: AuthUser, text: string): Promise<SupportMessage> {
    return this.dataSource.transaction(async (manager) =>
      this.post(manager, {
        conversationId: await this.openChatFor(manager, user),
        userId: user.id,
        author: 'user',
        authorId: user.id,
        authorName: user.name || user.username,
        text,
      }),
    );
  }

  async list(query: ListConversationsQueryDto): Promise<Page<AdminSupportConversationSummary>> {
    const page = pageRequest(query);
    const status = !query.status || query.status === 'all' ? null : query.status;
    const { rows, total } = await this.queries.page(status, page);
    return pageOf(
      rows.map((row) => toAdminSummary(row, row.last)),
      page,
      total,
    );
  }

  async one(conversationId: string): Promise<AdminSupportConversation> {
    const row = await this.queries.one(conversationId);
    if (!row) throw new ConversationNotFoundError();
    return toAdminConversation(row, await this.queries.messages(conversationId));
  }

  /** A closed conversation takes no more messages: the user's next message opens a new one. */
  async postAsAdmin(admin: AuthUser, conversationId: string, text: string): Promise<SupportMessage> {
    return this.dataSource.transaction(async (manager) => {
      const [conversation] = (await manager.query(
        `SELECT status, source, user_id FROM conversations WHERE id = $1 FOR UPDATE`,
        [conversationId],
      )) as Array<{ status: string; source: string; user_id: string | null }>;
      if (!conversation) throw new ConversationNotFoundError();
      if (conversation.status !== 'open') throw new ConversationClosedError();
      return this.post(manager, {
        conversationId,
        userId: conversation.source === 'chat' ? conversation.user_id : null,
        author: 'admin',
        authorId: admin.id,
        authorName: admin.name || admin.username,
        text,
      });
    });
  }

  async close(admin: AuthUser, conversationId: string): Promise<AdminSupportConversation> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [, closed] = (await this.dataSource.query(
      `UPDATE conversations SET status = 'closed', closed_at = now(), closed_by = $2
        WHERE id = $1 AND status = 'open'`,
      [conversationId, admin.id],
    )) as [unknown[], number];
    const conversation = await this.one(conversationId);
    if (closed === 0) throw new ConversationAlreadyClosedError();
    return conversation;
  }

  /**
   * auth.SupportRequested, in its inbox transaction: a conversation of its own, never the matched
   * user's chat, since whoever filled in the form may not be that user.
   */
  async openRecoveryRequest(manager: EntityManager, request: SupportRequested): Promise<void> {
    const conversationId = randomUUID();
    const opened: unknown[] = await manager.query(
      `INSERT INTO conversations (id, source, subject, user_id, user_name, contact_email, support_request_id)
       VALUES ($1, 'account_recovery', 'Account recovery request', $2, $3, $4, $5)
       ON CONFLICT (support_request_id) DO NOTHING RETURNING id`,
      [conversationId, request.userId, request.name, request.contactEmail, request.requestId],
    );
    if (opened.length === 0) return;
    await this.post(manager, {
      conversationId,
      userId: null,
      author: 'user',
      authorId: null,
      authorName: request.name,
      text: request.accountInfo.trim().slice(0, RECOVERY_TEXT_MAX) || '(no details given)',
    });
  }

  /**
   * The user's open chat, created when there is none. Two first messages at once meet on the
   * one-open-chat index: one inserts, the other finds it. A chat an admin closes in between is
   * skipped by the row lock's re-check, and a new one is opened.
   */
  private async openChatFor(manager: EntityManager, user: AuthUser): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      await manager.query(
        `INSERT INTO conversations (id, source, user_id, username, user_name) VALUES ($1, 'chat', $2, $3, $4)
         ON CONFLICT (user_id) WHERE status = 'open' AND source = 'chat' DO NOTHING`,
        [randomUUID(), user.id, user.username, user.name],
      );
      const [open] = (await manager.query(
        `SELECT id FROM conversations WHERE user_id = $1 AND source = 'chat' AND status = 'open' FOR UPDATE`,
        [user.id],
      )) as Array<{ id: string }>;
      if (open) return open.id;
      if (attempt === 5) throw new Error(`Could not open a support chat for ${user.id}`);
    }
  }

  private async post(manager: EntityManager, message: NewMessage): Promise<SupportMessage> {
    const [row] = (await manager.query(
      `INSERT INTO messages (id, conversation_id, author, author_id, author_name, text)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${MESSAGE_COLUMNS}`,
      [
        randomUUID(),
        message.conversationId,
        message.author,
        message.authorId,
        message.authorName,
        message.text,
      ],
    )) as MessageRow[];
    await manager.query(`UPDATE conversations SET updated_at = $2 WHERE id = $1`, [
      message.conversationId,
      row.created_at,
    ]);
    const posted = toSupportMessage(row);
    await this.outbox.add(
      manager,
      createEvent(Events.SupportMessagePosted, message.conversationId, {
        conversationId: message.conversationId,
        userId: message.userId,
        messageId: posted.id,
        author: message.author,
        authorId: message.authorId,
        authorName: message.authorName,
        text: message.text,
        createdAt: posted.createdAt,
      }),
    );
    return posted;
  }
}
