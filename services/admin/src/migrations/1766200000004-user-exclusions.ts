import { MigrationInterface, QueryRunner } from 'typeorm';

/** A user's break from betting (auth.UserExcluded), shown in the user list; NULL until with a kind: permanent. */
export class UserExclusions1766200000004 implements MigrationInterface {
  name = 'UserExclusions1766200000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE users
        ADD COLUMN exclusion_kind text CHECK (exclusion_kind IN ('time-out', 'self-exclusion')),
        ADD COLUMN excluded_until timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE users DROP COLUMN exclusion_kind, DROP COLUMN excluded_until`);
  }
}
