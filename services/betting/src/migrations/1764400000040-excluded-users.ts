import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The breaks users took (projected from auth.UserExcluded): one row per user, the break ending last
 * (NULL `ends_at`: permanent). A row whose end has passed means nothing; it is kept, not swept.
 */
export class ExcludedUsers1764400000040 implements MigrationInterface {
  name = 'ExcludedUsers1764400000040';

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
