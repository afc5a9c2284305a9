import { Injectable } from '@nestjs/common';
import { createEvent, Money } from '@p2p/contracts';
import { OutboxService } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { EntityManager, QueryFailedError } from 'typeorm';
import type { AccountKind } from './account.entity';
import { InsufficientBalanceError } from './insufficient-balance.error';
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
 * The one way money moves: every flow posts through `post`, inside its own transaction, which
 * locks the accounts involved in id order (so two flows never deadlock), refuses a user balance
 * below zero before writing, appends the entries and records wallet.BalanceChanged for each user.
 */
@Injectable()
export class LedgerService {
  constructor(private readonly outbox: OutboxService) {}

  async post(manager: EntityManager, request: PostingRequest): Promise<PostedTransaction> {
    assertValidPostings(request.postings);
    const userIds = usersOf(request.postings);
    const accounts = await this.lockAccountsCreatingMissing(
      manager,
      userIds,
      platformKindsOf(request.postings),
    );
    const before = new Map([...accounts].map(([key, account]) => [key, BigInt(account.balance_cents)]));
    // Under the locks this is exact, so a refusal comes before any write and leaves the caller's
    // transaction usable; the database's CHECK stays as the backstop.
    const after = applyPostings(before, request.postings);

    const id = randomUUID();
    await this.insertTransaction(
      manager,
      { id, type: request.type, ref: request.ref },
      request.postings,
      accounts,
    );

    const balances = new Map<string, UserBalances>();
    for (const userId of userIds) {
      const balance = {
        available: after.get(accountKey({ userId, kind: 'available' })) ?? 0n,
        held: after.get(accountKey({ userId, kind: 'held' })) ?? 0n,
      };
      balances.set(userId, balance);
      const reason = typeof request.reason === 'string' ? request.reason : request.reason[userId];
      await this.outbox.add(
        manager,
        createEvent('wallet.BalanceChanged', userId, {
          userId,
          available: Money.format(balance.available),
          held: Money.format(balance.held),
          reason: reason ?? request.type,
          ref: request.ref,
        }),
      );
    }
    return { id, balances };
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

  /** The transaction and its entries in one statement (the entries' trigger moves the balances). */
  private async insertTransaction(
    manager: EntityManager,
    transaction: { id: string; type: LedgerTransactionType; ref: string },
    postings: Posting[],
    accounts: Map<string, LockedAccount>,
  ): Promise<void> {
    const idOf = (ref: AccountRef) => {
      const account = accounts.get(accountKey(ref));
      if (!account) throw new Error(`Account ${accountKey(ref)} does not exist`);
      return account.id;
    };
    const rows = postings.flatMap((posting) => [
      [idOf(posting.from), (-posting.amount).toString()],
      [idOf(posting.to), posting.amount.toString()],
    ]);
    const placeholders = rows.map((_, i) => `($1::uuid, $${i * 2 + 4}, $${i * 2 + 5})`).join(', ');
    try {
      await manager.query(
        `WITH header AS (INSERT INTO ledger_transactions (id, type, ref) VALUES ($1, $2, $3))
         INSERT INTO ledger_entries (transaction_id, account_id, amount_cents) VALUES ${placeholders}`,
        [transaction.id, transaction.type, transaction.ref, ...rows.flat()],
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
