import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createPopulation, Population } from './fixtures/population';
import { BenchOptions, parseOptions, ScenarioName, UsageError } from './options';
import { findPgbench, Pgbench } from './reference/pgbench';
import { BenchReport, formatCpu, formatTable, machine, RunReport, writeReport } from './report';
import { eventLag } from './scenarios/event-lag';
import { matching } from './scenarios/matching';
import { offerCreation } from './scenarios/offer-creation';
import { partialMatching } from './scenarios/partial-matching';
import { publicList } from './scenarios/public-list';
import { Scenario } from './scenarios/scenario';
import { webShell } from './scenarios/web-shell';
import { benchSecrets } from './secrets';
import { StatementCounter } from './statements';
import { BenchPostgres, startBenchPostgres } from './targets/bench-postgres';
import { startDistributed } from './targets/distributed';
import { startEmbedded } from './targets/embedded';
import type { Mode, Target } from './targets/target';

const repoRoot = resolve(__dirname, '../..');
const SCENARIO_RUNNERS: Record<ScenarioName, Scenario> = {
  'public-list': publicList,
  'offer-creation': offerCreation,
  matching,
  'partial-matching': partialMatching,
  'event-lag': eventLag,
  'web-shell': webShell,
};
const NEEDS_POPULATION: readonly ScenarioName[] = [
  'public-list',
  'offer-creation',
  'matching',
  'partial-matching',
  'event-lag',
];
const NEEDS_PGBENCH: readonly ScenarioName[] = ['offer-creation', 'matching', 'partial-matching'];

/** What must be stopped if the run is interrupted. */
const running: { target?: Target; postgres?: BenchPostgres } = {};

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  const startedAt = new Date().toISOString();
  const { runs, ...settings } = options;
  const report: BenchReport = { startedAt, machine: machine(), options: settings, runs: [] };
  const outDir = resolve(repoRoot, options.outDir);
  for (const planned of runs)
    report.runs.push(await runMode(planned.mode, planned.scenarios, options, outDir));
  report.finishedAt = new Date().toISOString();
  const file = writeReport(report, outDir);
  console.log(`\n${formatTable(report)}\n\nReport: ${file}`);
  if (report.runs.some((run) => run.error)) process.exitCode = 1;
}

async function runMode(
  mode: Mode,
  scenarios: ScenarioName[],
  options: BenchOptions,
  outDir: string,
): Promise<RunReport> {
  const log = (message: string) =>
    console.log(`[${new Date().toISOString().slice(11, 19)}] ${mode}: ${message}`);
  const run: RunReport = { mode, scenarios: [] };
  try {
    log('starting PostgreSQL');
    running.postgres = await startBenchPostgres({ statements: options.statements });
    const secrets = benchSecrets();
    const profileDir = options.profile
      ? join(outDir, 'profiles', new Date().toISOString().replace(/[:.]/g, '-'))
      : undefined;
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    log(mode === 'embedded' ? 'starting the platform' : 'starting the stack');
    running.target =
      mode === 'embedded'
        ? await startEmbedded(running.postgres, secrets, { profileDir })
        : await startDistributed(running.postgres, secrets);
    const target = running.target;
    run.description = target.description;
    let population: Population = { bettors: [], matchIds: [], openOffers: [] };
    if (scenarios.some((name) => NEEDS_POPULATION.includes(name))) {
      log(`registering and funding ${options.bettors} bettors`);
      population = await createPopulation(target, {
        bettors: options.bettors,
        fundsEach: '10000.00',
        matches: 8,
      });
    }
    const statements = options.statements ? await StatementCounter.install(running.postgres.url) : null;
    let pgbench: Pgbench | null = null;
    const binary = findPgbench();
    if (binary && scenarios.some((name) => NEEDS_PGBENCH.includes(name)))
      pgbench = await Pgbench.init(binary, target.postgresUrl);
    for (const name of scenarios) {
      log(`scenario ${name}`);
      const result = await SCENARIO_RUNNERS[name]({
        target,
        population,
        options,
        pgbench,
        statements,
        log: (message) => log(`${name}: ${message}`),
      });
      run.scenarios.push(result);
      for (const [window, use] of Object.entries(result.cpu))
        log(`${name}: cpu, ${window}: ${formatCpu(use)}`);
    }
  } catch (error) {
    run.error = (error as Error).stack ?? String(error);
    console.error(`${mode}: ${run.error}`);
  } finally {
    await stopAll(log);
  }
  return run;
}

async function stopAll(log: (message: string) => void = console.log): Promise<void> {
  const { target, postgres } = running;
  running.target = undefined;
  running.postgres = undefined;
  if (target) {
    log(`stopping the ${target.mode} platform`);
    await target.stop().catch((error) => console.error(error));
  }
  if (postgres) await postgres.stop().catch((error) => console.error(error));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the bench started`);
    void stopAll().finally(() => process.exit(130));
  });
}

process.once('uncaughtException', (error) => {
  console.error(error);
  void stopAll().finally(() => process.exit(1));
});

main().catch((error) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
