import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The users auth has suspended (projected from auth.UserStatusChanged: a row while suspended), and
 * the reason an admin gave when settling a bet by hand.
 */
export class SuspensionsAndManualSettlement1764400000001 implements MigrationInterface {
  name = 'SuspensionsAndManualSettlement1764400000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE suspended_users (
        user_id uuid PRIMARY KEY,
        reason text,
        suspended_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`ALTER TABLE bets ADD COLUMN settlement_reason text`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE bets DROP COLUMN settlement_reason`);
    await runner.query(`DROP TABLE suspended_users`);
  }
}
