import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log: one row per admin action, written by the `admin-audit` consumer from the owners'
 * events. Never a read model (a rebuild leaves it alone) and append-only in the database itself:
 * UPDATE, DELETE and TRUNCATE are refused by triggers, whatever the code does.
 */
export class CreateAuditLog1766200000002 implements MigrationInterface {
  name = 'CreateAuditLog1766200000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE audit_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        action text NOT NULL,
        actor_id text NOT NULL,
        actor_name text,
        target_type text NOT NULL CHECK (target_type IN
          ('deposit', 'withdrawal', 'payment_method', 'exchange_rate', 'user', 'bet')),
        target_id text NOT NULL,
        before jsonb,
        after jsonb,
        request_id text,
        occurred_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        event_id uuid NOT NULL UNIQUE
      )`);
    await runner.query(`CREATE INDEX audit_occurred_idx ON audit_entries (occurred_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX audit_actor_idx ON audit_entries (actor_id, occurred_at DESC)`);
    await runner.query(
      `CREATE INDEX audit_target_idx ON audit_entries (target_type, target_id, occurred_at DESC)`,
    );
    await runner.query(`CREATE INDEX audit_action_idx ON audit_entries (action, occurred_at DESC)`);
    await runner.query(`
      CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% on % refused: the audit log is append-only', TG_OP, TG_TABLE_NAME;
      END $$`);
    await runner.query(`
      CREATE TRIGGER audit_entries_immutable BEFORE UPDATE OR DELETE ON audit_entries
      FOR EACH ROW EXECUTE FUNCTION audit_refuse_change()`);
    await runner.query(`
      CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
      FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE audit_entries`);
    await runner.query(`DROP FUNCTION audit_refuse_change()`);
  }
}
