import { loadSummary } from '../load/job';
import { runLoad } from '../load/run-load';
import {
  againstPgbench,
  cpuCostFigures,
  perSecond,
  statementsOfWindow,
  Scenario,
  windowProfile,
} from './scenario';
import { pgbenchReference } from './write-reference';

/**
 * Scenario 2: bettors make $1 offers through the gateway at full speed. Each is the pending offer,
 * the maker's hold in the wallet (over HTTP), then the open offer with its OfferCreated event. The
 * offers made are left open for the matching scenario to take.
 */
export const offerCreation: Scenario = async (context) => {
  const { target, population, options } = context;
  const notes: string[] = [];
  const reference = await pgbenchReference(context, notes);
  context.log(`${options.concurrency} makers creating offers`);
  const counting = statementsOfWindow(context);
  const { result, cpu } = await runLoad(
    {
      baseUrl: target.url,
      concurrency: options.concurrency,
      warmupMs: options.warmupSeconds * 1000,
      durationMs: options.durationSeconds * 1000,
      plan: { kind: 'create-offers', bettors: population.bettors, matchIds: population.matchIds },
    },
    target.processes,
    windowProfile(context, 'offer-creation'),
    counting.hooks,
  );
  population.openOffers.push(...result.created);
  const failed = Object.keys(result.outcomes).filter((outcome) => outcome !== '201');
  if (failed.length > 0) notes.push(`unexpected answers: ${failed.join('; ')}`);
  const offersPerSecond = perSecond(result.successes, result.windowMs);
  return {
    scenario: 'offer-creation',
    mode: target.mode,
    figures: [
      againstPgbench('offers created/s', offersPerSecond, reference, options.concurrency),
      { name: 'create latency p50', value: result.successLatency.p50, unit: 'ms' },
      { name: 'create latency p95', value: result.successLatency.p95, unit: 'ms' },
      {
        name: 'create latency p99',
        value: result.successLatency.p99,
        unit: 'ms',
        reference: { name: 'pgbench latency avg', value: reference?.latencyMs ?? null, unit: 'ms' },
      },
      ...cpuCostFigures(cpu, context, result.windowMs, result.successes, 'offer', 4),
      ...counting.perOperation(result.successes, 'offer', notes),
    ],
    cpu: { load: cpu, ...(reference ? { pgbench: reference.cpu } : {}) },
    details: { load: loadSummary(result), pgbench: reference },
    notes,
  };
};
