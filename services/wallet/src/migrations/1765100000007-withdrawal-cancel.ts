import { MigrationInterface, QueryRunner } from 'typeorm';

/** A user may cancel their own pending withdrawal: a fourth status, processed by the user. */
export class WithdrawalCancel1765100000007 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status`);
    await runner.query(
      `ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status CHECK (status IN ('pending', 'paid', 'rejected', 'cancelled'))`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status`);
    await runner.query(
      `ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status CHECK (status IN ('pending', 'paid', 'rejected'))`,
    );
  }
}
