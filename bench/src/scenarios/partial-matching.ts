import { createExchangeOffers } from '../fixtures/population';
import { loadSummary } from '../load/job';
import { runLoad } from '../load/run-load';
import {
  againstPgbench,
  cpuCostFigures,
  perSecond,
  Scenario,
  statementsOfWindow,
  windowProfile,
} from './scenario';
import { pgbenchReference } from './write-reference';

/** Each exchange offer's stake, in parts of `PART`: ten takers fill one. */
const STAKE = '10.00';
const PART = '1.00';
const PARTS_PER_OFFER = 10;

/** Offers the takers pick among: few enough that several takers fill one offer at once. */
const PICK_WINDOW = 64;

/**
 * Issue 35's scenario: takers take $1 parts of $10 exchange offers at 2.0 through the gateway at full
 * speed. Each part is a claim of part of an offer in betting, both holds in the wallet (the taker's
 * liability, and the maker's share carved out of the offer's hold) in one call, and the bet with its
 * OfferMatched. Offers are picked among a small window, so parts of one offer race, and the last ones
 * hear there is not enough left. `--offers` is the number of parts on offer.
 */
export const partialMatching: Scenario = async (context) => {
  const { target, population, options } = context;
  const notes: string[] = [];
  const count = Math.ceil(options.offers / PARTS_PER_OFFER);
  context.log(`making ${count} exchange offers of ${STAKE} through the API`);
  const offers = await createExchangeOffers(target, population, count, STAKE);
  const reference = await pgbenchReference(context, notes);

  context.log(`${options.concurrency} takers taking ${PART} parts of ${offers.length} offers`);
  const counting = statementsOfWindow(context);
  const { result, cpu } = await runLoad(
    {
      baseUrl: target.url,
      concurrency: options.concurrency,
      warmupMs: options.warmupSeconds * 1000,
      durationMs: options.durationSeconds * 1000,
      plan: {
        kind: 'take-parts',
        bettors: population.bettors,
        offers,
        pickWindow: PICK_WINDOW,
        partAmount: PART,
      },
    },
    target.processes,
    windowProfile(context, 'partial-matching'),
    counting.hooks,
  );
  if (result.exhausted)
    notes.push(`every offer was filled after ${Math.round(result.windowMs)} ms: raise --offers`);
  const unexpected = Object.keys(result.outcomes).filter(
    (outcome) =>
      outcome !== '201' &&
      outcome !== '409 Bet offer is no longer available' &&
      !/^409 Only \$0\.\d\d of this offer is still unmatched$/.test(outcome),
  );
  if (unexpected.length > 0) notes.push(`unexpected answers: ${unexpected.join('; ')}`);

  const partsPerSecond = perSecond(result.successes, result.windowMs);
  return {
    scenario: 'partial-matching',
    mode: target.mode,
    figures: [
      againstPgbench('parts taken/s', partsPerSecond, reference, options.concurrency),
      { name: 'part latency p50', value: result.successLatency.p50, unit: 'ms' },
      { name: 'part latency p95', value: result.successLatency.p95, unit: 'ms' },
      { name: 'part latency p99', value: result.successLatency.p99, unit: 'ms' },
      ...cpuCostFigures(cpu, context, result.windowMs, result.successes, 'part'),
      ...counting.perOperation(result.successes, 'part', notes),
    ],
    cpu: { load: cpu, ...(reference ? { pgbench: reference.cpu } : {}) },
    details: {
      load: loadSummary(result),
      pgbench: reference,
      offers: offers.length,
      stake: STAKE,
      part: PART,
      pickWindow: PICK_WINDOW,
    },
    notes,
  };
};
