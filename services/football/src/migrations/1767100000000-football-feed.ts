import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a real feed needs beside the simulator's schema: the clubs' crests, when a match was
 * suspended (it is abandoned if not resumed in time) and the corrections a feed sends after a finish,
 * which are shown to admins but never paid.
 */
export class FootballFeed1767100000000 implements MigrationInterface {
  name = 'FootballFeed1767100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE teams ADD COLUMN crest_url text CHECK (crest_url ~ '^https://')`);
    await runner.query(`ALTER TABLE matches ADD COLUMN suspended_at timestamptz`);
    await runner.query(`
      CREATE TABLE score_corrections (
        id bigserial PRIMARY KEY,
        match_id uuid NOT NULL REFERENCES matches (id),
        recorded_status text NOT NULL,
        recorded_home smallint NOT NULL,
        recorded_away smallint NOT NULL,
        feed_status text NOT NULL,
        feed_home smallint,
        feed_away smallint,
        first_seen_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        times_seen integer NOT NULL DEFAULT 1 CHECK (times_seen >= 1)
      )`);
    // One row per distinct claim of the feed, however often it repeats it.
    await runner.query(
      `CREATE UNIQUE INDEX score_corrections_claim
         ON score_corrections (match_id, feed_status, COALESCE(feed_home, -1), COALESCE(feed_away, -1))`,
    );
    await runner.query(`CREATE INDEX score_corrections_seen ON score_corrections (last_seen_at DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE score_corrections`);
    await runner.query(`ALTER TABLE matches DROP COLUMN suspended_at`);
    await runner.query(`ALTER TABLE teams DROP COLUMN crest_url`);
  }
}
