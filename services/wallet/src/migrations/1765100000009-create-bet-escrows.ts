import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wallet's link from a bet to its two holds: the maker's stake is held under the offer's key,
 * so without the offer id a bet's escrow trail cannot be read from the ledger. Filled from
 * betting.OfferMatched and betting.BetSettled (both carry the offer id); `commission_bps` is the
 * rate a won bet was settled at, so a later change of BET_COMMISSION_BPS does not rewrite history.
 */
export class CreateBetEscrows1765100000009 implements MigrationInterface {
  name = 'CreateBetEscrows1765100000009';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE bet_escrows (
        bet_id text PRIMARY KEY,
        offer_id text NOT NULL CONSTRAINT bet_escrows_offer_unique UNIQUE,
        maker_id text NOT NULL,
        taker_id text NOT NULL,
        stake_cents bigint NOT NULL CONSTRAINT bet_escrows_stake_positive CHECK (stake_cents > 0),
        commission_bps integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX bet_escrows_maker ON bet_escrows (maker_id)`);
    await runner.query(`CREATE INDEX bet_escrows_taker ON bet_escrows (taker_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE bet_escrows`);
  }
}
