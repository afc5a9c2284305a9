import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';

type Effect = () => Promise<void>;
const EFFECTS = 'afterCommitEffects';

/**
 * Runs `effect` once the transaction of `manager` has committed (and never if it rolls back): a
 * cache invalidated before the commit could be refilled from the old rows by a concurrent reader.
 * Outside a transaction the effect runs at once.
 */
export async function afterCommit(manager: EntityManager, effect: Effect): Promise<void> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return effect();
  const effects = (runner.data[EFFECTS] ??= []) as Effect[];
  effects.push(effect);
}

/** Delivers the effects `afterCommit` queued, when the outermost transaction commits. */
@Injectable()
export class AfterCommitSubscriber implements EntitySubscriberInterface, OnModuleInit {
  private readonly logger = new Logger(AfterCommitSubscriber.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  async afterTransactionCommit({ queryRunner }: { queryRunner: QueryRunner }): Promise<void> {
    if (queryRunner.isTransactionActive) return; // a savepoint was released, the transaction goes on
    for (const effect of this.take(queryRunner)) {
      // The transaction has committed: a failing effect must not make its caller believe otherwise.
      await effect().catch((error: unknown) =>
        this.logger.error(`After-commit effect failed: ${String(error)}`),
      );
    }
  }

  afterTransactionRollback({ queryRunner }: { queryRunner: QueryRunner }): void {
    if (!queryRunner.isTransactionActive) this.take(queryRunner);
  }

  private take(queryRunner: QueryRunner): Effect[] {
    const effects = (queryRunner.data[EFFECTS] ?? []) as Effect[];
    queryRunner.data[EFFECTS] = [];
    return effects;
  }
}
