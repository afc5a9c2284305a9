import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { LedgerService } from '../src/ledger/ledger.service';
import { available, platformAccount } from '../src/ledger/postings';
import { credit } from './factories/funds';
import { registerUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { startWalletApp, WalletApp } from './support/wallet-app';

/** The rules the database itself enforces, whatever code runs against it. */
describe(`${LedgerService.name} in the database`, () => {
  let wallet: WalletApp;
  let userId: string;

  const accountOf = async (kind: 'available' | 'held') => {
    const [row] = await wallet.dataSource.query(`SELECT id FROM accounts WHERE owner_id = $1 AND kind = $2`, [
      userId,
      kind,
    ]);
    return row.id as string;
  };
  const cashAccount = async () => {
    const [row] = await wallet.dataSource.query(
      `SELECT id FROM accounts WHERE owner_id IS NULL AND kind = 'external_cash'`,
    );
    return row.id as string;
  };
  /** Posts entries by hand in one database transaction, bypassing the service's checks. */
  const postRaw = (entries: Array<[accountId: string, amount: string]>) =>
    wallet.dataSource.transaction(async (manager) => {
      const id = randomUUID();
      await manager.query(`INSERT INTO ledger_transactions (id, type, ref) VALUES ($1, 'deposit', $2)`, [
        id,
        id,
      ]);
      for (const [accountId, amount] of entries) {
        await manager.query(
          `INSERT INTO ledger_entries (transaction_id, account_id, amount_cents) VALUES ($1, $2, $3)`,
          [id, accountId, amount],
        );
      }
    });

  beforeAll(async () => {
    wallet = await startWalletApp();
    userId = (await registerUser(wallet)).id;
    await credit(wallet, userId, '50.00');
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it.each([
    ['UPDATE ledger_entries SET amount_cents = amount_cents * 2'],
    ['DELETE FROM ledger_entries'],
    ['TRUNCATE ledger_entries CASCADE'],
    ['UPDATE ledger_transactions SET ref = $$other$$'],
    ['DELETE FROM ledger_transactions'],
  ])('refuses %s: the ledger is append-only', async (sql) => {
    await expect(wallet.dataSource.query(sql)).rejects.toThrow('the ledger is append-only');
  });

  it('refuses to change a balance other than through an entry', async () => {
    await expect(
      wallet.dataSource.query(`UPDATE accounts SET balance_cents = balance_cents + 100 WHERE owner_id = $1`, [
        userId,
      ]),
    ).rejects.toThrow('account balances change only through ledger entries');
    await expect(
      wallet.dataSource.query(
        `INSERT INTO accounts (owner_id, kind, balance_cents) VALUES ($1, 'available', 500)`,
        [randomUUID()],
      ),
    ).rejects.toThrow('an account starts with a zero balance');
  });

  it('refuses, at commit, a transaction whose entries do not sum to zero', async () => {
    const before = await wallet.dataSource.query(`SELECT count(*) FROM ledger_entries`);

    await expect(postRaw([[await accountOf('available'), '100']])).rejects.toThrow('does not balance');
    await expect(
      postRaw([
        [await accountOf('available'), '100'],
        [await cashAccount(), '-99'],
      ]),
    ).rejects.toThrow('does not balance');

    expect(await wallet.dataSource.query(`SELECT count(*) FROM ledger_entries`)).toEqual(before);
  });

  it('refuses to take a user below zero even when the code does not check', async () => {
    await expect(
      postRaw([
        [await accountOf('available'), '-5001'],
        [await cashAccount(), '5001'],
      ]),
    ).rejects.toThrow('accounts_user_balance_non_negative');
  });

  it('posts one type and reference at most once', async () => {
    const ledger = wallet.app.get(LedgerService);
    const post = () =>
      wallet.dataSource.transaction((manager) =>
        ledger.post(manager, {
          type: 'deposit',
          ref: 'deposit-once',
          postings: [{ from: platformAccount('external_cash'), to: available(userId), amount: 100n }],
          reason: 'deposit',
        }),
      );
    await post();

    await expect(post()).rejects.toThrow('ledger_transactions_type_ref');
  });

  it('records each entry with its account’s balance right after it', async () => {
    const entries = await wallet.dataSource.query(
      `SELECT amount_cents, balance_after_cents FROM ledger_entries WHERE account_id = $1 ORDER BY id`,
      [await accountOf('available')],
    );

    expect(entries.slice(0, 2)).toEqual([
      { amount_cents: '5000', balance_after_cents: '5000' },
      { amount_cents: '100', balance_after_cents: '5100' },
    ]);
  });
});
