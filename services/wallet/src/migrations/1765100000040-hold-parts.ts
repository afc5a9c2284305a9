import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A hold may be carved out of another held hold of its user (a part of an offer's stake, taken by one
 * of several takers): the part names its source, and the source keeps what is left, down to nothing.
 */
export class HoldParts1765100000040 implements MigrationInterface {
  name = 'HoldParts1765100000040';

  async up(runner: QueryRunner): Promise<void> {
    // No foreign key: a part naming no hold is refused by the carve's guard, with its answer kept, where
    // a key constraint would fail the whole batch it came in.
    await runner.query(`ALTER TABLE holds ADD COLUMN source_key text`);
    await runner.query(`ALTER TABLE holds DROP CONSTRAINT holds_tombstone_has_no_request`);
    await runner.query(`
      ALTER TABLE holds ADD CONSTRAINT holds_tombstone_has_no_request CHECK (
        (status = 'tombstone' AND user_id IS NULL AND amount_cents IS NULL AND source_key IS NULL)
        OR (status <> 'tombstone' AND user_id IS NOT NULL AND amount_cents >= 0)
      )`);
    // A source's parts, for the amount its request asked (what it holds now plus what they took).
    await runner.query(`CREATE INDEX holds_source_key ON holds (source_key) WHERE source_key IS NOT NULL`);
    // Only a source is ever left with nothing, once its parts took it all.
    await runner.query(
      `ALTER TABLE holds ADD CONSTRAINT holds_part_is_positive CHECK (source_key IS NULL OR amount_cents > 0)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE holds DROP CONSTRAINT holds_part_is_positive`);
    await runner.query(`DROP INDEX holds_source_key`);
    await runner.query(`ALTER TABLE holds DROP CONSTRAINT holds_tombstone_has_no_request`);
    await runner.query(`
      ALTER TABLE holds ADD CONSTRAINT holds_tombstone_has_no_request CHECK (
        (status = 'tombstone' AND user_id IS NULL AND amount_cents IS NULL)
        OR (status <> 'tombstone' AND user_id IS NOT NULL AND amount_cents > 0)
      )`);
    await runner.query(`ALTER TABLE holds DROP COLUMN source_key`);
  }
}
