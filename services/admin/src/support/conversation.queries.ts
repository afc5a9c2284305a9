import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageRequest } from '../validation/paging.dto';
import { CONVERSATION_SELECT, ConversationRow, MESSAGE_COLUMNS, MessageRow } from './support.views';

type SummaryRow = ConversationRow & { message_count: number; last: MessageRow | null };

/** Reads of the support desk. */
@Injectable()
export class ConversationQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async one(conversationId: string): Promise<ConversationRow | null> {
    const rows: ConversationRow[] = await this.dataSource.query(`${CONVERSATION_SELECT} WHERE c.id = $1`, [
      conversationId,
    ]);
    return rows[0] ?? null;
  }

  async openChatOf(userId: string): Promise<(ConversationRow & { user_id: string }) | null> {
    const rows: Array<ConversationRow & { user_id: string }> = await this.dataSource.query(
      `${CONVERSATION_SELECT} WHERE c.user_id = $1 AND c.source = 'chat' AND c.status = 'open'`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async messages(conversationId: string): Promise<MessageRow[]> {
    return this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = $1 ORDER BY seq`,
      [conversationId],
    );
  }

  /** Open conversations first, then the most recent activity. */
  async page(status: string | null, page: PageRequest): Promise<{ rows: SummaryRow[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT conversation.*,
                (SELECT count(*) FROM messages m WHERE m.conversation_id = conversation.id)::int AS message_count,
                (SELECT to_jsonb(last) FROM (
                   SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = conversation.id
                    ORDER BY seq DESC LIMIT 1) last) AS last
           FROM (${CONVERSATION_SELECT} WHERE ($1::text IS NULL OR c.status = $1)
                  ORDER BY (c.status = 'open') DESC, c.updated_at DESC, c.id DESC LIMIT $2 OFFSET $3) conversation
          ORDER BY (conversation.status = 'open') DESC, conversation.updated_at DESC, conversation.id DESC`,
        [status, page.limit, page.offset],
      ) as Promise<SummaryRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM conversations WHERE ($1::text IS NULL OR status = $1)`,
        [status],
      ) as Promise<Array<{ total: number }>>,
    ]);
    // to_jsonb hands the time over as text.
    const withDates = rows.map((row) => ({
      ...row,
      last: row.last && { ...row.last, created_at: new Date(row.last.created_at) },
    }));
    return { rows: withDates, total };
  }
}
