import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time-outs and self-exclusions (issue 22), every one kept: the history is what a regulator asks
 * for, and the break in force is the one ending last (NULL `ends_at`: permanent).
 */
export class Exclusions1764200000005 implements MigrationInterface {
  name = 'Exclusions1764200000005';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE exclusions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('time-out', 'self-exclusion')),
        duration text NOT NULL,
        started_at timestamptz NOT NULL,
        ends_at timestamptz CHECK (ends_at IS NULL OR ends_at > started_at),
        CHECK (kind = 'self-exclusion' OR ends_at IS NOT NULL)
      )`);
    await runner.query(`CREATE INDEX exclusions_user_ends ON exclusions (user_id, ends_at DESC NULLS FIRST)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE exclusions`);
  }
}
