import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { CpuUse } from './cpu';
import type { BenchOptions } from './options';
import type { Figure, ScenarioResult } from './scenarios/scenario';

export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  loadAverageAtStart: number[];
}

export interface RunReport {
  mode: string;
  description?: string;
  scenarios: ScenarioResult[];
  error?: string;
}

export interface BenchReport {
  startedAt: string;
  finishedAt?: string;
  machine: Machine;
  options: Omit<BenchOptions, 'runs'>;
  runs: RunReport[];
}

export function machine(): Machine {
  return {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export function writeReport(report: BenchReport, outDir: string): string {
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `report-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  return file;
}

export function formatNumber(value: number | null | undefined, unit = ''): string {
  if (value == null || !Number.isFinite(value)) return 'n/a';
  const digits = Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return unit === '/s' || unit === 'x' ? `${text}${unit}` : unit ? `${text} ${unit}` : text;
}

function formatRatio(figure: Figure): string {
  if (figure.ratio == null) return '';
  return figure.unit === '/s' ? `${Math.round(figure.ratio * 100)}%` : `${figure.ratio.toFixed(2)}x`;
}

const verdict = (figure: Figure) =>
  figure.goal ? `${figure.goal} ${figure.met == null ? '?' : figure.met ? 'met' : 'MISSED'}` : '';

/** The table of every figure beside its same-run reference, then the CPU of each window and the notes. */
export function formatTable(report: BenchReport): string {
  const rows: string[][] = [['scenario', 'mode', 'figure', 'value', 'reference (same run)', 'ratio', 'goal']];
  const after: string[] = [];
  for (const run of report.runs) {
    if (run.error) after.push(`${run.mode}: FAILED: ${run.error}`);
    for (const result of run.scenarios) {
      for (const figure of result.figures) {
        const reference = figure.reference
          ? `${figure.reference.name}: ${formatNumber(figure.reference.value, figure.reference.unit)}`
          : '';
        rows.push([
          result.scenario,
          result.mode,
          figure.name,
          formatNumber(figure.value, figure.unit),
          reference,
          formatRatio(figure),
          verdict(figure),
        ]);
      }
      for (const [window, use] of Object.entries(result.cpu))
        after.push(`${result.scenario} (${result.mode}) cpu, ${window}: ${formatCpu(use)}`);
      for (const note of result.notes) after.push(`${result.scenario} (${result.mode}) note: ${note}`);
    }
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const m = report.machine;
  return [
    `P2P Bet benchmarks, ${report.startedAt}: ${m.cores} x ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, load average at start ${m.loadAverageAtStart.join(' ')}`,
    '',
    line(rows[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
    '',
    ...after,
  ].join('\n');
}

/** "platform 1.52, postgres 0.31, load generator 0.20, other 0.04 of 2 cores (machine 2.00)" */
export function formatCpu(use: CpuUse): string {
  const parts = Object.entries(use.processes).map(([name, cores]) => `${name} ${cores.toFixed(2)}`);
  return `${[...parts, `other ${use.other.toFixed(2)}`].join(', ')} of ${use.cores} cores (machine ${use.machine.toFixed(2)})`;
}
