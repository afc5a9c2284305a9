import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A private offer (issue 23) is kept as `private`: never open, never counted, and never turned into a
 * matched offer by its OfferMatched, so trending and the open counts show public offers only.
 */
export class PrivateOfferActivity1767200000000 implements MigrationInterface {
  name = 'PrivateOfferActivity1767200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE offer_activity
        DROP CONSTRAINT offer_activity_status_check,
        ADD CONSTRAINT offer_activity_status_check CHECK (status IN ('open', 'matched', 'closed', 'private'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM offer_activity WHERE status = 'private'`);
    await runner.query(`
      ALTER TABLE offer_activity
        DROP CONSTRAINT offer_activity_status_check,
        ADD CONSTRAINT offer_activity_status_check CHECK (status IN ('open', 'matched', 'closed'))`);
  }
}
