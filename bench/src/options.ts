import { parseArgs } from 'node:util';
import type { Mode } from './targets/target';

export const SCENARIOS = [
  'public-list',
  'offer-creation',
  'matching',
  'partial-matching',
  'event-lag',
  'web-shell',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** Scenarios that mean something only with Kafka: a default run adds their distributed run when KAFKA_BROKERS is set. */
const KAFKA_SCENARIOS: readonly ScenarioName[] = ['event-lag'];
/** The distributed gateway serves no web app (a CDN or ingress does): the shell is measured embedded only. */
const EMBEDDED_ONLY: readonly ScenarioName[] = ['web-shell'];

export interface BenchOptions {
  /** Scenarios of each mode, in run order. */
  runs: Array<{ mode: Mode; scenarios: ScenarioName[] }>;
  durationSeconds: number;
  warmupSeconds: number;
  concurrency: number;
  bettors: number;
  /** Open offers the matching scenario starts from (made through the API when fewer are left). */
  offers: number;
  listSizes: number[];
  lagRate: number;
  /** The matching scenario's open-loop window: takes a second, at a steady pace. */
  matchRate: number;
  pageLoads: number;
  profile: boolean;
  /** Count SQL statements per operation (pg_stat_statements, preloaded in the bench's PostgreSQL). */
  statements: boolean;
  outDir: string;
}

const USAGE = `usage: npm run bench -- [--scenario ${SCENARIOS.join('|')}[,...]] [--mode embedded|distributed|all]
  [--duration 10] [--warmup 3] [--concurrency 64] [--bettors 64] [--offers 6000]
  [--list-sizes 1000,10000,100000] [--lag-rate 50] [--match-rate 50] [--page-loads 5] [--profile] [--statements] [--out artifacts/bench]`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: 'string', multiple: true },
      mode: { type: 'string' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      concurrency: { type: 'string', default: '64' },
      bettors: { type: 'string', default: '64' },
      offers: { type: 'string', default: '6000' },
      'list-sizes': { type: 'string', default: '1000,10000,100000' },
      'lag-rate': { type: 'string', default: '50' },
      'match-rate': { type: 'string', default: '50' },
      'page-loads': { type: 'string', default: '5' },
      profile: { type: 'boolean', default: false },
      statements: { type: 'boolean', default: false },
      out: { type: 'string', default: 'artifacts/bench' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) throw new UsageError(USAGE);
  const selected = (values.scenario ?? []).flatMap((value) => value.split(',')).map((value) => value.trim());
  for (const name of selected)
    if (!SCENARIOS.includes(name as ScenarioName)) throw new UsageError(`Unknown scenario ${name}\n${USAGE}`);
  const scenarios =
    selected.length > 0 ? SCENARIOS.filter((name) => selected.includes(name)) : [...SCENARIOS];
  return {
    runs: plannedRuns(scenarios, values.mode, Boolean(env.KAFKA_BROKERS)),
    durationSeconds: positive(values.duration, 'duration'),
    warmupSeconds: positive(values.warmup, 'warmup', true),
    concurrency: positive(values.concurrency, 'concurrency'),
    bettors: Math.max(2, positive(values.bettors, 'bettors')),
    offers: positive(values.offers, 'offers'),
    listSizes: values['list-sizes'].split(',').map((size) => positive(size, 'list-sizes')),
    lagRate: positive(values['lag-rate'], 'lag-rate'),
    matchRate: positive(values['match-rate'], 'match-rate'),
    pageLoads: positive(values['page-loads'], 'page-loads'),
    profile: values.profile,
    statements: values.statements,
    outDir: values.out,
  };
}

function plannedRuns(
  scenarios: ScenarioName[],
  mode: string | undefined,
  kafka: boolean,
): BenchOptions['runs'] {
  const distributed = scenarios.filter((name) => !EMBEDDED_ONLY.includes(name));
  switch (mode) {
    case undefined: {
      const runs: BenchOptions['runs'] = [{ mode: 'embedded', scenarios }];
      const withKafka = distributed.filter((name) => KAFKA_SCENARIOS.includes(name));
      if (kafka && withKafka.length > 0) runs.push({ mode: 'distributed', scenarios: withKafka });
      return runs;
    }
    case 'embedded':
      return [{ mode: 'embedded', scenarios }];
    case 'distributed':
      if (distributed.length === 0) throw new UsageError('web-shell runs in the embedded mode only');
      return [{ mode: 'distributed', scenarios: distributed }];
    case 'all':
      return [
        { mode: 'embedded', scenarios },
        ...(distributed.length > 0 ? [{ mode: 'distributed' as const, scenarios: distributed }] : []),
      ];
    default:
      throw new UsageError(`Unknown mode ${mode}\n${USAGE}`);
  }
}

function positive(value: string, name: string, zeroAllowed = false): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || (!zeroAllowed && number === 0))
    throw new UsageError(
      `--${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} number, not ${value}`,
    );
  return number;
}

export class UsageError extends Error {}
