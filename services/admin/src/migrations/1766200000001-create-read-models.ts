import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read models, built only from other services' events and emptied by a rebuild (see
 * READ_MODEL_TABLES), and the generation of the consumer group that builds them. Every column
 * comes from an event (its payload or its occurredAt), never from the clock of the moment it is
 * applied: a rebuild then reproduces the tables exactly.
 */
export class CreateReadModels1766200000001 implements MigrationInterface {
  name = 'CreateReadModels1766200000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE projection_state (
        id smallint PRIMARY KEY CHECK (id = 1),
        generation integer NOT NULL CHECK (generation >= 1),
        rebuilt_at timestamptz
      )`);
    await runner.query(`INSERT INTO projection_state (id, generation) VALUES (1, 1)`);

    // A row may exist before auth's UserRegistered arrives (a balance or a bet from another topic):
    // identity columns are null until then, and such rows are not listed.
    await runner.query(`
      CREATE TABLE users (
        id text PRIMARY KEY,
        username text,
        name text,
        email text,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
        status_reason text,
        is_email_verified boolean NOT NULL DEFAULT false,
        available_cents bigint NOT NULL DEFAULT 0,
        held_cents bigint NOT NULL DEFAULT 0,
        balance_at timestamptz,
        bets_count integer NOT NULL DEFAULT 0 CHECK (bets_count >= 0),
        volume_cents bigint NOT NULL DEFAULT 0 CHECK (volume_cents >= 0),
        joined_at timestamptz,
        last_login_at timestamptz
      )`);
    await runner.query(
      `CREATE INDEX users_joined_idx ON users (joined_at DESC, id) WHERE username IS NOT NULL`,
    );

    await runner.query(`
      CREATE TABLE matches (
        id text PRIMARY KEY,
        home_team text,
        away_team text,
        league text,
        start_time timestamptz
      )`);

    await runner.query(`
      CREATE TABLE bets (
        id text PRIMARY KEY,
        offer_id text NOT NULL,
        match_id text NOT NULL,
        maker_id text NOT NULL,
        taker_id text NOT NULL,
        maker_selection text NOT NULL,
        taker_selection text NOT NULL,
        stake_cents bigint NOT NULL CHECK (stake_cents > 0),
        status text NOT NULL CHECK (status IN ('matched', 'settled', 'void')),
        result text CHECK (result IN ('won', 'push', 'void')),
        winner_id text,
        settled_by text,
        settled_reason text,
        matched_at timestamptz NOT NULL,
        settled_at timestamptz,
        CHECK ((status = 'matched') = (result IS NULL)),
        CHECK ((settled_by IS NULL) = (settled_reason IS NULL))
      )`);
    await runner.query(`CREATE INDEX bets_matched_idx ON bets (matched_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX bets_status_idx ON bets (status, matched_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX bets_maker_idx ON bets (maker_id, matched_at DESC)`);
    await runner.query(`CREATE INDEX bets_taker_idx ON bets (taker_id, matched_at DESC)`);

    await runner.query(`
      CREATE TABLE offers (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        stake_cents bigint NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'matched', 'cancelled', 'expired', 'rejected')),
        created_at timestamptz
      )`);
    await runner.query(`CREATE INDEX offers_open_idx ON offers (id) WHERE status = 'open'`);

    await runner.query(`
      CREATE TABLE deposits (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        amount_cents bigint NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
        submitted_at timestamptz,
        decided_at timestamptz
      )`);
    await runner.query(`CREATE INDEX deposits_pending_idx ON deposits (id) WHERE status = 'pending'`);
    await runner.query(
      `CREATE INDEX deposits_approved_idx ON deposits (decided_at) WHERE status = 'approved'`,
    );

    await runner.query(`
      CREATE TABLE withdrawals (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        amount_usd_cents bigint NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'paid', 'rejected', 'cancelled')),
        requested_at timestamptz,
        decided_at timestamptz
      )`);
    await runner.query(`CREATE INDEX withdrawals_pending_idx ON withdrawals (id) WHERE status = 'pending'`);

    await runner.query(`
      CREATE TABLE commissions (
        bet_id text PRIMARY KEY,
        pot_cents bigint NOT NULL,
        commission_cents bigint NOT NULL CHECK (commission_cents >= 0),
        paid_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX commissions_paid_idx ON commissions (paid_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['commissions', 'withdrawals', 'deposits', 'offers', 'bets', 'matches', 'users'])
      await runner.query(`DROP TABLE ${table}`);
    await runner.query(`DROP TABLE projection_state`);
  }
}
