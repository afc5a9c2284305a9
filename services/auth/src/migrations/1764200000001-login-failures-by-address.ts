import { MigrationInterface, QueryRunner } from 'typeorm';

/** Failed logins remember their client address; accounts locked for everyone get a row and an unlock token. */
export class LoginFailuresByAddress1764200000001 implements MigrationInterface {
  name = 'LoginFailuresByAddress1764200000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE failed_attempts ADD COLUMN address text`);
    await runner.query(
      `CREATE INDEX failed_attempts_address_idx ON failed_attempts (scope, address, attempted_at)
        WHERE address IS NOT NULL`,
    );
    await runner.query(`
      CREATE TABLE account_locks (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        token_hash text UNIQUE,
        locked_until timestamptz NOT NULL,
        lifted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX account_locks_email_idx ON account_locks (email, locked_until)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE account_locks`);
    await runner.query(`DROP INDEX failed_attempts_address_idx`);
    await runner.query(`ALTER TABLE failed_attempts DROP COLUMN address`);
  }
}
