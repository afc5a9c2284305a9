import { MigrationInterface, QueryRunner } from 'typeorm';

const TARGETS = `'deposit', 'withdrawal', 'payment_method', 'exchange_rate', 'user', 'bet'`;

/** The audit log's targets gain the match: an admin's "finish now" (football.MatchFinished with finishedBy). */
export class AuditMatchTarget1766200000005 implements MigrationInterface {
  name = 'AuditMatchTarget1766200000005';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE audit_entries
        DROP CONSTRAINT audit_entries_target_type_check,
        ADD CONSTRAINT audit_entries_target_type_check CHECK (target_type IN (${TARGETS}, 'match'))`);
  }

  /** Refused while the log holds a match's entry: the log is append-only, so it keeps its targets. */
  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE audit_entries
        DROP CONSTRAINT audit_entries_target_type_check,
        ADD CONSTRAINT audit_entries_target_type_check CHECK (target_type IN (${TARGETS}))`);
  }
}
