import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: recovery by phone only to a phone proven by a code and not changed for 7 days.
 * `phone_changed_at` is NULL for the phone given at sign-up (never changed since). Phones stored
 * before this keep `is_phone_verified = false`: nobody ever proved them, and one may already be a
 * thief's, so their owners confirm them before recovery by phone opens (docs/decisions.md).
 */
export class PhoneConfirmation1764200000007 implements MigrationInterface {
  name = 'PhoneConfirmation1764200000007';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE users ADD COLUMN phone_changed_at timestamptz`);
    await runner.query(`
      CREATE TABLE phone_confirmation_codes (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        phone_digits text NOT NULL,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        failed_attempts int NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE phone_confirmation_codes`);
    await runner.query(`ALTER TABLE users DROP COLUMN phone_changed_at`);
  }
}
