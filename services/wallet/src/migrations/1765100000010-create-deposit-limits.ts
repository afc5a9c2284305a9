import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's deposit limits (issue 22), one row per period. `amount_cents` is the limit in force (NULL:
 * none); a raise or a removal waits in `pending_*` until `pending_effective_at`, 24 hours after it
 * was asked for, and is then read as the limit in force.
 */
export class CreateDepositLimits1765100000010 implements MigrationInterface {
  name = 'CreateDepositLimits1765100000010';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE deposit_limits (
        user_id uuid NOT NULL,
        period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
        amount_cents bigint CHECK (amount_cents > 0),
        pending_amount_cents bigint CHECK (pending_amount_cents > 0),
        pending_effective_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, period),
        CHECK (pending_effective_at IS NOT NULL OR pending_amount_cents IS NULL)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE deposit_limits`);
  }
}
