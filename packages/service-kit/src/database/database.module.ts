import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InboxRecord, MessagingTables1764000000000, OutboxMessage } from '@p2p/messaging';
import { DataSource, DataSourceOptions, MixedList } from 'typeorm';
import { CONFIG, SERVICE_NAME } from '../app/tokens';
import { BaseConfig, databaseUrlVariable } from '../config/config';
import { AfterCommitSubscriber } from './after-commit';
import { ensureDatabase } from './ensure-database';

export interface DatabaseOptions {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
}

/** Serialises migrations of replicas starting together. */
const MIGRATION_LOCK_KEY = 7_413_000_001;

/**
 * The service's own PostgreSQL database through TypeORM: created if missing, schema only from
 * migrations (never synchronize), run under an advisory lock.
 */
@Module({})
export class DatabaseModule {
  static forService(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [CONFIG, SERVICE_NAME],
          useFactory: (config: BaseConfig & Record<string, unknown>, service: string) => {
            const url = config[databaseUrlVariable(service)] as string;
            return {
              type: 'postgres',
              url,
              entities: [...(options.entities as []), OutboxMessage, InboxRecord],
              migrations: [MessagingTables1764000000000, ...options.migrations],
              migrationsTableName: 'migrations',
              synchronize: false,
              migrationsRun: false,
              extra: { max: config.DB_POOL_SIZE },
              // Keep bigint cents as strings; code converts them with BigInt, never Number.
              parseInt8: false,
            } satisfies DataSourceOptions;
          },
          dataSourceFactory: async (options) => {
            const url = (options as { url: string }).url;
            await ensureDatabase(url);
            const dataSource = await new DataSource(options as DataSourceOptions).initialize();
            await runMigrationsLocked(dataSource);
            return dataSource;
          },
        }),
      ],
      // Every service may defer an effect to its transaction's commit (see afterCommit).
      providers: [AfterCommitSubscriber],
      exports: [TypeOrmModule],
    };
  }
}

async function runMigrationsLocked(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
