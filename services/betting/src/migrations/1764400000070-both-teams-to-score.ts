import { MigrationInterface, QueryRunner } from 'typeorm';

const EVEN_MONEY = `('home_win', 'away_win', 'draw', 'over_2.5', 'under_2.5')`;
const EVERY = `('home_win', 'away_win', 'draw', 'over_2.5', 'under_2.5', 'btts_yes', 'btts_no')`;

/**
 * Both teams to score (issue 35) on the exchange: offers and bets may name btts_yes and btts_no, but
 * only exchange ones, as the even-money offers of spec 01 and 02 name 1X2 and over/under 2.5 only.
 * The column checks are Postgres's default names for the unnamed checks of the first migration.
 */
export class BothTeamsToScore1764400000070 implements MigrationInterface {
  name = 'BothTeamsToScore1764400000070';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE offers
        DROP CONSTRAINT offers_selection_check,
        ADD CONSTRAINT offers_selection_check CHECK (selection IN ${EVERY}),
        ADD CONSTRAINT offers_even_money_selection CHECK (kind = 'exchange' OR selection IN ${EVEN_MONEY})`);
    await runner.query(`
      ALTER TABLE bets
        DROP CONSTRAINT bets_maker_selection_check,
        DROP CONSTRAINT bets_taker_selection_check,
        ADD CONSTRAINT bets_maker_selection_check CHECK (maker_selection IN ${EVERY}),
        ADD CONSTRAINT bets_taker_selection_check CHECK (taker_selection IN ${EVERY}),
        ADD CONSTRAINT bets_even_money_selection CHECK (odds IS NOT NULL OR maker_selection IN ${EVEN_MONEY})`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE bets
        DROP CONSTRAINT bets_even_money_selection,
        DROP CONSTRAINT bets_maker_selection_check,
        DROP CONSTRAINT bets_taker_selection_check,
        ADD CONSTRAINT bets_maker_selection_check CHECK (maker_selection IN ${EVEN_MONEY}),
        ADD CONSTRAINT bets_taker_selection_check CHECK (taker_selection IN ${EVEN_MONEY})`);
    await runner.query(`
      ALTER TABLE offers
        DROP CONSTRAINT offers_even_money_selection,
        DROP CONSTRAINT offers_selection_check,
        ADD CONSTRAINT offers_selection_check CHECK (selection IN ${EVEN_MONEY})`);
  }
}
