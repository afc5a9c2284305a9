import type { CpuUse } from '../cpu';
import { cpuPerOperation, WindowHooks, WindowProfile } from '../load/run-load';
import type { Population } from '../fixtures/population';
import type { BenchOptions, ScenarioName } from '../options';
import type { Pgbench } from '../reference/pgbench';
import { ratio } from '../stats';
import type { StatementCounter, StatementCounts } from '../statements';
import type { Target } from '../targets/target';

/** One line of the table: a figure, the reference it is read against (same run), and the issue's goal. */
export interface Figure {
  name: string;
  value: number | null;
  unit: string;
  reference?: { name: string; value: number | null; unit: string };
  /** value / reference, or a growth factor. */
  ratio?: number | null;
  /** The goal in words, and whether this run met it (null: not measurable). */
  goal?: string;
  met?: boolean | null;
}

export interface ScenarioResult {
  scenario: ScenarioName;
  mode: Target['mode'];
  figures: Figure[];
  /** CPU in cores of each measured window, by window name. */
  cpu: Record<string, CpuUse>;
  /** Everything measured, for the JSON report. */
  details: Record<string, unknown>;
  notes: string[];
}

export interface ScenarioContext {
  target: Target;
  population: Population;
  options: BenchOptions;
  pgbench: Pgbench | null;
  /** With --statements. */
  statements: StatementCounter | null;
  log(message: string): void;
}

export type Scenario = (context: ScenarioContext) => Promise<ScenarioResult>;

/** With --profile (embedded mode), a CPU profile of the platform over a window named `name`. */
export const windowProfile = (context: ScenarioContext, name: string): WindowProfile | undefined =>
  context.target.profiler ? { profiler: context.target.profiler, name } : undefined;

/** The CPU cost of one operation: robust where throughput is not, on a machine others share. */
export function cpuCostFigures(
  cpu: CpuUse,
  context: ScenarioContext,
  windowMs: number,
  operations: number,
  what: string,
  /** The issue's goal for each of the two, when it sets one. */
  goalMs?: number,
): Figure[] {
  const cost = cpuPerOperation(cpu, context.target, windowMs, operations);
  const goal = (value: number | null) => (goalMs === undefined ? {} : atMost(value, goalMs, 'ms'));
  return [
    {
      name: `platform CPU per ${what}`,
      value: cost.platformMs,
      unit: 'ms',
      ...goal(cost.platformMs),
    },
    {
      name: `PostgreSQL CPU per ${what}`,
      value: cost.postgresMs,
      unit: 'ms',
      ...goal(cost.postgresMs),
    },
  ];
}

/** The goal "<= limit" and whether `value` met it (null: nothing was measured). */
export function atMost(
  value: number | null | undefined,
  limit: number,
  unit: string,
): Pick<Figure, 'goal' | 'met'> {
  return {
    goal: `<= ${limit} ${unit}`,
    met: value == null || !Number.isFinite(value) ? null : value <= limit,
  };
}

/** The goal ">= share of the reference" and whether `ratio` met it. */
export function atLeastShare(ratio: number | null, share: number, of: string): Pick<Figure, 'goal' | 'met'> {
  return { goal: `>= ${Math.round(share * 100)}% of ${of}`, met: ratio === null ? null : ratio >= share };
}

export const perSecond = (count: number, windowMs: number): number | null =>
  windowMs > 0 ? (count * 1000) / windowMs : null;

/** Operations per second, read against pgbench -N's transactions per second at the same concurrency. */
export function againstPgbench(
  name: string,
  value: number | null,
  reference: { tps: number } | null | undefined,
  concurrency: number,
): Figure {
  return {
    name,
    value,
    unit: '/s',
    reference: { name: `pgbench -N tps (${concurrency} clients)`, value: reference?.tps ?? null, unit: '/s' },
    ratio: ratio(value, reference?.tps),
  };
}

/**
 * With --statements: hooks that count the SQL statements of a window, and the figure and note
 * (statements per operation, by database) once the window's operations are known.
 */
export function statementsOfWindow(context: ScenarioContext): {
  hooks?: WindowHooks;
  perOperation(operations: number, what: string, notes: string[]): Figure[];
} {
  const counter = context.statements;
  if (!counter) return { perOperation: () => [] };
  let counted: StatementCounts = { byDatabase: {}, top: [] };
  return {
    hooks: { atStart: () => counter.reset(), atEnd: async () => void (counted = await counter.read()) },
    perOperation(operations, what, notes) {
      if (operations === 0) return [];
      const byDatabase = Object.entries(counted.byDatabase)
        .map(([database, calls]) => [database, calls / operations] as const)
        .sort((a, b) => b[1] - a[1]);
      const total = byDatabase.reduce((sum, [, calls]) => sum + calls, 0);
      notes.push(
        `SQL statements per ${what}: ${byDatabase.map(([database, calls]) => `${database} ${calls.toFixed(1)}`).join(', ')}`,
      );
      notes.push(
        `statements called most, per ${what}: ${counted.top
          .map(({ database, calls, query }) => `${database} ${(calls / operations).toFixed(2)} "${query}"`)
          .join('; ')}`,
      );
      return [{ name: `SQL statements per ${what}`, value: total, unit: '' }];
    },
  };
}
