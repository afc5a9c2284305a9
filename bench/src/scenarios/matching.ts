import { createOffers } from '../fixtures/population';
import { loadSummary } from '../load/job';
import { runLoad } from '../load/run-load';
import { ratio } from '../stats';
import { measureEventLag } from './event-lag-query';
import {
  againstPgbench,
  atLeastShare,
  atMost,
  cpuCostFigures,
  perSecond,
  Scenario,
  ScenarioContext,
  statementsOfWindow,
  windowProfile,
} from './scenario';
import { pgbenchReference } from './write-reference';

/** Offers a taker may pick among: a few screens of the list, so concurrent takers sometimes collide. */
const PICK_WINDOW = 1024;

/**
 * Scenario 1: takers take open offers through the gateway at full speed. Each match is a claim in
 * betting, a hold in the wallet (over HTTP) and the bet with its OfferMatched event.
 */
export const matching: Scenario = async (context) => {
  const { target, population, options } = context;
  const notes: string[] = [];
  const missing = options.offers - population.openOffers.length;
  if (missing > 0) {
    context.log(`making ${missing} open offers through the API`);
    await createOffers(target, population, missing);
  }
  const reference = await pgbenchReference(context, notes);

  context.log(`${options.concurrency} takers on ${population.openOffers.length} open offers`);
  const offers = [...population.openOffers];
  const counting = statementsOfWindow(context);
  const { result, cpu } = await runLoad(
    {
      baseUrl: target.url,
      concurrency: options.concurrency,
      warmupMs: options.warmupSeconds * 1000,
      durationMs: options.durationSeconds * 1000,
      plan: { kind: 'take-offers', bettors: population.bettors, offers, pickWindow: PICK_WINDOW },
    },
    target.processes,
    windowProfile(context, 'matching'),
    counting.hooks,
  );
  const used = new Set(result.used);
  population.openOffers = population.openOffers.filter((offer) => !used.has(offer.id));
  if (result.exhausted)
    notes.push(`ran out of open offers after ${Math.round(result.windowMs)} ms: raise --offers`);
  const unexpected = Object.keys(result.outcomes).filter(
    (outcome) => outcome !== '201' && outcome !== '409 Bet offer is no longer available',
  );
  if (unexpected.length > 0) notes.push(`unexpected answers: ${unexpected.join('; ')}`);

  const lag = await measureEventLag(target, result.used);
  const open = await openLoop(context, notes);
  const matchesPerSecond = perSecond(result.successes, result.windowMs);
  const share = ratio(matchesPerSecond, reference?.tps);
  return {
    scenario: 'matching',
    mode: target.mode,
    figures: [
      {
        ...againstPgbench('matches/s', matchesPerSecond, reference, options.concurrency),
        ...atLeastShare(share, 0.25, 'pgbench'),
      },
      { name: 'match latency p50', value: result.successLatency.p50, unit: 'ms' },
      { name: 'match latency p95', value: result.successLatency.p95, unit: 'ms' },
      {
        name: 'match latency p99',
        value: result.successLatency.p99,
        unit: 'ms',
        reference: { name: 'pgbench latency avg', value: reference?.latencyMs ?? null, unit: 'ms' },
      },
      {
        name: 'OfferMatched lag p99 under this load',
        value: lag.matched.commitToCommit.p99,
        unit: 'ms',
        ...atMost(lag.matched.commitToCommit.p99, 50, 'ms'),
      },
      ...cpuCostFigures(cpu, context, result.windowMs, result.successes, 'match', 4),
      ...counting.perOperation(result.successes, 'match', notes),
      {
        name: `match latency p50 at a steady ${options.matchRate}/s`,
        value: open.successLatency.p50,
        unit: 'ms',
      },
      {
        name: `match latency p99 at a steady ${options.matchRate}/s (open loop)`,
        value: open.successLatency.p99,
        unit: 'ms',
        ...atMost(open.successLatency.p99, 50, 'ms'),
      },
    ],
    cpu: { load: cpu, 'open loop': open.cpu, ...(reference ? { pgbench: reference.cpu } : {}) },
    details: {
      load: loadSummary(result),
      openLoop: { rate: options.matchRate, ...loadSummary(open.result) },
      pgbench: reference,
      pickWindow: PICK_WINDOW,
      eventLagUnderLoad: lag,
    },
    notes,
  };
};

/**
 * Latency as users meet it: takes arriving at a steady `--match-rate`, whatever the answers' pace,
 * each timed from when it was due. Enough connections that a slow answer never holds the next take.
 */
async function openLoop(context: ScenarioContext, notes: string[]) {
  const { target, population, options } = context;
  const needed = Math.ceil(options.matchRate * (options.warmupSeconds + options.durationSeconds) * 1.2) + 10;
  const missing = needed - population.openOffers.length;
  if (missing > 0) {
    context.log(`making ${missing} open offers through the API`);
    await createOffers(target, population, missing);
  }
  context.log(`${options.matchRate} takes a second, open loop`);
  const offers = population.openOffers.splice(0, needed);
  const { result, cpu } = await runLoad(
    {
      baseUrl: target.url,
      concurrency: options.concurrency,
      warmupMs: options.warmupSeconds * 1000,
      durationMs: options.durationSeconds * 1000,
      ratePerSecond: options.matchRate,
      // Each take its own offer: the open-loop figure is the latency of a match, not of a race.
      plan: { kind: 'take-each', bettors: population.bettors, offers },
    },
    target.processes,
  );
  const used = new Set(result.used);
  population.openOffers.push(...offers.filter((offer) => !used.has(offer.id)));
  if (result.exhausted) notes.push('open loop: ran out of offers before the window ended');
  const failed = Object.keys(result.outcomes).filter((outcome) => outcome !== '201');
  if (failed.length > 0) notes.push(`open loop: unexpected answers: ${failed.join('; ')}`);
  return { result, cpu, successLatency: result.successLatency };
}
