import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owed hold releases are retried on a backoff, not on every sweep: each row says when it is due, and
 * one that failed too often is dead-lettered (kept, counted by the metrics and health) for an operator.
 */
export class HoldReleaseBackoff1764400000010 implements MigrationInterface {
  name = 'HoldReleaseBackoff1764400000010';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE hold_releases
        ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN dead_lettered_at timestamptz`);
    await runner.query(
      `CREATE INDEX hold_releases_due_idx ON hold_releases (next_attempt_at) WHERE dead_lettered_at IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX hold_releases_due_idx`);
    await runner.query(`ALTER TABLE hold_releases DROP COLUMN dead_lettered_at, DROP COLUMN next_attempt_at`);
  }
}
