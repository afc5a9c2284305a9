import { EntityManager } from 'typeorm';

/**
 * Runs a conditional UPDATE ... RETURNING and answers the rows it changed. TypeORM's postgres driver
 * answers UPDATE and DELETE as [rows, count], other commands (a CTE ending in UPDATE included) as rows.
 */
export async function updateReturning<T>(
  manager: EntityManager,
  sql: string,
  parameters: unknown[],
): Promise<T[]> {
  const result: unknown = await manager.query(sql, parameters);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}
