import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reality check's interval (issue 22), one row per user who ever set it. Both no row (never
 * chosen) and a NULL interval (turned off) are the reminder off today; they stay apart so a market
 * that requires it on by default can give the first a default without overriding the second.
 */
export class RealityCheck1764200000006 implements MigrationInterface {
  name = 'RealityCheck1764200000006';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE reality_check_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        interval_minutes int CHECK (interval_minutes IS NULL OR interval_minutes IN (15, 30, 45, 60, 90, 120)),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE reality_check_settings`);
  }
}
