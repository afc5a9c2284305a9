import { expect } from '@jest/globals';
import { DataSource } from 'typeorm';

/**
 * The ledger's invariants, checked after every wallet integration test: money is neither created
 * nor destroyed, no user is below zero, every cached balance is the sum of its entries, and every
 * user's held balance is exactly their live holds plus their pending withdrawals.
 */
export async function expectLedgerConsistent(dataSource: DataSource): Promise<void> {
  const [{ total }] = await dataSource.query(
    `SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_entries`,
  );
  expect({ sumOfAllEntries: total }).toEqual({ sumOfAllEntries: '0' });

  const unbalanced = await dataSource.query(
    `SELECT transaction_id, sum(amount_cents)::text AS total FROM ledger_entries
      GROUP BY transaction_id HAVING sum(amount_cents) <> 0 OR count(*) < 2`,
  );
  expect({ unbalancedTransactions: unbalanced }).toEqual({ unbalancedTransactions: [] });

  const negative = await dataSource.query(
    `SELECT owner_id, kind, balance_cents FROM accounts WHERE owner_id IS NOT NULL AND balance_cents < 0`,
  );
  expect({ negativeUserAccounts: negative }).toEqual({ negativeUserAccounts: [] });

  const drifted = await dataSource.query(
    `SELECT a.id, a.owner_id, a.kind, a.balance_cents, coalesce(sum(e.amount_cents), 0)::text AS entries
       FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id HAVING a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );
  expect({ balancesNotSumOfEntries: drifted }).toEqual({ balancesNotSumOfEntries: [] });

  const wrongRunningBalance = await dataSource.query(
    `SELECT id, account_id FROM (
       SELECT id, account_id, balance_after_cents,
              sum(amount_cents) OVER (PARTITION BY account_id ORDER BY id) AS running
         FROM ledger_entries) AS entries
      WHERE running <> balance_after_cents`,
  );
  expect({ wrongBalanceAfter: wrongRunningBalance }).toEqual({ wrongBalanceAfter: [] });

  const heldMismatch = await dataSource.query(
    `SELECT a.owner_id, a.balance_cents::text AS held,
            (coalesce(h.total, 0) + coalesce(w.total, 0))::text AS expected
       FROM accounts a
       LEFT JOIN (SELECT user_id, sum(amount_cents) AS total FROM holds WHERE status = 'held' GROUP BY user_id) h
         ON h.user_id = a.owner_id
       LEFT JOIN (SELECT user_id, sum(amount_usd_cents) AS total FROM withdrawals WHERE status = 'pending' GROUP BY user_id) w
         ON w.user_id = a.owner_id
      WHERE a.kind = 'held' AND a.balance_cents <> coalesce(h.total, 0) + coalesce(w.total, 0)`,
  );
  expect({ heldNotLiveHoldsAndPendingWithdrawals: heldMismatch }).toEqual({
    heldNotLiveHoldsAndPendingWithdrawals: [],
  });
}
