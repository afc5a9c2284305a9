import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exchange offers (issue 35) beside the even-money ones: an offer backs or lays its selection at a
 * price (hundredths on the exchange ladder) and is taken in parts, each its own bet. `unmatched_cents`
 * is the backer's stake still on offer, `hold_cents` what the maker holds for the whole offer (the
 * stake to back, the liability to lay); both NULL on even-money offers, whose hold is their amount.
 * A part is claimed in `offer_parts` before its holds are placed, so a crash between the two leaves a
 * row the sweeper gives back. A bet of a part carries its price, the maker's side, the taker's hold
 * (the maker's is `amount_cents`) and the commission its winner paid.
 */
export class ExchangeOffers1764400000060 implements MigrationInterface {
  name = 'ExchangeOffers1764400000060';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE offers
        ADD COLUMN kind text NOT NULL DEFAULT 'even' CHECK (kind IN ('even', 'exchange')),
        ADD COLUMN side text CHECK (side IN ('back', 'lay')),
        ADD COLUMN odds integer CHECK (odds BETWEEN 101 AND 100000),
        ADD COLUMN unmatched_cents bigint CHECK (unmatched_cents >= 0),
        ADD COLUMN hold_cents bigint CHECK (hold_cents > 0),
        ADD CONSTRAINT offers_exchange_terms CHECK (
          (kind = 'even' AND side IS NULL AND odds IS NULL AND unmatched_cents IS NULL AND hold_cents IS NULL)
          OR (kind = 'exchange' AND side IS NOT NULL AND odds IS NOT NULL AND unmatched_cents IS NOT NULL
              AND hold_cents IS NOT NULL AND unmatched_cents <= amount_cents))`);
    await runner.query(`
      ALTER TABLE bets
        ADD COLUMN odds integer CHECK (odds BETWEEN 101 AND 100000),
        ADD COLUMN maker_side text CHECK (maker_side IN ('back', 'lay')),
        ADD COLUMN taker_amount_cents bigint CHECK (taker_amount_cents > 0),
        ADD COLUMN commission_cents bigint CHECK (commission_cents >= 0),
        ADD CONSTRAINT bets_exchange_terms CHECK (
          (odds IS NULL AND maker_side IS NULL AND taker_amount_cents IS NULL)
          OR (odds IS NOT NULL AND maker_side IS NOT NULL AND taker_amount_cents IS NOT NULL))`);
    // An even-money offer has one bet, an exchange offer one per part; both sides of a part name its selection.
    await runner.query(`ALTER TABLE bets DROP CONSTRAINT bets_offer_id_key`);
    await runner.query(`CREATE UNIQUE INDEX bets_even_money_offer ON bets (offer_id) WHERE odds IS NULL`);
    await runner.query(`CREATE INDEX bets_offer ON bets (offer_id)`);
    await runner.query(`ALTER TABLE bets DROP CONSTRAINT ${await sidesCheckOf(runner)}`);
    await runner.query(
      `ALTER TABLE bets ADD CONSTRAINT bets_sides_differ
         CHECK (CASE WHEN odds IS NULL THEN maker_selection <> taker_selection
                     ELSE maker_selection = taker_selection END)`,
    );
    await runner.query(`
      CREATE TABLE offer_parts (
        bet_id uuid PRIMARY KEY,
        offer_id uuid NOT NULL REFERENCES offers (id),
        taker_id uuid NOT NULL,
        stake_cents bigint NOT NULL CHECK (stake_cents > 0),
        status text NOT NULL CHECK (status IN ('claimed', 'matched', 'abandoned')),
        claimed_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX offer_parts_offer ON offer_parts (offer_id)`);
    await runner.query(
      `CREATE INDEX offer_parts_claimed ON offer_parts (claimed_at) WHERE status = 'claimed'`,
    );
    // The ladder reads the open exchange offers of a match.
    await runner.query(
      `CREATE INDEX offers_exchange_book ON offers (match_id, selection, side, odds)
        WHERE kind = 'exchange' AND status = 'open' AND unmatched_cents > 0`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE offer_parts`);
    await runner.query(`DROP INDEX offers_exchange_book`);
    await runner.query(`ALTER TABLE bets DROP CONSTRAINT bets_sides_differ`);
    await runner.query(`ALTER TABLE bets ADD CHECK (maker_selection <> taker_selection)`);
    await runner.query(`DROP INDEX bets_offer`);
    await runner.query(`DROP INDEX bets_even_money_offer`);
    await runner.query(`ALTER TABLE bets ADD CONSTRAINT bets_offer_id_key UNIQUE (offer_id)`);
    await runner.query(`
      ALTER TABLE bets DROP CONSTRAINT bets_exchange_terms, DROP COLUMN odds, DROP COLUMN maker_side,
        DROP COLUMN taker_amount_cents, DROP COLUMN commission_cents`);
    await runner.query(`
      ALTER TABLE offers DROP CONSTRAINT offers_exchange_terms, DROP COLUMN kind, DROP COLUMN side,
        DROP COLUMN odds, DROP COLUMN unmatched_cents, DROP COLUMN hold_cents`);
  }
}

/** The schema's unnamed check that the two sides of a bet name different selections. */
async function sidesCheckOf(runner: QueryRunner): Promise<string> {
  const [check]: Array<{ conname: string }> = await runner.query(
    `SELECT conname FROM pg_constraint
      WHERE conrelid = 'bets'::regclass AND contype = 'c'
        AND pg_get_constraintdef(oid) = 'CHECK ((maker_selection <> taker_selection))'`,
  );
  if (!check) throw new Error('The check that the sides of a bet differ is missing');
  return `"${check.conname}"`;
}
