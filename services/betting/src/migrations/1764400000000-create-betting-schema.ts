import { MigrationInterface, QueryRunner } from 'typeorm';

const SELECTIONS = `('home_win', 'away_win', 'draw', 'over_2.5', 'under_2.5')`;

/** Projections of matches and users, offers and bets, with the indexes of the list queries. */
export class CreateBettingSchema1764400000000 implements MigrationInterface {
  name = 'CreateBettingSchema1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE matches (
        id text PRIMARY KEY,
        league_id text NOT NULL,
        league_name text NOT NULL,
        competition_name text NOT NULL,
        competition_logo text NOT NULL,
        home_team_id text NOT NULL,
        home_team_name text NOT NULL,
        home_team_short_name text NOT NULL,
        home_team_logo text NOT NULL,
        away_team_id text NOT NULL,
        away_team_name text NOT NULL,
        away_team_short_name text NOT NULL,
        away_team_logo text NOT NULL,
        kickoff_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN
          ('Scheduled', 'Live', 'Half Time', 'Finished', 'Cancelled', 'Postponed', 'Abandoned')),
        home_score integer CHECK (home_score >= 0),
        away_score integer CHECK (away_score >= 0),
        minute integer CHECK (minute >= 0),
        featured boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX matches_league_idx ON matches (league_id)`);
    await runner.query(`CREATE INDEX matches_league_name_idx ON matches (lower(league_name))`);
    await runner.query(`CREATE INDEX matches_kickoff_idx ON matches (kickoff_at)`);

    await runner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        username text NOT NULL,
        name text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX users_username_idx ON users (lower(username))`);

    await runner.query(`
      CREATE TABLE offers (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        username text NOT NULL,
        user_name text NOT NULL,
        match_id text NOT NULL REFERENCES matches (id),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        selection text NOT NULL CHECK (selection IN ${SELECTIONS}),
        description text CHECK (char_length(description) <= 500),
        status text NOT NULL CHECK (status IN
          ('pending', 'open', 'matching', 'matched', 'cancelled', 'expired', 'rejected', 'settled', 'void')),
        bet_id uuid,
        claimed_at timestamptz,
        rejection_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- A claim and everything after it name their bet; nothing before a claim does.
        CHECK ((status IN ('matching', 'matched', 'settled', 'void')) = (bet_id IS NOT NULL)),
        CHECK ((status = 'matching') = (claimed_at IS NOT NULL)),
        CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL))
      )`);
    // The public lists: open offers newest first, or by amount.
    await runner.query(`CREATE INDEX offers_status_created_idx ON offers (status, created_at DESC, id)`);
    await runner.query(`CREATE INDEX offers_status_amount_idx ON offers (status, amount_cents, created_at)`);
    await runner.query(`CREATE INDEX offers_match_status_idx ON offers (match_id, status)`);
    await runner.query(`CREATE INDEX offers_user_created_idx ON offers (user_id, created_at DESC)`);
    await runner.query(`CREATE INDEX offers_username_idx ON offers (lower(username))`);
    // The sweeper's work lists stay small however many offers there are.
    await runner.query(`CREATE INDEX offers_pending_idx ON offers (created_at) WHERE status = 'pending'`);
    await runner.query(`CREATE INDEX offers_matching_idx ON offers (claimed_at) WHERE status = 'matching'`);

    await runner.query(`
      CREATE TABLE bets (
        id uuid PRIMARY KEY,
        offer_id uuid NOT NULL UNIQUE REFERENCES offers (id),
        match_id text NOT NULL REFERENCES matches (id),
        maker_id uuid NOT NULL,
        maker_username text NOT NULL,
        maker_name text NOT NULL,
        maker_selection text NOT NULL CHECK (maker_selection IN ${SELECTIONS}),
        taker_id uuid NOT NULL,
        taker_username text NOT NULL,
        taker_name text NOT NULL,
        taker_selection text NOT NULL CHECK (taker_selection IN ${SELECTIONS}),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        taker_description text CHECK (char_length(taker_description) <= 500),
        status text NOT NULL CHECK (status IN ('matched', 'settled', 'void')),
        result text CHECK (result IN ('won', 'push', 'void')),
        winner_id uuid,
        settled_at timestamptz,
        settled_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (maker_id <> taker_id),
        CHECK (maker_selection <> taker_selection),
        CHECK (
          (status = 'matched' AND result IS NULL AND settled_at IS NULL)
          OR (status = 'settled' AND result IN ('won', 'push') AND settled_at IS NOT NULL)
          OR (status = 'void' AND result = 'void' AND settled_at IS NOT NULL)
        ),
        CHECK (CASE WHEN result = 'won' THEN winner_id IS NOT NULL ELSE winner_id IS NULL END),
        CHECK (winner_id IS NULL OR winner_id = maker_id OR winner_id = taker_id)
      )`);
    await runner.query(`CREATE INDEX bets_match_status_idx ON bets (match_id, status)`);
    await runner.query(`CREATE INDEX bets_maker_created_idx ON bets (maker_id, created_at DESC)`);
    await runner.query(`CREATE INDEX bets_taker_created_idx ON bets (taker_id, created_at DESC)`);
    await runner.query(`CREATE INDEX bets_status_created_idx ON bets (status, created_at DESC)`);

    // Releases owed to the wallet, written in the transaction that gave the hold up, retried until done.
    await runner.query(`
      CREATE TABLE hold_releases (
        hold_key text PRIMARY KEY,
        reason text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE hold_releases`);
    await runner.query(`DROP TABLE bets`);
    await runner.query(`DROP TABLE offers`);
    await runner.query(`DROP TABLE users`);
    await runner.query(`DROP TABLE matches`);
  }
}
