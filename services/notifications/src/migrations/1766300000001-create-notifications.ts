import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recipients (projected from auth), notifications, email preferences, and the emails owed: each
 * email belongs to one notification, which belongs to one event and one user, so a redelivered
 * event can never mail twice. An email is written from its notification when it is sent, to the
 * address the user has then.
 */
export class CreateNotifications1766300000001 implements MigrationInterface {
  name = 'CreateNotifications1766300000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE recipients (
        user_id text PRIMARY KEY,
        username text NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        kind text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        link text NOT NULL,
        event_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        UNIQUE (event_id, user_id)
      )`);
    await runner.query(
      `CREATE INDEX notifications_user_newest ON notifications (user_id, created_at DESC, id DESC)`,
    );
    await runner.query(
      `CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL`,
    );
    await runner.query(`
      CREATE TABLE email_preferences (
        user_id text NOT NULL,
        kind text NOT NULL,
        email boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind)
      )`);
    await runner.query(`
      CREATE TABLE outgoing_emails (
        id uuid PRIMARY KEY,
        notification_id uuid NOT NULL UNIQUE REFERENCES notifications (id),
        user_id text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'expired')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        sent_to text
      )`);
    await runner.query(
      `CREATE INDEX outgoing_emails_due ON outgoing_emails (next_attempt_at) WHERE status = 'pending'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE outgoing_emails, email_preferences, notifications, recipients`);
  }
}
