import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { faultsDir, FaultStack, startFaultStack } from './support/fault-stack';
import {
  Fault,
  FaultWindow,
  freeze,
  injectFault,
  kafkaRestart,
  kill9,
  postgresRestart,
  rollingRestart,
} from './support/faults';
import { RecordingClient } from './support/http-client';
import {
  Check,
  deadLetters,
  drainOutboxes,
  moneyChecks,
  outboxBacklog,
  projectionCheck,
} from './support/invariants';
import { MixedLoad } from './support/load';
import { storedVerificationPin } from './support/stored-mail';
import { errorsByWindow, operationsSummary, printReport, writeReport } from './support/report';

const long = process.env.FAULTS_LONG === '1';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Short (CI): the faults the issue found first, on the replicated apps. Long: every replica of every
 * app killed, the broker and the database restarted, a frozen process, and every replica rolled.
 */
const plan = long
  ? {
      replicas: 'gateway=2,betting=2,wallet=2,auth=2,football=2,admin=2,notifications=2',
      load: { clients: 8, bettors: 24, openMatches: 3, refereeEveryMs: 15_000 },
      settleMs: 10_000,
      faults: [
        ...['wallet', 'betting', 'gateway', 'auth', 'football', 'admin', 'notifications'].flatMap((app) => [
          kill9(app, 0),
          kill9(app, 1),
        ]),
        kafkaRestart(),
        postgresRestart(),
        freeze('wallet', 0),
        rollingRestart(['gateway', 'betting', 'wallet', 'auth', 'football', 'admin', 'notifications']),
      ] as Fault[],
    }
  : {
      replicas: 'gateway=2,betting=2,wallet=2',
      load: { clients: 4, bettors: 12, openMatches: 2, refereeEveryMs: 15_000 },
      settleMs: 6_000,
      faults: [
        kill9('wallet', 1),
        kill9('betting', 0),
        kill9('gateway', 1),
        kafkaRestart(),
        postgresRestart(),
        rollingRestart(['betting']),
      ] as Fault[],
    };

/** Jest's limit for the whole run (a project cannot set its own); far above what either form takes. */
const RUN_LIMIT_MS = long ? 3_600_000 : 1_800_000;

/** How long the books may take to agree once the load has stopped: a figure, not a timing assertion. */
const SETTLE_LIMIT_MS = 120_000;

describe(`the distributed stack under faults (${long ? 'long' : 'short'} form)`, () => {
  let stack: FaultStack;

  beforeAll(async () => {
    stack = await startFaultStack(plan.replicas);
  }, RUN_LIMIT_MS);

  afterAll(async () => {
    await stack?.stop();
  }, RUN_LIMIT_MS);

  it(
    'keeps every cent and answers no 5xx outside fault windows or during a rolling restart',
    async () => {
      const started = Date.now();
      const load = new MixedLoad(new RecordingClient(stack.url), plan.load, (email) =>
        storedVerificationPin(stack.postgresUrl, email),
      );
      await load.prepare(stack.admin);
      load.start();
      const windows: FaultWindow[] = [];
      const unrecovered: Check[] = [];
      try {
        await pause(plan.settleMs);
        for (const fault of plan.faults) {
          console.log(`fault: ${fault.name}`);
          try {
            windows.push(await injectFault(stack, fault));
          } catch (error) {
            // The books are still checked: what the platform did until then is worth reading.
            unrecovered.push({
              name: `recovers from ${fault.name}`,
              ok: false,
              figure: (error as Error).message,
            });
            break;
          }
          await pause(plan.settleMs);
        }
      } finally {
        await load.stop();
      }

      const drainMs = await drainOutboxes(stack.postgresUrl, SETTLE_LIMIT_MS);
      const money = await eventuallyAllOk(
        () => moneyChecks(stack.postgresUrl, load.acknowledged),
        SETTLE_LIMIT_MS,
      );
      const projections = await projectionCheck(stack.postgresUrl, SETTLE_LIMIT_MS);
      const backlog = await outboxBacklog(stack.postgresUrl);
      const letters = await deadLetters(stack.kafkaBrokers, stack.kafkaAdmin);
      const figures = errorsByWindow(load.client.records, windows);
      const checks: Check[] = [
        ...unrecovered,
        ...money,
        projections,
        {
          name: 'outbox backlog 0 everywhere',
          ok: Object.values(backlog).every((count) => count === 0),
          figure: `${Object.entries(backlog)
            .map(([service, count]) => `${service} ${count}`)
            .join(', ')} (drained ${(drainMs / 1000).toFixed(1)} s after the load)`,
        },
        {
          name: 'dead letters 0',
          ok: letters.length === 0,
          figure: `${letters.length}`,
          offenders: letters.map(({ topic, key, headers }) => ({ topic, key, headers })),
        },
        ...figures
          .filter((window) => window.zeroErrorsRequired)
          .map((window) => ({
            name: `no 5xx and no unanswered request: ${window.name}`,
            ok: window.serverErrors === 0 && window.noAnswer === 0,
            figure: `${window.serverErrors} 5xx, ${window.noAnswer} unanswered of ${window.requests}`,
            offenders: window.failures,
          })),
      ];
      const acknowledged: Record<string, number> = {};
      for (const { op } of load.acknowledged) acknowledged[op] = (acknowledged[op] ?? 0) + 1;
      const report = {
        form: long ? 'long' : 'short',
        replicas: plan.replicas,
        durationMs: Date.now() - started,
        operations: operationsSummary(load.client.records),
        acknowledged,
        settledMatches: load.settledMatches.length,
        balancerConnections: Object.fromEntries(stack.balancer.connections),
        windows: figures,
        checks,
        serverErrors: load.client.records
          .filter((record) => record.status >= 500 || record.status === 0)
          .slice(0, 200),
      };
      printReport(report);
      writeReport(join(faultsDir, 'report.json'), report);

      expect(
        checks
          .filter((check) => !check.ok)
          .map(({ name, figure, offenders }) => ({ name, figure, offenders: offenders?.slice(0, 10) })),
      ).toEqual([]);
    },
    RUN_LIMIT_MS,
  );
});

/** Re-reads the checks until all pass (events still on their way) or the limit is reached. */
async function eventuallyAllOk(read: () => Promise<Check[]>, limitMs: number): Promise<Check[]> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const checks = await read();
    if (checks.every((check) => check.ok) || Date.now() > deadline) return checks;
    await pause(1_000);
  }
}
