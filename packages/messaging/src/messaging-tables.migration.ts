import { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox and inbox tables every service has; each service lists this among its migrations. */
export class MessagingTables1764000000000 implements MigrationInterface {
  name = 'MessagingTables1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        topic text NOT NULL,
        key text NOT NULL,
        type text NOT NULL,
        envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await runner.query(`CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL`);
    // NOTIFY is transactional: listeners hear it only when the inserting transaction commits.
    await runner.query(`
      CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox', '');
        RETURN NULL;
      END $$`);
    await runner.query(
      `CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify()`,
    );
    await runner.query(`
      CREATE TABLE inbox (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE inbox`);
    await runner.query(`DROP TRIGGER outbox_notify ON outbox`);
    await runner.query(`DROP FUNCTION outbox_notify`);
    await runner.query(`DROP TABLE outbox`);
  }
}
