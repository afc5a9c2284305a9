import { DataSource, EntityManager } from 'typeorm';
import { READ_MODEL_TABLES } from './read-model-tables';

/** Held shared by every projection transaction and exclusively by a rebuild. */
const GENERATION_LOCK_KEY = 7_413_000_501;

const GROUP_PREFIX = 'admin-projections-g';

/**
 * The consumer of the read models' handlers (`@HandlesEvent(type, { consumer: READ_MODELS })`): not
 * the service's own group but the current generation's, which a rebuild replaces.
 */
export const READ_MODELS = 'read-models';

/** The consumer group of a generation: a new group replays the topics from their start. */
export const projectionGroup = (generation: number) => `${GROUP_PREFIX}${generation}`;

/** A replica still consuming under a generation a rebuild has ended: its events must not land. */
export class StaleGenerationError extends Error {
  constructor(
    readonly consuming: number,
    readonly current: number,
  ) {
    super(`Projection generation ${consuming} was replaced by ${current}`);
    this.name = 'StaleGenerationError';
  }
}

type Queryable = Pick<EntityManager, 'query'>;

export async function currentGeneration(db: Queryable): Promise<number> {
  const [row] = (await db.query(`SELECT generation FROM projection_state WHERE id = 1`)) as Array<{
    generation: number;
  }>;
  return row.generation;
}

/**
 * First statement of every projection's transaction. The shared lock waits for a rebuild in
 * progress; the generation read after it is then the committed one, so an event taken by a group a
 * rebuild just replaced (another replica, or the CLI's rebuild) is refused rather than applied on
 * top of the new group's replay, where it would count twice.
 */
export async function assertCurrentGeneration(manager: EntityManager, consuming: number): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock_shared($1)`, [GENERATION_LOCK_KEY]);
  const current = await currentGeneration(manager);
  if (current !== consuming) throw new StaleGenerationError(consuming, current);
}

/**
 * The database half of a rebuild, in one transaction: empties the read models, forgets what the
 * projection groups applied, and moves to the next generation, whose group starts from the earliest
 * event. Shared by the running service and the CLI (which has no subscription of its own: every
 * replica follows the new generation when it sees it).
 */
export async function advanceGeneration(dataSource: DataSource): Promise<number> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock($1)`, [GENERATION_LOCK_KEY]);
    await manager.query(`TRUNCATE ${READ_MODEL_TABLES.join(', ')}`);
    await manager.query(`DELETE FROM inbox WHERE starts_with(consumer, $1)`, [GROUP_PREFIX]);
    // TypeORM answers an UPDATE with [rows, affected].
    const [[row]] = (await manager.query(
      `UPDATE projection_state SET generation = generation + 1, rebuilt_at = now() WHERE id = 1
       RETURNING generation`,
    )) as [Array<{ generation: number }>, number];
    return row.generation;
  });
}
