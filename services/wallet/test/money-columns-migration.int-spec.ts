import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MoneyColumnsInMinorUnits1765100000008 } from '../src/migrations/1765100000008-money-columns-in-minor-units';
import { LedgerAppliesPerStatement1765100000030 } from '../src/migrations/1765100000030-ledger-applies-per-statement';
import { balanceOf, credit } from './factories/funds';
import { registerUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { startWalletApp, WalletApp } from './support/wallet-app';

/**
 * Runs the migration's up or down in its own transaction, as TypeORM does, with the later migration
 * that rewrote the ledger's triggers undone before it and redone after it, as TypeORM would.
 */
async function migrate(dataSource: DataSource, direction: 'up' | 'down'): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    const migrations = [
      new MoneyColumnsInMinorUnits1765100000008(),
      new LedgerAppliesPerStatement1765100000030(),
    ];
    for (const migration of direction === 'up' ? migrations : migrations.reverse())
      await migration[direction](runner);
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * The rename must carry the ledger's database rules along: its trigger functions name the columns
 * in their bodies, which a column rename leaves as they were.
 */
describe(MoneyColumnsInMinorUnits1765100000008.name, () => {
  let wallet: WalletApp;
  let userId: string;

  /** Moves `cents` from external cash to the user's available account, naming the amount column. */
  const postRaw = (amountColumn: string, cents: number) =>
    wallet.dataSource.transaction(async (manager) => {
      const [{ cash, user }] = await manager.query(
        `SELECT (SELECT id FROM accounts WHERE owner_id IS NULL AND kind = 'external_cash') AS cash,
                (SELECT id FROM accounts WHERE owner_id = $1 AND kind = 'available') AS user`,
        [userId],
      );
      const id = randomUUID();
      if (amountColumn === 'amount') {
        // Before the ledger applied entries per statement: the entries' row trigger states the balances.
        await manager.query(`INSERT INTO ledger_transactions (id, type, ref) VALUES ($1, 'deposit', $2)`, [
          id,
          id,
        ]);
        await manager.query(
          `INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES ($1, $2, $3), ($1, $4, $5)`,
          [id, cash, -cents, user, cents],
        );
        return;
      }
      // Today: written whole in one statement, each entry stating its account's balance after it.
      await manager.query(
        `WITH header AS (INSERT INTO ledger_transactions (id, type, ref) VALUES ($1::uuid, 'deposit', $1::text))
         INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents)
         SELECT $1::uuid, a.id, entry.amount, a.balance_cents + entry.amount
           FROM (VALUES ($2::bigint, $3::bigint), ($4::bigint, $5::bigint)) AS entry (account_id, amount)
           JOIN accounts a ON a.id = entry.account_id`,
        [id, cash, -cents, user, cents],
      );
    });

  const lastEntryOfUser = (amountColumn: string, balanceAfterColumn: string) =>
    wallet.dataSource.query(
      `SELECT e.${amountColumn}::text AS amount, e.${balanceAfterColumn}::text AS after
         FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.owner_id = $1 AND a.kind = 'available' ORDER BY e.id DESC LIMIT 1`,
      [userId],
    );

  beforeAll(async () => {
    wallet = await startWalletApp();
    userId = (await registerUser(wallet)).id;
    await credit(wallet, userId, '50.00');
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it('goes down to the unsuffixed columns and back up, the ledger rules working at each step', async () => {
    await migrate(wallet.dataSource, 'down');

    await postRaw('amount', 700);
    expect(await lastEntryOfUser('amount', 'balance_after')).toEqual([{ amount: '700', after: '5700' }]);
    await expect(
      wallet.dataSource.query(`UPDATE accounts SET balance = balance + 1 WHERE owner_id = $1`, [userId]),
    ).rejects.toThrow('account balances change only through ledger entries');
    await expect(
      wallet.dataSource.query(`INSERT INTO accounts (owner_id, kind, balance) VALUES ($1, 'held', 5)`, [
        randomUUID(),
      ]),
    ).rejects.toThrow('an account starts with a zero balance');
    await expect(wallet.dataSource.query(`UPDATE ledger_entries SET amount = amount * 2`)).rejects.toThrow(
      'the ledger is append-only',
    );

    await migrate(wallet.dataSource, 'up');

    await postRaw('amount_cents', 300);
    expect(await lastEntryOfUser('amount_cents', 'balance_after_cents')).toEqual([
      { amount: '300', after: '6000' },
    ]);
    await expect(
      wallet.dataSource.query(`UPDATE accounts SET balance_cents = balance_cents + 1 WHERE owner_id = $1`, [
        userId,
      ]),
    ).rejects.toThrow('account balances change only through ledger entries');
    await expect(postRaw('amount_cents', -6001)).rejects.toThrow('accounts_user_balance_non_negative');
    await credit(wallet, userId, '1.00');
    expect(await balanceOf(wallet, userId)).toEqual({ available: '61.00', held: '0.00' });
    await expectLedgerConsistent(wallet.dataSource);
  });
});
