import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePaymentMethodsAndDeposits1765100000004 implements MigrationInterface {
  name = 'CreatePaymentMethodsAndDeposits1765100000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE payment_methods (
        id uuid PRIMARY KEY,
        type text NOT NULL CONSTRAINT payment_methods_type CHECK (type IN (
          'bank_transfer', 'mobile_money', 'crypto', 'paypal', 'western_union', 'cash_app', 'venmo', 'zelle'
        )),
        name text NOT NULL CONSTRAINT payment_methods_name_length CHECK (char_length(name) BETWEEN 1 AND 100),
        processing_time text,
        is_active boolean NOT NULL DEFAULT true,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        instructions text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);

    // The method's type and name are copied onto the deposit: the fee was computed from that type,
    // and what the user paid through must not change when an admin edits the method later.
    await runner.query(`
      CREATE TABLE deposits (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        payment_method_id uuid NOT NULL REFERENCES payment_methods (id),
        method_type text NOT NULL,
        method_name text NOT NULL,
        amount bigint NOT NULL CONSTRAINT deposits_amount_range CHECK (amount BETWEEN 100 AND 1000000),
        processing_fee bigint NOT NULL CONSTRAINT deposits_fee_non_negative CHECK (processing_fee >= 0),
        net_amount bigint NOT NULL CONSTRAINT deposits_net_positive CHECK (net_amount > 0),
        status text NOT NULL DEFAULT 'pending'
          CONSTRAINT deposits_status CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
        transaction_reference text,
        user_notes text,
        proof bytea,
        proof_mime_type text,
        admin_notes text,
        processed_by text,
        processed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT deposits_net_is_amount_less_fee CHECK (net_amount = amount - processing_fee),
        CONSTRAINT deposits_proof_has_type CHECK ((proof IS NULL) = (proof_mime_type IS NULL)),
        CONSTRAINT deposits_proof_size CHECK (proof IS NULL OR octet_length(proof) <= 5242880),
        CONSTRAINT deposits_processed_when_not_pending CHECK (
          (status = 'pending') = (processed_at IS NULL) AND (status = 'pending') = (processed_by IS NULL)
        )
      )`);
    await runner.query(`CREATE INDEX deposits_user_created ON deposits (user_id, created_at DESC)`);
    await runner.query(
      `CREATE INDEX deposits_pending_created ON deposits (created_at) WHERE status = 'pending'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE deposits`);
    await runner.query(`DROP TABLE payment_methods`);
  }
}
