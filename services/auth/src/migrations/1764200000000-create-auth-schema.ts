import { MigrationInterface, QueryRunner } from 'typeorm';

/** Users with their credentials and projections, sessions, one-time codes and outgoing messages. */
export class CreateAuthSchema1764200000000 implements MigrationInterface {
  name = 'CreateAuthSchema1764200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 100),
        first_name text CHECK (char_length(first_name) <= 100),
        last_name text CHECK (char_length(last_name) <= 100),
        username text NOT NULL CHECK (username ~ '^[A-Za-z0-9_]{3,30}$'),
        email text NOT NULL CHECK (email = lower(email) AND position('@' IN email) > 1),
        phone text,
        phone_digits text,
        date_of_birth date,
        country text CHECK (char_length(country) <= 100),
        address text CHECK (char_length(address) <= 500),
        avatar text,
        gender text,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        password_hash text NOT NULL,
        is_email_verified boolean NOT NULL DEFAULT false,
        is_phone_verified boolean NOT NULL DEFAULT false,
        two_factor_enabled boolean NOT NULL DEFAULT false,
        balance_cents bigint NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
        balance_day date,
        day_start_balance_cents bigint CHECK (day_start_balance_cents >= 0),
        total_winnings_cents bigint NOT NULL DEFAULT 0 CHECK (total_winnings_cents >= 0),
        total_losses_cents bigint NOT NULL DEFAULT 0 CHECK (total_losses_cents >= 0),
        bets_count integer NOT NULL DEFAULT 0 CHECK (bets_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await runner.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await runner.query(
      `CREATE INDEX users_phone_digits_idx ON users (phone_digits) WHERE phone_digits IS NOT NULL`,
    );

    await runner.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        replaced_by uuid REFERENCES refresh_tokens (id),
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (replaced_by IS NULL OR replaced_by <> id)
      )`);
    await runner.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await runner.query(`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`);

    await runner.query(`
      CREATE TABLE failed_attempts (
        id bigserial PRIMARY KEY,
        scope text NOT NULL,
        subject text NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX failed_attempts_subject_idx ON failed_attempts (scope, subject, attempted_at)`,
    );

    await runner.query(`
      CREATE TABLE send_cooldowns (
        purpose text NOT NULL,
        address text NOT NULL,
        last_sent_at timestamptz NOT NULL,
        PRIMARY KEY (purpose, address)
      )`);

    await runner.query(`
      CREATE TABLE email_verification_codes (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts BETWEEN 0 AND 5),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await runner.query(`
      CREATE TABLE phone_recovery_codes (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        phone_digits text NOT NULL,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts BETWEEN 0 AND 5),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX phone_recovery_codes_phone_idx ON phone_recovery_codes (phone_digits)`);

    await runner.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        origin text NOT NULL CHECK (origin IN ('email', 'phone', 'security_questions')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);

    await runner.query(`
      CREATE TABLE security_questions (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
        question text NOT NULL CHECK (char_length(question) BETWEEN 1 AND 200),
        answer_hash text NOT NULL,
        PRIMARY KEY (user_id, position)
      )`);

    await runner.query(`
      CREATE TABLE support_requests (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        contact_email text NOT NULL,
        account_info text NOT NULL CHECK (char_length(account_info) BETWEEN 1 AND 2000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await runner.query(`
      CREATE TABLE outgoing_messages (
        id uuid PRIMARY KEY,
        channel text NOT NULL CHECK (channel IN ('email', 'sms')),
        recipient text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX outgoing_messages_recipient_idx ON outgoing_messages (recipient, created_at DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'outgoing_messages',
      'support_requests',
      'security_questions',
      'password_reset_tokens',
      'phone_recovery_codes',
      'email_verification_codes',
      'send_cooldowns',
      'failed_attempts',
      'refresh_tokens',
      'users',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
