import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A part given back (its claim abandoned) while its source is held goes back into the source, and is
 * `returned`, not `released`: a repeat of the source's request must not count it among what its parts
 * took, since the source holds it again.
 */
export class PartsGivenBack1765100000050 implements MigrationInterface {
  name = 'PartsGivenBack1765100000050';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE holds DROP CONSTRAINT holds_status`);
    await runner.query(`
      ALTER TABLE holds ADD CONSTRAINT holds_status
        CHECK (status IN ('held', 'failed', 'released', 'returned', 'captured', 'tombstone'))`);
    await runner.query(
      `ALTER TABLE holds ADD CONSTRAINT holds_only_a_part_is_returned CHECK (status <> 'returned' OR source_key IS NOT NULL)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE holds DROP CONSTRAINT holds_only_a_part_is_returned`);
    // Its money is in its source again: a returned part holds nothing, as a released one.
    await runner.query(`UPDATE holds SET status = 'released' WHERE status = 'returned'`);
    await runner.query(`ALTER TABLE holds DROP CONSTRAINT holds_status`);
    await runner.query(`
      ALTER TABLE holds ADD CONSTRAINT holds_status
        CHECK (status IN ('held', 'failed', 'released', 'captured', 'tombstone'))`);
  }
}
