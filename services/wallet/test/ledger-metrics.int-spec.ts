import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Money } from '@p2p/contracts';
import { Metrics } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { LedgerAudit } from '../src/ledger/ledger-audit';
import { LedgerService } from '../src/ledger/ledger.service';
import { available, platformAccount } from '../src/ledger/postings';
import { registerUser } from './factories/users';
import { startWalletApp, WalletApp } from './support/wallet-app';

/** What Prometheus reads about money: the flows once committed, and the audit of the books. */
describe('the ledger in metrics', () => {
  let wallet: WalletApp;
  let userId: string;

  const value = async (name: string, labels: Record<string, string>): Promise<number> => {
    const metric = wallet.app.get(Metrics).registry.getSingleMetric(name);
    const { values } = await (metric as NonNullable<typeof metric>).get();
    const found = values.find((entry) =>
      Object.entries(labels).every(([key, expected]) => entry.labels[key] === expected),
    );
    return found?.value ?? 0;
  };
  const deposits = async () => ({
    transactions: await value('wallet_ledger_transactions_total', { type: 'deposit' }),
    cents: await value('wallet_ledger_amount_cents_total', { type: 'deposit' }),
  });
  const deposit = (manager: EntityManager, dollars: string) =>
    wallet.app.get(LedgerService).post(manager, {
      type: 'deposit',
      ref: randomUUID(),
      postings: [
        { from: platformAccount('external_cash'), to: available(userId), amount: Money.toCents(dollars) },
      ],
      reason: 'deposit',
    });

  beforeAll(async () => {
    wallet = await startWalletApp({ LEDGER_AUDIT_INTERVAL_MS: '0' });
    userId = (await registerUser(wallet)).id;
  });
  afterAll(() => wallet?.close());

  it('counts a transaction and the cents it moved once its database transaction commits', async () => {
    const before = await deposits();

    await wallet.dataSource.transaction((manager) => deposit(manager, '12.34'));

    expect(await deposits()).toEqual({ transactions: before.transactions + 1, cents: before.cents + 1234 });
  });

  it('never counts a posting whose transaction rolls back, nor one inside a savepoint rolled back', async () => {
    const before = await deposits();

    await expect(
      wallet.dataSource.transaction(async (manager) => {
        await deposit(manager, '5.00');
        throw new Error('the caller failed after posting');
      }),
    ).rejects.toThrow('the caller failed after posting');
    await wallet.dataSource.transaction(async (manager) => {
      await deposit(manager, '1.00');
      await expect(
        manager.transaction(async (inner) => {
          await deposit(inner, '7.00');
          throw new Error('the savepoint failed');
        }),
      ).rejects.toThrow('the savepoint failed');
      await manager.transaction((inner) => deposit(inner, '2.00'));
    });

    // The outer transaction's 1.00 and the released savepoint's 2.00; not the 5.00 nor the 7.00.
    expect(await deposits()).toEqual({ transactions: before.transactions + 2, cents: before.cents + 300 });
  });

  it('audits the books: 0 breaches while they agree, and a balance edited behind the ledger shows', async () => {
    await wallet.dataSource.transaction((manager) => deposit(manager, '3.00'));
    expect(await wallet.app.get(LedgerAudit).run()).toEqual({
      unbalanced_transactions: 0,
      account_drift: 0,
      negative_user_balance: 0,
    });
    expect(await value('wallet_ledger_audit_timestamp_seconds', {})).toBeGreaterThan(0);

    // $1.00 out of nowhere, which the triggers refuse: a superuser with triggers off, as a careless
    // restore or hand edit would.
    await wallet.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      await manager.query(
        `UPDATE accounts SET balance_cents = balance_cents + 100 WHERE owner_id = $1 AND kind = 'available'`,
        [userId],
      );
    });

    expect(await wallet.app.get(LedgerAudit).run()).toEqual({
      unbalanced_transactions: 0,
      account_drift: 1,
      negative_user_balance: 0,
    });
    expect(await value('wallet_ledger_invariant_breaches', { check: 'account_drift' })).toBe(1);
  });
});
