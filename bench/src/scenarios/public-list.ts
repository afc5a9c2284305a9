import { BulkOffers } from '../fixtures/bulk-offers';
import { LoadResult, loadSummary } from '../load/job';
import { MeasuredLoad, runLoad } from '../load/run-load';
import { startBareServer } from '../reference/bare';
import { ratio } from '../stats';
import { atLeastShare, atMost, cpuCostFigures, Figure, perSecond, Scenario, windowProfile } from './scenario';

const PAGE_ONE = '/api/p2p-betting/offers/public?page=1';
/** The size the issue compares with the bare server. */
const REFERENCE_SIZE = 10_000;

interface SizeRun {
  offers: number;
  /** One client, one request at a time: what page 1 costs without queueing. */
  alone: Omit<LoadResult, 'created' | 'used'>;
  loaded: Omit<LoadResult, 'created' | 'used'>;
  requestsPerSecond: number | null;
}

/**
 * Scenario 3: page 1 of the public offer list at 1,000, 10,000 and 100,000 open offers, at full
 * load and alone, and the same bytes from a bare Node http server in the same run.
 */
export const publicList: Scenario = async (context) => {
  const { target, population, options } = context;
  const notes: string[] = [];
  const cpu: Record<string, MeasuredLoad['cpu']> = {};
  const sizes = [...options.listSizes].sort((a, b) => a - b);
  const referenceSize = sizes.includes(REFERENCE_SIZE) ? REFERENCE_SIZE : sizes[0];
  const load = (concurrency: number, warmupSeconds: number, seconds: number, profileName?: string) =>
    runLoad(
      {
        baseUrl: target.url,
        concurrency,
        warmupMs: warmupSeconds * 1000,
        durationMs: seconds * 1000,
        plan: { kind: 'get', path: PAGE_ONE },
      },
      target.processes,
      profileName ? windowProfile(context, profileName) : undefined,
    );
  const runs: SizeRun[] = [];
  const costs: Figure[] = [];
  let bare: {
    requestsPerSecond: number | null;
    load: Omit<LoadResult, 'created' | 'used'>;
    bytes: number;
  } | null = null;
  const bulk = await BulkOffers.connect(target);
  try {
    for (const size of sizes) {
      const listed = await bulk.growTo(population, size);
      if (listed !== size) notes.push(`${listed} open offers listed where ${size} were asked`);
      context.log(`page 1 of ${listed} open offers: alone, then ${options.concurrency} clients`);
      // Alone, a shorter window is enough: nothing queues.
      const alone = await load(1, Math.min(1, options.warmupSeconds), Math.min(4, options.durationSeconds));
      const loaded = await load(
        options.concurrency,
        options.warmupSeconds,
        options.durationSeconds,
        `public-list-${size}`,
      );
      cpu[`${size} offers`] = loaded.cpu;
      checkAnswers(loaded.result, `${size} offers`, notes);
      if (size === referenceSize)
        costs.push(
          ...cpuCostFigures(loaded.cpu, context, loaded.result.windowMs, loaded.result.successes, 'page'),
        );
      runs.push({
        offers: listed,
        alone: loadSummary(alone.result),
        loaded: loadSummary(loaded.result),
        requestsPerSecond: perSecond(loaded.result.successes, loaded.result.windowMs),
      });
      if (size !== referenceSize) continue;
      const page = await fetch(`${target.url}${PAGE_ONE}`);
      const body = Buffer.from(await page.arrayBuffer());
      const server = await startBareServer(body, page.headers.get('content-type') ?? 'application/json');
      try {
        context.log(`the same ${body.length} bytes from a bare Node http server`);
        const reference = await runLoad(
          {
            baseUrl: server.url,
            concurrency: options.concurrency,
            warmupMs: options.warmupSeconds * 1000,
            durationMs: options.durationSeconds * 1000,
            plan: { kind: 'get', path: PAGE_ONE },
          },
          [...target.processes, { name: 'bare server', pid: server.pid }],
        );
        cpu['bare server'] = reference.cpu;
        bare = {
          requestsPerSecond: perSecond(reference.result.successes, reference.result.windowMs),
          load: loadSummary(reference.result),
          bytes: body.length,
        };
      } finally {
        await server.stop();
      }
    }
  } finally {
    await bulk.removeSeeded().catch((error) => notes.push(`seeded offers not removed: ${String(error)}`));
    await bulk.close();
  }
  return {
    scenario: 'public-list',
    mode: target.mode,
    figures: [
      ...figures(runs, referenceSize, bare?.requestsPerSecond ?? null, options.concurrency),
      ...costs,
    ],
    cpu,
    details: { path: PAGE_ONE, sizes: runs, bare },
    notes,
  };
};

function figures(
  runs: SizeRun[],
  referenceSize: number,
  bareRps: number | null,
  concurrency: number,
): Figure[] {
  const at = (size: number) =>
    runs.find((run) => run.offers === size) ?? runs.find((run) => run.offers >= size);
  const reference = at(referenceSize);
  const share = ratio(reference?.requestsPerSecond, bareRps);
  const result: Figure[] = [
    {
      name: `req/s, ${referenceSize.toLocaleString('en-US')} offers, ${concurrency} clients`,
      value: reference?.requestsPerSecond ?? null,
      unit: '/s',
      reference: { name: 'bare Node http, same bytes', value: bareRps, unit: '/s' },
      ratio: share,
      ...atLeastShare(share, 0.5, 'bare'),
    },
  ];
  for (const run of runs) {
    const label = `${run.offers.toLocaleString('en-US')} offers`;
    result.push(
      {
        name: `page 1 p50, ${label}, ${concurrency} clients`,
        value: run.loaded.successLatency.p50,
        unit: 'ms',
      },
      {
        name: `page 1 p99, ${label}, ${concurrency} clients`,
        value: run.loaded.successLatency.p99,
        unit: 'ms',
      },
      { name: `page 1 p50, ${label}, 1 client`, value: run.alone.successLatency.p50, unit: 'ms' },
    );
  }
  const [smallest, largest] = [runs[0], runs[runs.length - 1]];
  if (runs.length > 1) {
    const growth = ratio(largest.loaded.successLatency.p50, smallest.loaded.successLatency.p50);
    const span = `${largest.offers.toLocaleString('en-US')} vs ${smallest.offers.toLocaleString('en-US')} offers`;
    result.push(
      {
        name: `page 1 p50 growth, ${span}, ${concurrency} clients`,
        value: growth,
        unit: 'x',
        ...atMost(growth, 1.5, 'x'),
      },
      {
        name: `page 1 p50 growth, ${span}, 1 client`,
        value: ratio(largest.alone.successLatency.p50, smallest.alone.successLatency.p50),
        unit: 'x',
      },
    );
  }
  return result;
}

function checkAnswers(result: LoadResult, label: string, notes: string[]): void {
  const failed = Object.entries(result.outcomes).filter(([outcome]) => outcome !== '200');
  if (failed.length > 0)
    notes.push(`${label}: ${failed.map(([key, count]) => `${count}x ${key}`).join('; ')}`);
}
