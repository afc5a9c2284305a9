import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The double-entry ledger, with its rules enforced by PostgreSQL itself:
 * - a user's account never goes below zero (CHECK);
 * - an account's balance changes only by inserting an entry (the entry trigger applies it and
 *   records balance_after; a direct UPDATE of a balance is refused);
 * - entries and ledger transactions are never updated, deleted or truncated;
 * - each ledger transaction's entries sum to zero, checked at commit (deferred constraint trigger).
 */
export class CreateLedger1765100000001 implements MigrationInterface {
  name = 'CreateLedger1765100000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE accounts (
        id bigserial PRIMARY KEY,
        owner_id text,
        kind text NOT NULL,
        balance bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT accounts_kind_matches_owner CHECK (
          (owner_id IS NOT NULL AND kind IN ('available', 'held'))
          OR (owner_id IS NULL AND kind IN ('external_cash', 'fees', 'payouts_in_transit'))
        ),
        CONSTRAINT accounts_user_balance_non_negative CHECK (owner_id IS NULL OR balance >= 0)
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX accounts_user_kind ON accounts (owner_id, kind) WHERE owner_id IS NOT NULL`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX accounts_platform_kind ON accounts (kind) WHERE owner_id IS NULL`,
    );
    await runner.query(
      `INSERT INTO accounts (owner_id, kind) VALUES (NULL, 'external_cash'), (NULL, 'fees'), (NULL, 'payouts_in_transit')`,
    );

    await runner.query(`
      CREATE TABLE ledger_transactions (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        ref text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_transactions_type_ref UNIQUE (type, ref)
      )`);
    await runner.query(`
      CREATE TABLE ledger_entries (
        id bigserial PRIMARY KEY,
        transaction_id uuid NOT NULL REFERENCES ledger_transactions (id),
        account_id bigint NOT NULL REFERENCES accounts (id),
        amount bigint NOT NULL CONSTRAINT ledger_entries_amount_non_zero CHECK (amount <> 0),
        balance_after bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id)`);
    await runner.query(`CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id)`);

    await runner.query(`
      CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% on % refused: the ledger is append-only, post a reversing transaction', TG_OP, TG_TABLE_NAME;
      END $$`);
    for (const table of ['ledger_entries', 'ledger_transactions']) {
      await runner.query(`
        CREATE TRIGGER ${table}_immutable BEFORE UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`);
      await runner.query(`
        CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change()`);
    }

    await runner.query(`
      CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
          RETURNING balance INTO NEW.balance_after;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'account % does not exist', NEW.account_id;
        END IF;
        RETURN NEW;
      END $$`);
    await runner.query(`
      CREATE TRIGGER ledger_entries_apply BEFORE INSERT ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry()`);

    // Only the entry trigger (nested, so depth 2) may move a balance; an account starts at zero.
    await runner.query(`
      CREATE FUNCTION accounts_balance_from_entries_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' AND NEW.balance <> 0 THEN
          RAISE EXCEPTION 'an account starts with a zero balance';
        END IF;
        IF TG_OP = 'UPDATE' AND NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
          RAISE EXCEPTION 'account balances change only through ledger entries';
        END IF;
        RETURN NEW;
      END $$`);
    await runner.query(`
      CREATE TRIGGER accounts_balance_guard BEFORE INSERT OR UPDATE ON accounts
      FOR EACH ROW EXECUTE FUNCTION accounts_balance_from_entries_only()`);

    await runner.query(`
      CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        total numeric;
        entries integer;
      BEGIN
        SELECT coalesce(sum(amount), 0), count(*) INTO total, entries
          FROM ledger_entries WHERE transaction_id = NEW.id;
        IF entries < 2 OR total <> 0 THEN
          RAISE EXCEPTION 'ledger transaction % does not balance: % entries summing to %', NEW.id, entries, total;
        END IF;
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE FUNCTION ledger_entry_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        total numeric;
      BEGIN
        SELECT sum(amount) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'ledger transaction % does not balance: entries sum to %', NEW.transaction_id, total;
        END IF;
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances()`);
    await runner.query(`
      CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_transaction_balances()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ledger_entries`);
    await runner.query(`DROP TABLE ledger_transactions`);
    await runner.query(`DROP TABLE accounts`);
    await runner.query(`DROP FUNCTION ledger_entry_transaction_balances()`);
    await runner.query(`DROP FUNCTION ledger_transaction_balances()`);
    await runner.query(`DROP FUNCTION accounts_balance_from_entries_only()`);
    await runner.query(`DROP FUNCTION ledger_apply_entry()`);
    await runner.query(`DROP FUNCTION ledger_refuse_change()`);
  }
}
