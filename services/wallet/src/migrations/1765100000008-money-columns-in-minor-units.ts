import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every money column, as [table, name before, name after]: the name says the unit. */
const MONEY_COLUMNS: ReadonlyArray<[table: string, before: string, after: string]> = [
  ['accounts', 'balance', 'balance_cents'],
  ['ledger_entries', 'amount', 'amount_cents'],
  ['ledger_entries', 'balance_after', 'balance_after_cents'],
  ['holds', 'amount', 'amount_cents'],
  ['deposits', 'amount', 'amount_cents'],
  ['deposits', 'processing_fee', 'processing_fee_cents'],
  ['deposits', 'net_amount', 'net_amount_cents'],
  ['transfers', 'amount', 'amount_cents'],
  ['withdrawals', 'amount_ngn', 'amount_ngn_kobo'],
  ['withdrawals', 'amount_usd', 'amount_usd_cents'],
];

interface LedgerColumns {
  balance: string;
  amount: string;
  balanceAfter: string;
}

/**
 * The ledger's trigger functions of CreateLedger1765100000001, naming the given columns. A column
 * rename carries CHECK constraints and indexes along but not PL/pgSQL bodies (they are text, read
 * at the first call), so the functions are replaced together with the rename; the triggers call
 * them by name and stay as they are.
 */
export function ledgerFunctions({ balance, amount, balanceAfter }: LedgerColumns): string[] {
  return [
    `CREATE OR REPLACE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE accounts SET ${balance} = ${balance} + NEW.${amount} WHERE id = NEW.account_id
          RETURNING ${balance} INTO NEW.${balanceAfter};
        IF NOT FOUND THEN
          RAISE EXCEPTION 'account % does not exist', NEW.account_id;
        END IF;
        RETURN NEW;
      END $$`,
    `CREATE OR REPLACE FUNCTION accounts_balance_from_entries_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' AND NEW.${balance} <> 0 THEN
          RAISE EXCEPTION 'an account starts with a zero balance';
        END IF;
        IF TG_OP = 'UPDATE' AND NEW.${balance} IS DISTINCT FROM OLD.${balance} AND pg_trigger_depth() < 2 THEN
          RAISE EXCEPTION 'account balances change only through ledger entries';
        END IF;
        RETURN NEW;
      END $$`,
    `CREATE OR REPLACE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        total numeric;
        entries integer;
      BEGIN
        SELECT coalesce(sum(${amount}), 0), count(*) INTO total, entries
          FROM ledger_entries WHERE transaction_id = NEW.id;
        IF entries < 2 OR total <> 0 THEN
          RAISE EXCEPTION 'ledger transaction % does not balance: % entries summing to %', NEW.id, entries, total;
        END IF;
        RETURN NULL;
      END $$`,
    `CREATE OR REPLACE FUNCTION ledger_entry_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        total numeric;
      BEGIN
        SELECT sum(${amount}) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'ledger transaction % does not balance: entries sum to %', NEW.transaction_id, total;
        END IF;
        RETURN NULL;
      END $$`,
  ];
}

/**
 * One money shape across services (issue 18): integer minor units in bigint columns whose name
 * ends in the unit, as betting's `amount_cents`. Dollars are cents; naira are kobo, so a naira
 * column says `_kobo`. `ngn_per_usd` is a rate (kobo per dollar), not an amount: it keeps its
 * name. Constraint names are kept too: code and operators refer to them by rule, not by column.
 */
export class MoneyColumnsInMinorUnits1765100000008 implements MigrationInterface {
  name = 'MoneyColumnsInMinorUnits1765100000008';

  async up(runner: QueryRunner): Promise<void> {
    for (const [table, before, after] of MONEY_COLUMNS) {
      await runner.query(`ALTER TABLE ${table} RENAME COLUMN ${before} TO ${after}`);
    }
    for (const sql of ledgerFunctions({
      balance: 'balance_cents',
      amount: 'amount_cents',
      balanceAfter: 'balance_after_cents',
    })) {
      await runner.query(sql);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const [table, before, after] of MONEY_COLUMNS) {
      await runner.query(`ALTER TABLE ${table} RENAME COLUMN ${after} TO ${before}`);
    }
    for (const sql of ledgerFunctions({
      balance: 'balance',
      amount: 'amount',
      balanceAfter: 'balance_after',
    })) {
      await runner.query(sql);
    }
  }
}
