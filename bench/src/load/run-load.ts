import { availableParallelism } from 'node:os';
import { cpuBetween, cpuSnapshot, CpuSnapshot, CpuUse, WatchedProcess } from '../cpu';
import { forkChild } from '../processes';
import type { Target } from '../targets/target';
import type { LoadJob, LoadResult } from './job';

export interface MeasuredLoad {
  result: LoadResult;
  /** CPU of the platform's processes, the generator and the machine over the generator's window. */
  cpu: CpuUse;
}

export const CORES = availableParallelism;

/** Work at the measured window's edges (e.g. reading a counter), outside the window's CPU. */
export interface WindowHooks {
  atStart(): Promise<void>;
  atEnd(): Promise<void>;
}

export interface WindowProfile {
  profiler: NonNullable<Target['profiler']>;
  name: string;
}

/**
 * Runs a load from a child process, reading every watched process's CPU at the window's edges and,
 * when asked, profiling the platform over the window.
 */
export async function runLoad(
  job: LoadJob,
  watched: readonly WatchedProcess[],
  profile?: WindowProfile,
  hooks?: WindowHooks,
): Promise<MeasuredLoad> {
  const generator = forkChild('load/load-generator.js');
  try {
    await generator.next('ready', 30_000);
    const processes = [
      ...watched,
      { name: 'load generator', pid: generator.pid },
      { name: 'bench', pid: process.pid },
    ];
    generator.send({ type: 'run', job });
    const budget = job.warmupMs + job.durationMs + 120_000;
    await generator.next('window-start', budget);
    await hooks?.atStart();
    const start: CpuSnapshot = cpuSnapshot(processes);
    await profile?.profiler.start();
    await generator.next('window-end', budget);
    const end = cpuSnapshot(processes);
    await hooks?.atEnd();
    if (profile) console.log(`CPU profile: ${await profile.profiler.stop(profile.name)}`);
    const { result } = await generator.next<{ type: 'result'; result: LoadResult }>('result', 120_000);
    return { result, cpu: cpuBetween(start, end, CORES()) };
  } finally {
    await generator.stop(5_000);
  }
}

/** Platform (every process but PostgreSQL) and PostgreSQL CPU milliseconds per successful operation. */
export function cpuPerOperation(
  cpu: CpuUse,
  target: Target,
  windowMs: number,
  operations: number,
): { platformMs: number | null; postgresMs: number | null } {
  if (operations === 0) return { platformMs: null, postgresMs: null };
  const names = new Set(target.processes.map((process) => process.name));
  let platform = 0;
  for (const name of names) if (name !== 'postgres') platform += cpu.processes[name] ?? 0;
  const perOperation = (cores: number) => (cores * windowMs) / operations;
  return { platformMs: perOperation(platform), postgresMs: perOperation(cpu.processes.postgres ?? 0) };
}
