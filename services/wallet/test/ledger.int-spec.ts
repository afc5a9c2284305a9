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
  const balanceOf = async (accountId: string): Promise<string> =>
    (await wallet.dataSource.query(`SELECT balance_cents FROM accounts WHERE id = $1`, [accountId]))[0]
      .balance_cents;
  /**
   * Posts a transaction by hand, bypassing the service's checks: written whole in one statement, each
   * entry stating its account's balance after it (as `LedgerService` does) unless `balancesAfter`
   * says otherwise. Answers the transaction's id.
   */
  const postRaw = async (entries: Array<[accountId: string, amount: string]>, balancesAfter?: string[]) => {
    const id = randomUUID();
    await wallet.dataSource.query(
      `WITH header AS (INSERT INTO ledger_transactions (id, type, ref) VALUES ($1::uuid, 'deposit', $1::text))
       INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents)
       SELECT $1::uuid, entry.account_id, entry.amount,
              CASE WHEN $4::bigint[] IS NULL
                   THEN a.balance_cents + sum(entry.amount) OVER (PARTITION BY entry.account_id ORDER BY entry.position)
                   ELSE ($4::bigint[])[entry.position] END
         FROM unnest($2::bigint[], $3::bigint[]) WITH ORDINALITY AS entry (account_id, amount, position)
         JOIN accounts a ON a.id = entry.account_id
        ORDER BY entry.position`,
      [
        id,
        entries.map(([accountId]) => accountId),
        entries.map(([, amount]) => amount),
        balancesAfter ?? null,
      ],
    );
    return id;
  };

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

  it('refuses a transaction whose entries do not sum to zero, or that has fewer than two', async () => {
    const before = await wallet.dataSource.query(`SELECT count(*) FROM ledger_entries`);

    await expect(postRaw([[await accountOf('available'), '100']])).rejects.toThrow('does not balance');
    await expect(
      postRaw([
        [await accountOf('available'), '100'],
        [await cashAccount(), '-99'],
      ]),
    ).rejects.toThrow('does not balance');
    await expect(
      wallet.dataSource.query(
        `INSERT INTO ledger_transactions (id, type, ref) VALUES ($1::uuid, 'deposit', $1::text)`,
        [randomUUID()],
      ),
    ).rejects.toThrow('does not balance: 0 entries');

    expect(await wallet.dataSource.query(`SELECT count(*) FROM ledger_entries`)).toEqual(before);
  });

  it('refuses an entry appended later to a transaction that balanced', async () => {
    const id = await postRaw([
      [await accountOf('available'), '100'],
      [await cashAccount(), '-100'],
    ]);

    await expect(
      wallet.dataSource.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents)
         SELECT $1, id, 1, balance_cents + 1 FROM accounts WHERE id = $2`,
        [id, await accountOf('available')],
      ),
    ).rejects.toThrow(`ledger transaction ${id} does not balance: 3 entries summing to 1`);
  });

  it('refuses an entry whose stated balance after it is not its account’s', async () => {
    const balance = await balanceOf(await accountOf('available'));
    const cash = await balanceOf(await cashAccount());
    const entries: Array<[string, string]> = [
      [await accountOf('available'), '100'],
      [await cashAccount(), '-100'],
    ];

    await expect(
      postRaw(entries, [(BigInt(balance) + 101n).toString(), (BigInt(cash) - 100n).toString()]),
    ).rejects.toThrow(
      `states balance ${BigInt(balance) + 101n} after it, its account has ${BigInt(balance) + 100n}`,
    );
    await expect(
      postRaw(entries, [(BigInt(balance) + 100n).toString(), (BigInt(cash) - 100n).toString()]),
    ).resolves.toEqual(expect.any(String));
  });

  it('refuses to take a user below zero even when the code does not check', async () => {
    const oneCentTooMuch = (BigInt(await balanceOf(await accountOf('available'))) + 1n).toString();

    await expect(
      postRaw([
        [await accountOf('available'), `-${oneCentTooMuch}`],
        [await cashAccount(), oneCentTooMuch],
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
