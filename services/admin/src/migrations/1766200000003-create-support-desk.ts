import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The support desk, data this service owns (never rebuilt): conversations, either a signed-in
 * user's chat or a request from auth's account-recovery form, and their messages.
 */
export class CreateSupportDesk1766200000003 implements MigrationInterface {
  name = 'CreateSupportDesk1766200000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY,
        source text NOT NULL CHECK (source IN ('chat', 'account_recovery')),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        subject text,
        user_id text,
        username text,
        user_name text,
        contact_email text,
        support_request_id text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        closed_by text,
        CHECK (source <> 'chat' OR user_id IS NOT NULL),
        CHECK ((source = 'account_recovery') = (support_request_id IS NOT NULL)),
        CHECK ((status = 'closed') = (closed_at IS NOT NULL))
      )`);
    // A user has at most one open chat: two first messages sent at once open one conversation.
    await runner.query(`
      CREATE UNIQUE INDEX conversations_one_open_chat ON conversations (user_id)
      WHERE status = 'open' AND source = 'chat'`);
    await runner.query(
      `CREATE INDEX conversations_queue_idx ON conversations ((status = 'open') DESC, updated_at DESC, id DESC)`,
    );

    await runner.query(`
      CREATE TABLE messages (
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        id uuid PRIMARY KEY,
        conversation_id uuid NOT NULL REFERENCES conversations (id),
        author text NOT NULL CHECK (author IN ('user', 'admin')),
        author_id text,
        author_name text NOT NULL,
        text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 5000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX messages_conversation_idx ON messages (conversation_id, seq)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE messages`);
    await runner.query(`DROP TABLE conversations`);
  }
}
