import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TOTP two-factor authentication (the secret, pending until a first code confirms it, and the
 * hashed one-time recovery codes), and what the sessions list shows of each refresh token: the
 * device its user agent names and the address it came from.
 */
export class TwoFactorAndSessionDevices1764200000003 implements MigrationInterface {
  name = 'TwoFactorAndSessionDevices1764200000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE two_factor_credentials (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret text NOT NULL,
        enabled_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE two_factor_recovery_codes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz
      )`);
    await runner.query(`CREATE INDEX two_factor_recovery_codes_user ON two_factor_recovery_codes (user_id)`);
    await runner.query(`
      ALTER TABLE refresh_tokens
        ADD COLUMN user_agent text CHECK (char_length(user_agent) <= 1000),
        ADD COLUMN device text,
        ADD COLUMN address text`);
    await runner.query(`CREATE INDEX refresh_tokens_user_device ON refresh_tokens (user_id, device)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX refresh_tokens_user_device`);
    await runner.query(
      `ALTER TABLE refresh_tokens DROP COLUMN address, DROP COLUMN device, DROP COLUMN user_agent`,
    );
    await runner.query(`DROP TABLE two_factor_recovery_codes`);
    await runner.query(`DROP TABLE two_factor_credentials`);
  }
}
