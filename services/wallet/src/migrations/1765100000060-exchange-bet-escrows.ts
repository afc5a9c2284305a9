import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A part of an exchange offer is a bet of its own (issue 35): several bets share one offer, the two
 * sides hold different amounts (the backer the stake, the layer its liability), and the maker's share
 * is the hold `part:<betId>`, carved out of the offer's. The commission is betting's, per market, so the
 * amount and rate each settlement charged are recorded as the event stated them. Rows from before
 * are even money: both sides held `stake_cents`, the maker under the offer's key.
 */
export class ExchangeBetEscrows1765100000060 implements MigrationInterface {
  name = 'ExchangeBetEscrows1765100000060';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE bet_escrows RENAME COLUMN stake_cents TO maker_stake_cents`);
    await runner.query(`
      ALTER TABLE bet_escrows
        ADD COLUMN taker_stake_cents bigint,
        ADD COLUMN maker_hold_key text,
        ADD COLUMN odds integer CONSTRAINT bet_escrows_odds_range CHECK (odds BETWEEN 101 AND 100000),
        ADD COLUMN maker_side text CONSTRAINT bet_escrows_maker_side CHECK (maker_side IN ('back', 'lay')),
        ADD COLUMN commission_cents bigint CONSTRAINT bet_escrows_commission_not_negative CHECK (commission_cents >= 0)`);
    await runner.query(
      `UPDATE bet_escrows SET taker_stake_cents = maker_stake_cents, maker_hold_key = 'offer:' || offer_id`,
    );
    await runner.query(`
      ALTER TABLE bet_escrows
        ALTER COLUMN taker_stake_cents SET NOT NULL,
        ALTER COLUMN maker_hold_key SET NOT NULL,
        ADD CONSTRAINT bet_escrows_taker_stake_positive CHECK (taker_stake_cents > 0),
        ADD CONSTRAINT bet_escrows_exchange_terms CHECK ((odds IS NULL) = (maker_side IS NULL))`);
    // An even-money offer is still taken once; an exchange offer's parts are many bets.
    await runner.query(`ALTER TABLE bet_escrows DROP CONSTRAINT bet_escrows_offer_unique`);
    await runner.query(
      `CREATE UNIQUE INDEX bet_escrows_offer_unique ON bet_escrows (offer_id) WHERE odds IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM bet_escrows WHERE odds IS NOT NULL`);
    await runner.query(`DROP INDEX bet_escrows_offer_unique`);
    await runner.query(`ALTER TABLE bet_escrows ADD CONSTRAINT bet_escrows_offer_unique UNIQUE (offer_id)`);
    await runner.query(`
      ALTER TABLE bet_escrows
        DROP CONSTRAINT bet_escrows_exchange_terms,
        DROP COLUMN commission_cents,
        DROP COLUMN maker_side,
        DROP COLUMN odds,
        DROP COLUMN maker_hold_key,
        DROP COLUMN taker_stake_cents`);
    await runner.query(`ALTER TABLE bet_escrows RENAME COLUMN maker_stake_cents TO stake_cents`);
  }
}
