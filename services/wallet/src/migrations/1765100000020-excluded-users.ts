import { MigrationInterface, QueryRunner } from 'typeorm';

/** The breaks users took from betting (projected from auth.UserExcluded): deposits close until one ends. */
export class ExcludedUsers1765100000020 implements MigrationInterface {
  name = 'ExcludedUsers1765100000020';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE excluded_users (
        user_id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('time-out', 'self-exclusion')),
        ends_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE excluded_users`);
  }
}
