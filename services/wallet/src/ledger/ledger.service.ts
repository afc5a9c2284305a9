import { Injectable } from '@nestjs/common';
import { createEvent, EventEnvelope, Money, Events } from '@p2p/contracts';
import { OutboxService } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { EntityManager, QueryFailedError } from 'typeorm';
import type { AccountKind } from './account.entity';
import { InsufficientBalanceError } from './insufficient-balance.error';
import { LedgerMetrics } from './ledger-metrics';
import type { LedgerTransactionType } from './ledger-transaction.entity';
import {
  accountKey,
  AccountRef,
  applyPostings,
  assertValidPostings,
  platformKindsOf,
  Posting,
  usersOf,
} from './postings';

export interface UserBalances {
  available: bigint;
  held: bigint;
}

export interface PostingRequest {
  type: LedgerTransactionType;
  /** The business id: deposit, transfer, withdrawal, hold key or bet. */
  ref: string;
  postings: Posting[];
  /** The BalanceChanged reason: one for every user, or one per user id. */
  reason: string | Record<string, string>;
}

export interface PostedTransaction {
  id: string;
  /** Balances after the transaction of every user it touched. */
  balances: Map<string, UserBalances>;
}

interface LockedAccount {
  id: string;
  owner_id: string | null;
  kind: AccountKind;
  balance_cents: string;
}

/**
 * The one way money moves: every flow posts through `post` (or `postMany`, a batch of postings that
 * each get the outcome they would get alone), inside its own transaction, which locks the accounts
 * involved in id order (so two flows or batches never deadlock), refuses a user balance below zero
 * before writing, appends the entries and records wallet.BalanceChanged for each user.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly metrics: LedgerMetrics,
  ) {}

  async post(manager: EntityManager, request: PostingRequest): Promise<PostedTransaction> {
    const [outcome] = await this.postMany(manager, [request]);
    if (outcome instanceof InsufficientBalanceError) throw outcome;
    return outcome;
  }

  /**
   * The postings in order, as if each were posted alone one after the other: each sees the balances
   * the ones before it left, and one that would take a user below zero is answered Insufficient
   * balance and writes nothing. Whatever the batch's size: one statement locks every account, one
   * writes every transaction with its entries, one records every BalanceChanged.
   */
  async postMany(
    manager: EntityManager,
    requests: PostingRequest[],
  ): Promise<Array<PostedTransaction | InsufficientBalanceError>> {
    if (requests.length === 0) return [];
    for (const request of requests) assertValidPostings(request.postings);
    const allPostings = requests.flatMap((request) => request.postings);
    const accounts = await this.lockAccountsCreatingMissing(
      manager,
      usersOf(allPostings),
      platformKindsOf(allPostings),
    );
    // Under the locks this is exact, so a refusal comes before any write and leaves the caller's
    // transaction usable; the database's CHECK stays as the backstop.
    let running = new Map([...accounts].map(([key, account]) => [key, BigInt(account.balance_cents)]));
    const outcomes: Array<PostedTransaction | InsufficientBalanceError> = [];
    const written: Array<{ id: string; request: PostingRequest }> = [];
    const events: EventEnvelope[] = [];
    for (const request of requests) {
      let after: Map<string, bigint>;
      try {
        after = applyPostings(running, request.postings);
      } catch (error) {
        if (!(error instanceof InsufficientBalanceError)) throw error;
        outcomes.push(error);
        continue;
      }
      running = after;
      const id = randomUUID();
      written.push({ id, request });
      const balances = new Map<string, UserBalances>();
      for (const userId of usersOf(request.postings)) {
        const balance = {
          available: after.get(accountKey({ userId, kind: 'available' })) ?? 0n,
          held: after.get(accountKey({ userId, kind: 'held' })) ?? 0n,
        };
        balances.set(userId, balance);
        const reason = typeof request.reason === 'string' ? request.reason : request.reason[userId];
        events.push(
          createEvent(Events.BalanceChanged, userId, {
            userId,
            available: Money.format(balance.available),
            held: Money.format(balance.held),
            reason: reason ?? request.type,
            ref: request.ref,
          }),
        );
      }
      outcomes.push({ id, balances });
    }
    if (written.length > 0) {
      await this.insertTransactions(manager, written, accounts);
      await this.outbox.add(manager, ...events);
      this.metrics.posted(
        manager,
        written.map(({ request }) => request),
      );
    }
    return outcomes;
  }

  /** A user's balances; zero for a user the ledger has never seen. */
  async balancesOf(manager: EntityManager, userId: string): Promise<UserBalances> {
    const rows: Array<{ kind: AccountKind; balance_cents: string }> = await manager.query(
      `SELECT kind, balance_cents FROM accounts WHERE owner_id = $1`,
      [userId],
    );
    const of = (kind: AccountKind) => BigInt(rows.find((row) => row.kind === kind)?.balance_cents ?? 0);
    return { available: of('available'), held: of('held') };
  }

  /**
   * Locks these users' accounts (creating missing ones) in account-id order, in the caller's
   * transaction: for a flow that must hold them before it writes rows an inbox batch also writes
   * (a hold's key), so the two meet in one order. `postMany` locking them again later does not wait.
   */
  async lockUserAccounts(manager: EntityManager, userIds: string[]): Promise<void> {
    await this.lockAccountsCreatingMissing(manager, [...new Set(userIds)], []);
  }

  /**
   * Locks the accounts; a user's first posting creates theirs first. Every account a user ever
   * has exists after their first posting, so the common case is the one locking statement.
   */
  private async lockAccountsCreatingMissing(
    manager: EntityManager,
    userIds: string[],
    platformKinds: string[],
  ): Promise<Map<string, LockedAccount>> {
    const locked = await this.lockAccounts(manager, userIds, platformKinds);
    const missing = userIds.some(
      (userId) =>
        !locked.has(accountKey({ userId, kind: 'available' })) ||
        !locked.has(accountKey({ userId, kind: 'held' })),
    );
    if (!missing) return locked;
    await this.ensureUserAccounts(manager, userIds);
    return this.lockAccounts(manager, userIds, platformKinds);
  }

  /** Sorted ids, and only the missing rows: concurrent first postings of two users cannot deadlock. */
  private async ensureUserAccounts(manager: EntityManager, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await manager.query(
      `INSERT INTO accounts (owner_id, kind)
       SELECT owner.id, kinds.kind
         FROM unnest($1::text[]) WITH ORDINALITY AS owner (id, position)
        CROSS JOIN (VALUES ('available'), ('held')) AS kinds (kind)
        WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.owner_id = owner.id AND a.kind = kinds.kind)
        ORDER BY owner.position, kinds.kind
       ON CONFLICT (owner_id, kind) WHERE owner_id IS NOT NULL DO NOTHING`,
      [userIds],
    );
  }

  private async lockAccounts(
    manager: EntityManager,
    userIds: string[],
    platformKinds: string[],
  ): Promise<Map<string, LockedAccount>> {
    const rows: LockedAccount[] = await manager.query(
      `SELECT id, owner_id, kind, balance_cents FROM accounts
        WHERE owner_id = ANY($1::text[]) OR (owner_id IS NULL AND kind = ANY($2::text[]))
        ORDER BY id
          FOR UPDATE`,
      [userIds, platformKinds],
    );
    return new Map(rows.map((row) => [accountKey(refOf(row)), row]));
  }

  /**
   * The transactions and their entries in one statement, each entry stating its account's balance
   * right after it (exact under the locks, walking the entries in the order they are written); the
   * statement's trigger moves the balances and refuses any stated balance that is not the account's.
   */
  private async insertTransactions(
    manager: EntityManager,
    transactions: Array<{ id: string; request: PostingRequest }>,
    accounts: Map<string, LockedAccount>,
  ): Promise<void> {
    const balances = new Map(
      [...accounts.values()].map((account) => [account.id, BigInt(account.balance_cents)]),
    );
    const entry = (transactionId: string, ref: AccountRef, amount: bigint) => {
      const account = accounts.get(accountKey(ref));
      if (!account) throw new Error(`Account ${accountKey(ref)} does not exist`);
      const after = (balances.get(account.id) ?? 0n) + amount;
      balances.set(account.id, after);
      return { transactionId, accountId: account.id, amount: amount.toString(), after: after.toString() };
    };
    const entries = transactions.flatMap(({ id, request }) =>
      request.postings.flatMap((posting) => [
        entry(id, posting.from, -posting.amount),
        entry(id, posting.to, posting.amount),
      ]),
    );
    try {
      await manager.query(
        `WITH header AS (
           INSERT INTO ledger_transactions (id, type, ref)
           SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])
         )
         INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents)
         SELECT transaction_id, account_id, amount_cents, balance_after_cents
           FROM unnest($4::uuid[], $5::bigint[], $6::bigint[], $7::bigint[])
                WITH ORDINALITY AS entry (transaction_id, account_id, amount_cents, balance_after_cents, position)
          ORDER BY position`,
        [
          transactions.map(({ id }) => id),
          transactions.map(({ request }) => request.type),
          transactions.map(({ request }) => request.ref),
          entries.map((e) => e.transactionId),
          entries.map((e) => e.accountId),
          entries.map((e) => e.amount),
          entries.map((e) => e.after),
        ],
      );
    } catch (error) {
      if (isNegativeBalanceViolation(error)) throw new InsufficientBalanceError();
      throw error;
    }
  }
}

function refOf(row: LockedAccount): AccountRef {
  if (row.owner_id === null) return { platform: row.kind as 'external_cash' | 'fees' | 'payouts_in_transit' };
  return { userId: row.owner_id, kind: row.kind as 'available' | 'held' };
}

function isNegativeBalanceViolation(error: unknown): boolean {
  const driverError =
    error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : null;
  return driverError?.code === '23514' && driverError.constraint === 'accounts_user_balance_non_negative';
}
