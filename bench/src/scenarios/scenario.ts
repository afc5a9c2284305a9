import type { CpuUse } from '../cpu';
import { cpuPerOperation, WindowProfile } from '../load/run-load';
import type { Population } from '../fixtures/population';
import type { BenchOptions, ScenarioName } from '../options';
import type { Pgbench } from '../reference/pgbench';
import type { Target } from '../targets/target';

/** One line of the table: a figure, the reference it is read against (same run), and the goal. */
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
): Figure[] {
  const cost = cpuPerOperation(cpu, context.target, windowMs, operations);
  return [
    { name: `platform CPU per ${what}`, value: cost.platformMs, unit: 'ms' },
    { name: `PostgreSQL CPU per ${what}`, value: cost.postgresMs, unit: 'ms' },
  ];
}

export const perSecond = (count: number, windowMs: number): number | null =>
  windowMs > 0 ? (count * 1000) / windowMs : null;
