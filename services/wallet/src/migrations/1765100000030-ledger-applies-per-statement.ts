import { MigrationInterface, QueryRunner } from 'typeorm';
import { ledgerFunctions } from './1765100000008-money-columns-in-minor-units';

/**
 * The ledger's rules, enforced once per statement instead of once per entry (issue 31): a batch of
 * postings paid five trigger statements per entry pair, now three per batch. The rules are the same
 * and still PostgreSQL's own:
 * - an entry states its account's balance right after it (`balance_after_cents`, computed by the
 *   writer under its account locks); the statement's trigger applies every account's total in one
 *   UPDATE and refuses the statement if any stated balance is not the one the account has right after
 *   that entry (a missing account is refused too);
 * - the ledger transactions an entry statement touches must each balance (at least two entries,
 *   summing to zero) at the end of that statement, so an entry appended later to a transaction is
 *   refused as before;
 * - a new ledger transaction must balance at the end of the statement that writes it: a transaction
 *   is written whole, with its entries, in one statement (as `LedgerService.postMany` does). Checked
 *   at the statement's end rather than at commit: stricter, and nothing writes one in two statements.
 * Balances still move only through entries (the accounts' guard), never below zero for a user (the
 * CHECK), and entries and transactions stay append-only.
 */
/**
 * PL/pgSQL that raises unless every ledger transaction whose id `transactionIds` (a subquery with an
 * `id` column) selects has at least two entries summing to zero; the caller declares `unbalanced record`.
 */
const refuseUnbalanced = (transactionIds: string) => `
        SELECT transactions.id, sums.total, sums.entries INTO unbalanced
          FROM ${transactionIds} transactions
          CROSS JOIN LATERAL (
            SELECT coalesce(sum(amount_cents), 0) AS total, count(*) AS entries
              FROM ledger_entries WHERE transaction_id = transactions.id
          ) sums
         WHERE sums.total <> 0 OR sums.entries < 2
         LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'ledger transaction % does not balance: % entries summing to %',
            unbalanced.id, unbalanced.entries, unbalanced.total;
        END IF;`;

export class LedgerAppliesPerStatement1765100000030 implements MigrationInterface {
  name = 'LedgerAppliesPerStatement1765100000030';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TRIGGER ledger_entries_apply ON ledger_entries`);
    await runner.query(`DROP TRIGGER ledger_entries_balanced ON ledger_entries`);
    await runner.query(`DROP TRIGGER ledger_transactions_balanced ON ledger_transactions`);
    await runner.query(`DROP FUNCTION ledger_apply_entry()`);
    await runner.query(`DROP FUNCTION ledger_entry_transaction_balances()`);
    await runner.query(`DROP FUNCTION ledger_transaction_balances()`);

    await runner.query(`
      CREATE FUNCTION ledger_apply_entries() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        wrong record;
        unbalanced record;
      BEGIN
        WITH moved AS (
          SELECT account_id, sum(amount_cents) AS delta FROM inserted GROUP BY account_id
        ), applied AS (
          UPDATE accounts a SET balance_cents = a.balance_cents + moved.delta
            FROM moved WHERE a.id = moved.account_id
          RETURNING a.id, a.balance_cents
        ), stated AS (
          SELECT e.id, e.account_id, e.balance_after_cents AS stated,
                 applied.balance_cents - coalesce(sum(e.amount_cents) OVER (
                   PARTITION BY e.account_id ORDER BY e.id ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING
                 ), 0) AS actual
            FROM inserted e LEFT JOIN applied ON applied.id = e.account_id
        )
        SELECT * INTO wrong FROM stated WHERE actual IS DISTINCT FROM stated ORDER BY id LIMIT 1;
        IF FOUND THEN
          IF wrong.actual IS NULL THEN
            RAISE EXCEPTION 'account % does not exist', wrong.account_id;
          END IF;
          RAISE EXCEPTION 'ledger entry % states balance % after it, its account has %',
            wrong.id, wrong.stated, wrong.actual;
        END IF;

        ${refuseUnbalanced('(SELECT DISTINCT transaction_id AS id FROM inserted)')}
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_entries()`);

    await runner.query(`
      CREATE FUNCTION ledger_transactions_balance() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        unbalanced record;
      BEGIN
        ${refuseUnbalanced('(SELECT id FROM created)')}
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
      REFERENCING NEW TABLE AS created FOR EACH STATEMENT EXECUTE FUNCTION ledger_transactions_balance()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TRIGGER ledger_transactions_balanced ON ledger_transactions`);
    await runner.query(`DROP TRIGGER ledger_entries_apply ON ledger_entries`);
    await runner.query(`DROP FUNCTION ledger_transactions_balance()`);
    await runner.query(`DROP FUNCTION ledger_apply_entries()`);
    for (const sql of ledgerFunctions({
      balance: 'balance_cents',
      amount: 'amount_cents',
      balanceAfter: 'balance_after_cents',
    })) {
      await runner.query(sql);
    }
    await runner.query(`
      CREATE TRIGGER ledger_entries_apply BEFORE INSERT ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry()`);
    await runner.query(`
      CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances()`);
    await runner.query(`
      CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_transaction_balances()`);
  }
}
