import { MigrationInterface, QueryRunner } from 'typeorm';

export class FootballSchema1764300000000 implements MigrationInterface {
  name = 'FootballSchema1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE countries (
        id text PRIMARY KEY,
        name text NOT NULL,
        code text NOT NULL,
        flag text NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE teams (
        id text PRIMARY KEY,
        name text NOT NULL,
        short_name text NOT NULL,
        country_id text NOT NULL REFERENCES countries (id),
        primary_color text NOT NULL CHECK (primary_color ~ '^#[0-9A-Fa-f]{6}$'),
        secondary_color text NOT NULL CHECK (secondary_color ~ '^#[0-9A-Fa-f]{6}$'),
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 100)
      )`);
    await runner.query(`
      CREATE TABLE leagues (
        id text PRIMARY KEY,
        name text NOT NULL,
        short_name text NOT NULL,
        country_id text NOT NULL REFERENCES countries (id),
        kind text NOT NULL CHECK (kind IN ('domestic', 'continental')),
        season text NOT NULL,
        primary_color text NOT NULL CHECK (primary_color ~ '^#[0-9A-Fa-f]{6}$'),
        secondary_color text NOT NULL CHECK (secondary_color ~ '^#[0-9A-Fa-f]{6}$'),
        display_order smallint NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE league_teams (
        league_id text NOT NULL REFERENCES leagues (id),
        team_id text NOT NULL REFERENCES teams (id),
        PRIMARY KEY (league_id, team_id)
      )`);
    await runner.query(`CREATE INDEX league_teams_team ON league_teams (team_id)`);
    await runner.query(`
      CREATE TABLE matches (
        id uuid PRIMARY KEY,
        external_ref text UNIQUE,
        league_id text NOT NULL REFERENCES leagues (id),
        round text,
        home_team_id text NOT NULL REFERENCES teams (id),
        away_team_id text NOT NULL REFERENCES teams (id),
        kickoff_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN
          ('Scheduled', 'Live', 'Half Time', 'Finished', 'Cancelled', 'Postponed', 'Abandoned')),
        minute smallint NOT NULL CHECK (minute BETWEEN 0 AND 90),
        home_score smallint NOT NULL CHECK (home_score >= 0),
        away_score smallint NOT NULL CHECK (away_score >= 0),
        featured boolean NOT NULL,
        void_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL,
        CHECK (home_team_id <> away_team_id),
        CHECK ((status IN ('Cancelled', 'Postponed', 'Abandoned')) = (void_reason IS NOT NULL)),
        CHECK (status <> 'Scheduled' OR (minute = 0 AND home_score = 0 AND away_score = 0)),
        CHECK (status <> 'Finished' OR minute = 90)
      )`);
    await runner.query(`CREATE INDEX matches_kickoff ON matches (kickoff_at)`);
    await runner.query(`CREATE INDEX matches_league_kickoff ON matches (league_id, kickoff_at)`);
    await runner.query(`CREATE INDEX matches_home_team ON matches (home_team_id, kickoff_at)`);
    await runner.query(`CREATE INDEX matches_away_team ON matches (away_team_id, kickoff_at)`);
    // What the live clock scans every tick: matches due to kick off and matches in play.
    await runner.query(
      `CREATE INDEX matches_due ON matches (kickoff_at) WHERE status IN ('Scheduled', 'Live', 'Half Time')`,
    );
    await runner.query(`
      CREATE TABLE match_events (
        id bigserial PRIMARY KEY,
        match_id uuid NOT NULL REFERENCES matches (id),
        minute smallint NOT NULL CHECK (minute BETWEEN 1 AND 90),
        type text NOT NULL CHECK (type IN ('goal', 'yellow_card', 'red_card')),
        side text NOT NULL CHECK (side IN ('home', 'away')),
        player text NOT NULL
      )`);
    await runner.query(`CREATE INDEX match_events_match ON match_events (match_id, id)`);
    await runner.query(`
      CREATE TABLE offer_activity (
        offer_id uuid PRIMARY KEY,
        match_id uuid,
        stake_cents bigint NOT NULL CHECK (stake_cents >= 0),
        status text NOT NULL CHECK (status IN ('open', 'matched', 'closed')),
        created_at timestamptz,
        matched_at timestamptz,
        CHECK (status <> 'matched' OR matched_at IS NOT NULL)
      )`);
    await runner.query(`CREATE INDEX offer_activity_open ON offer_activity (match_id) WHERE status = 'open'`);
    await runner.query(`CREATE INDEX offer_activity_created ON offer_activity (created_at)`);
    await runner.query(`CREATE INDEX offer_activity_matched ON offer_activity (matched_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'offer_activity',
      'match_events',
      'matches',
      'league_teams',
      'leagues',
      'teams',
      'countries',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
