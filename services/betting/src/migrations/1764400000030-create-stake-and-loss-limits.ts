import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's stake and loss limits (issue 22), one row per kind, as the wallet keeps deposit limits:
 * `amount_cents` is the limit in force (NULL: none); a raise or a removal waits in `pending_*` until
 * `pending_effective_at`, 24 hours after it was asked for, and is then read as the limit in force.
 */
export class CreateStakeAndLossLimits1764400000030 implements MigrationInterface {
  name = 'CreateStakeAndLossLimits1764400000030';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE stake_and_loss_limits (
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('stake-offer', 'stake-day', 'loss-week', 'loss-month')),
        amount_cents bigint CHECK (amount_cents > 0),
        pending_amount_cents bigint CHECK (pending_amount_cents > 0),
        pending_effective_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind),
        CHECK (pending_effective_at IS NOT NULL OR pending_amount_cents IS NULL)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE stake_and_loss_limits`);
  }
}
