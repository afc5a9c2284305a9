import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Metrics } from '@p2p/service-kit';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  TransactionStartEvent,
} from 'typeorm';
import type { LedgerTransactionType } from './ledger-transaction.entity';
import type { PostingRequest } from './ledger.service';

interface Counted {
  type: LedgerTransactionType;
  cents: bigint;
  /** The transaction depth it was posted at: a savepoint rolled back takes its postings with it. */
  depth: number;
}

/** Per query runner: our own count of its nesting, and the postings its transaction has not committed. */
interface RunnerState {
  depth: number;
  pending: Counted[];
}

const STATE = Symbol('ledger-metrics');

/**
 * Counts the money that moved, by ledger transaction type (the money-flow dashboards: holds,
 * releases, payouts, deposits...), once the transaction that posted it has committed: a posting
 * rolled back (a refused batch, a crash, a retried deadlock) is never counted. A TypeORM subscriber,
 * so the count follows the database's outcome, not the code path's.
 */
@Injectable()
export class LedgerMetrics implements EntitySubscriberInterface {
  private readonly transactions;
  private readonly amounts;

  constructor(@InjectDataSource() dataSource: DataSource, metrics: Metrics) {
    this.transactions = metrics.counter(
      'wallet_ledger_transactions_total',
      'Ledger transactions committed, by type',
      ['type'],
    );
    this.amounts = metrics.counter(
      'wallet_ledger_amount_cents_total',
      'Cents moved by committed ledger transactions, by type',
      ['type'],
    );
    dataSource.subscribers.push(this);
  }

  /** Called by the ledger inside the posting's transaction; counted when that transaction commits. */
  posted(manager: EntityManager, requests: readonly PostingRequest[]): void {
    const runner = manager.queryRunner;
    const counted = requests.map((request) => ({
      type: request.type,
      cents: request.postings.reduce((sum, posting) => sum + posting.amount, 0n),
    }));
    const state = runner ? stateOf(runner) : undefined;
    if (!runner?.isTransactionActive || !state) return this.count(counted);
    state.pending.push(...counted.map((entry) => ({ ...entry, depth: state.depth })));
  }

  afterTransactionStart(event: TransactionStartEvent): void {
    const state = (stateOf(event.queryRunner) ?? setState(event.queryRunner)) as RunnerState;
    state.depth += 1;
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const state = stateOf(event.queryRunner);
    if (!state) return;
    state.depth -= 1;
    if (state.depth > 0) {
      // A savepoint released: its postings now live or die with the enclosing transaction.
      for (const entry of state.pending) entry.depth = Math.min(entry.depth, state.depth);
      return;
    }
    this.count(state.pending);
    state.pending = [];
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const state = stateOf(event.queryRunner);
    if (!state) return;
    state.pending = state.pending.filter((entry) => entry.depth < state.depth);
    state.depth -= 1;
    if (state.depth === 0) state.pending = [];
  }

  private count(entries: ReadonlyArray<{ type: LedgerTransactionType; cents: bigint }>): void {
    for (const { type, cents } of entries) {
      this.transactions.inc({ type });
      this.amounts.inc({ type }, Number(cents));
    }
  }
}

function stateOf(runner: QueryRunner): RunnerState | undefined {
  return (runner.data as Record<symbol, RunnerState | undefined>)[STATE];
}

function setState(runner: QueryRunner): RunnerState {
  const state: RunnerState = { depth: 0, pending: [] };
  (runner.data as Record<symbol, RunnerState>)[STATE] = state;
  return state;
}
