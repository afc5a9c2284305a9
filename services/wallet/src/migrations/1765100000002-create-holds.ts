import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Holds placed for betting, keyed by the caller. A 'tombstone' is a release that arrived before
 * its hold: it keeps the key so a late hold is refused instead of locking money forever.
 */
export class CreateHolds1765100000002 implements MigrationInterface {
  name = 'CreateHolds1765100000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE holds (
        key text PRIMARY KEY CONSTRAINT holds_key_length CHECK (char_length(key) BETWEEN 1 AND 200),
        user_id text,
        amount bigint,
        status text NOT NULL
          CONSTRAINT holds_status CHECK (status IN ('held', 'failed', 'released', 'captured', 'tombstone')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT holds_tombstone_has_no_request CHECK (
          (status = 'tombstone' AND user_id IS NULL AND amount IS NULL)
          OR (status <> 'tombstone' AND user_id IS NOT NULL AND amount > 0)
        )
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE holds`);
  }
}
