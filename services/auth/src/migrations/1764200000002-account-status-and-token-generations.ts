import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users can be suspended (with the reason they are shown), and each user has a token generation that
 * a role or status change raises: access tokens carry it as `gen`, and every app refuses the user's
 * tokens below the generation announced in auth.AccessRevoked.
 */
export class AccountStatusAndTokenGenerations1764200000002 implements MigrationInterface {
  name = 'AccountStatusAndTokenGenerations1764200000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE users
        ADD COLUMN token_generation integer NOT NULL DEFAULT 0 CHECK (token_generation >= 0),
        ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
        ADD COLUMN status_reason text CHECK (char_length(status_reason) <= 500),
        ADD CONSTRAINT users_suspension_has_reason CHECK (status = 'active' OR status_reason IS NOT NULL)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE users
        DROP CONSTRAINT users_suspension_has_reason,
        DROP COLUMN status_reason,
        DROP COLUMN status,
        DROP COLUMN token_generation`);
  }
}
