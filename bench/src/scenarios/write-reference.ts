import type { PgbenchResult } from '../reference/pgbench';
import type { ScenarioContext } from './scenario';

/** pgbench -N on the platform's PostgreSQL just before a write load, at the load's concurrency. */
export async function pgbenchReference(
  context: ScenarioContext,
  notes: string[],
): Promise<PgbenchResult | null> {
  if (!context.pgbench) {
    notes.push('pgbench not found (scripts/provision.sh installs it, or set PGBENCH): no reference ratio');
    return null;
  }
  context.log(`pgbench -N -c ${context.options.concurrency} for ${context.options.durationSeconds} s`);
  return context.pgbench.measure(
    {
      clients: context.options.concurrency,
      warmupSeconds: context.options.warmupSeconds,
      seconds: context.options.durationSeconds,
    },
    context.target.processes,
  );
}
