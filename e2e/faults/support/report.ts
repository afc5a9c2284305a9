import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FaultWindow } from './faults';
import type { RequestRecord } from './http-client';
import type { Check } from './invariants';

export interface WindowFigures {
  name: string;
  requests: number;
  /** Answers 500-599. */
  serverErrors: number;
  /** No answer at all: refused, reset or timed out between the suite and the balancer. */
  noAnswer: number;
  zeroErrorsRequired: boolean;
  liftedAfterMs?: number;
  readyAfterLiftedMs?: number;
  recoveredAfterMs?: number;
  /** When the fault was injected and when every app was ready again, to place the failures. */
  injectedAt?: string;
  recoveredAt?: string;
  /** The first failed requests (5xx or no answer), with when they started. */
  failures: Array<{ op: string; status: number; startedAt: string; ms: number; error?: string }>;
}

const FAILURES_KEPT = 20;

/** 5xx and unanswered requests per fault window; a request overlapping a window is that fault's. */
export function errorsByWindow(records: RequestRecord[], windows: FaultWindow[]): WindowFigures[] {
  const figures: WindowFigures[] = windows.map((window) => ({
    name: window.name,
    requests: 0,
    serverErrors: 0,
    noAnswer: 0,
    zeroErrorsRequired: window.zeroErrorsRequired,
    liftedAfterMs: window.restoredAt - window.injectedAt,
    readyAfterLiftedMs: window.recoveredAt - window.restoredAt,
    recoveredAfterMs: window.recoveredAt - window.injectedAt,
    injectedAt: new Date(window.injectedAt).toISOString(),
    recoveredAt: new Date(window.recoveredAt).toISOString(),
    failures: [],
  }));
  const outside: WindowFigures = {
    name: 'outside fault windows',
    requests: 0,
    serverErrors: 0,
    noAnswer: 0,
    zeroErrorsRequired: true,
    failures: [],
  };
  for (const record of records) {
    const hit = windows
      .map((window, index) =>
        record.startedAt <= window.recoveredAt && record.endedAt >= window.injectedAt ? index : -1,
      )
      .filter((index) => index >= 0);
    for (const target of hit.length > 0 ? hit.map((index) => figures[index]) : [outside]) {
      target.requests++;
      if (record.status >= 500) target.serverErrors++;
      if (record.status === 0) target.noAnswer++;
      if ((record.status >= 500 || record.status === 0) && target.failures.length < FAILURES_KEPT)
        target.failures.push({
          op: record.op,
          status: record.status,
          startedAt: new Date(record.startedAt).toISOString(),
          ms: record.endedAt - record.startedAt,
          ...(record.error ? { error: record.error } : {}),
        });
    }
  }
  return [...figures, outside];
}

/** Requests and their answers by operation, e.g. `offer take: 412 (201: 380, 409: 30, 503: 2)`. */
export function operationsSummary(
  records: RequestRecord[],
): Record<string, { total: number; byStatus: Record<string, number> }> {
  const summary: Record<string, { total: number; byStatus: Record<string, number> }> = {};
  for (const record of records) {
    const entry = (summary[record.op] ??= { total: 0, byStatus: {} });
    entry.total++;
    const status = record.status === 0 ? 'no answer' : String(record.status);
    entry.byStatus[status] = (entry.byStatus[status] ?? 0) + 1;
  }
  return summary;
}

export function printReport(report: {
  form: string;
  durationMs: number;
  operations: ReturnType<typeof operationsSummary>;
  acknowledged: Record<string, number>;
  windows: WindowFigures[];
  checks: Check[];
}): void {
  const lines = [
    `Fault suite (${report.form}), ${(report.durationMs / 1000).toFixed(0)} s`,
    '',
    'Requests by operation:',
  ];
  for (const [op, { total, byStatus }] of Object.entries(report.operations))
    lines.push(
      `  ${op}: ${total} (${Object.entries(byStatus)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')})`,
    );
  lines.push(
    '',
    `Acknowledged money operations: ${Object.entries(report.acknowledged)
      .map(([op, n]) => `${op} ${n}`)
      .join(', ')}`,
  );
  lines.push(
    '',
    'Fault windows (requests, 5xx, no answer; lifted after / ready after lifted / recovered after):',
  );
  for (const window of report.windows) {
    const times =
      window.recoveredAfterMs === undefined
        ? ''
        : `; ${seconds(window.liftedAfterMs!)} / ${seconds(window.readyAfterLiftedMs!)} / ${seconds(window.recoveredAfterMs)}`;
    const rule = window.zeroErrorsRequired ? ' [must be 0]' : '';
    lines.push(
      `  ${window.name}: ${window.requests}, ${window.serverErrors}, ${window.noAnswer}${times}${rule}`,
    );
  }
  lines.push('', 'Invariants:');
  for (const check of report.checks)
    lines.push(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.figure}`);
  console.log(lines.join('\n'));
}

export function writeReport(path: string, report: object): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(report, null, 2));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
