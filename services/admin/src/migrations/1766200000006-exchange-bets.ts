import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A part of an exchange offer (issue 35) is a bet whose sides hold different amounts: `stake_cents` is
 * the maker's, `taker_stake_cents` the taker's, at `odds` (hundredths, 3.0 is 300) with the maker
 * backing or laying the selection, and `commission_cents` what its winner paid once settled. All null
 * on an even-money bet. The offer's parts are listed together by `bets_offer_idx`. An exchange offer
 * stays open while parts are taken: `matched_cents` counts the backers' stakes taken so far.
 */
export class ExchangeBets1766200000006 implements MigrationInterface {
  name = 'ExchangeBets1766200000006';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE bets
        ADD COLUMN odds integer CHECK (odds BETWEEN 101 AND 100000),
        ADD COLUMN maker_side text CHECK (maker_side IN ('back', 'lay')),
        ADD COLUMN taker_stake_cents bigint CHECK (taker_stake_cents > 0),
        ADD COLUMN commission_cents bigint CHECK (commission_cents >= 0),
        ADD CONSTRAINT bets_exchange_terms_check
          CHECK ((odds IS NULL) = (maker_side IS NULL) AND (odds IS NULL) = (taker_stake_cents IS NULL)),
        ADD CONSTRAINT bets_exchange_commission_check CHECK (commission_cents IS NULL OR odds IS NOT NULL)`);
    await runner.query(`CREATE INDEX bets_offer_idx ON bets (offer_id, matched_at DESC, id DESC)`);
    await runner.query(`
      ALTER TABLE offers ADD COLUMN matched_cents bigint NOT NULL DEFAULT 0 CHECK (matched_cents >= 0)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE offers DROP COLUMN matched_cents`);
    await runner.query(`DROP INDEX bets_offer_idx`);
    await runner.query(`
      ALTER TABLE bets DROP COLUMN odds, DROP COLUMN maker_side, DROP COLUMN taker_stake_cents,
        DROP COLUMN commission_cents`);
  }
}
