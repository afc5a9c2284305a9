import { MigrationInterface, QueryRunner } from 'typeorm';

/** Naira amounts and rates are integer kobo; dollar amounts integer cents. */
export class CreateWithdrawalsAndTransfers1765100000005 implements MigrationInterface {
  name = 'CreateWithdrawalsAndTransfers1765100000005';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE exchange_rates (
        id bigserial PRIMARY KEY,
        ngn_per_usd bigint NOT NULL CONSTRAINT exchange_rates_positive CHECK (ngn_per_usd > 0),
        set_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE withdrawals (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        bank_code text NOT NULL,
        bank_name text NOT NULL,
        account_number text NOT NULL CONSTRAINT withdrawals_account_number CHECK (account_number ~ '^[0-9]{10}$'),
        account_name text NOT NULL,
        amount_ngn bigint NOT NULL CONSTRAINT withdrawals_amount_ngn_minimum CHECK (amount_ngn >= 10000),
        amount_usd bigint NOT NULL CONSTRAINT withdrawals_amount_usd_positive CHECK (amount_usd > 0),
        ngn_per_usd bigint NOT NULL CONSTRAINT withdrawals_rate_positive CHECK (ngn_per_usd > 0),
        status text NOT NULL DEFAULT 'pending'
          CONSTRAINT withdrawals_status CHECK (status IN ('pending', 'paid', 'rejected')),
        admin_notes text,
        processed_by text,
        processed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT withdrawals_processed_when_not_pending CHECK (
          (status = 'pending') = (processed_at IS NULL) AND (status = 'pending') = (processed_by IS NULL)
        )
      )`);
    await runner.query(`CREATE INDEX withdrawals_user_created ON withdrawals (user_id, created_at DESC)`);
    await runner.query(`CREATE INDEX withdrawals_status_created ON withdrawals (status, created_at)`);
    await runner.query(`
      CREATE TABLE transfers (
        id uuid PRIMARY KEY,
        sender_id text NOT NULL,
        recipient_id text NOT NULL,
        amount bigint NOT NULL CONSTRAINT transfers_amount_positive CHECK (amount > 0),
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT transfers_not_to_oneself CHECK (sender_id <> recipient_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE transfers`);
    await runner.query(`DROP TABLE withdrawals`);
    await runner.query(`DROP TABLE exchange_rates`);
  }
}
