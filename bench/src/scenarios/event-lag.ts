import { createOffers } from '../fixtures/population';
import { loadSummary } from '../load/job';
import { runLoad } from '../load/run-load';
import { EventLag, measureEventLag } from './event-lag-query';
import { atMost, Scenario, windowProfile } from './scenario';

/** Few connections: the pace, not the connection count, sets the load. */
const CONNECTIONS = 8;

/**
 * Scenario 4: at a steady, moderate pace (not saturating the machine, which would measure queueing),
 * alternately take an offer and cancel another, then read how long each OfferMatched took to reach
 * football's applied effect and each OfferCancelled the wallet's (the release of the maker's hold).
 */
export const eventLag: Scenario = async (context) => {
  const { target, population, options } = context;
  const notes: string[] = [];
  const needed = Math.ceil(options.lagRate * (options.warmupSeconds + options.durationSeconds) * 1.2) + 10;
  const missing = needed - population.openOffers.length;
  if (missing > 0) {
    context.log(`making ${missing} open offers through the API`);
    await createOffers(target, population, missing);
  }
  const offers = population.openOffers.splice(0, needed);
  context.log(`${options.lagRate} takes and cancels a second for ${options.durationSeconds} s`);
  const { result, cpu } = await runLoad(
    {
      baseUrl: target.url,
      concurrency: CONNECTIONS,
      warmupMs: options.warmupSeconds * 1000,
      durationMs: options.durationSeconds * 1000,
      ratePerSecond: options.lagRate,
      plan: { kind: 'take-and-cancel', bettors: population.bettors, offers },
    },
    target.processes,
    windowProfile(context, `event-lag-${target.mode}`),
  );
  if (result.exhausted) notes.push('ran out of offers before the window ended');
  const failed = Object.entries(result.outcomes).filter(([outcome]) => !['200', '201'].includes(outcome));
  if (failed.length > 0)
    notes.push(`failed operations: ${failed.map(([key, count]) => `${count}x ${key}`).join('; ')}`);
  const lag = await measureEventLag(target, result.used);
  for (const path of [lag.matched, lag.cancelled]) {
    if (path.unapplied > 0)
      notes.push(`${path.unapplied} ${path.event} not applied by ${path.consumer} within 30 s`);
    notes.push(`${path.event} -> ${path.consumer}, ${describeStages(path)}`);
  }
  // The issue's goals: a quiet in-memory bus within 10 ms, Kafka within 50 ms.
  const goalMs = target.mode === 'embedded' ? 10 : 50;
  return {
    scenario: 'event-lag',
    mode: target.mode,
    figures: [
      { name: 'OfferMatched -> football lag p50', value: lag.matched.commitToCommit.p50, unit: 'ms' },
      {
        name: 'OfferMatched -> football lag p99',
        value: lag.matched.commitToCommit.p99,
        unit: 'ms',
        ...atMost(lag.matched.commitToCommit.p99, goalMs, 'ms'),
      },
      { name: 'OfferCancelled -> wallet lag p50', value: lag.cancelled.commitToCommit.p50, unit: 'ms' },
      {
        name: 'OfferCancelled -> wallet lag p99',
        value: lag.cancelled.commitToCommit.p99,
        unit: 'ms',
        ...atMost(lag.cancelled.commitToCommit.p99, goalMs, 'ms'),
      },
    ],
    cpu: { load: cpu },
    details: { load: loadSummary(result), rate: options.lagRate, lag },
    notes,
  };
};

/** "p50/p99 ms: relay pickup 1.2/5.0, publish 0.8/3.1, delivery 2.0/9.9" */
function describeStages(lag: EventLag): string {
  const pair = (summary: EventLag['commitToCommit']) => `${summary.p50.toFixed(1)}/${summary.p99.toFixed(1)}`;
  const { relayPickup, publish, delivery } = lag.stages;
  return `p50/p99 ms: relay pickup ${pair(relayPickup)}, publish ${pair(publish)}, delivery ${pair(delivery)}`;
}
