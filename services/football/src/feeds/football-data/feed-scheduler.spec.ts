import { describe, expect, it } from '@jest/globals';
import { TestClock } from '@p2p/testing';
import { COMPETITION_CODES } from './competitions';
import { FeedScheduler, FeedSituation, FeedTask } from './feed-scheduler';
import { RequestBudget } from './request-budget';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const QUIET: FeedSituation = { live: [], soon: [] };

function setUp(perMinute = 10) {
  const clock = new TestClock('2026-03-14T15:00:00Z');
  const budget = new RequestBudget(perMinute, clock);
  const scheduler = new FeedScheduler(COMPETITION_CODES, budget, clock);
  /** Polls once a second for `ms` as the poller does: at most one request a wake, each answered. */
  const run = (ms: number, situation: FeedSituation | (() => FeedSituation)) => {
    const sent: Array<{ at: number; task: FeedTask }> = [];
    const start = clock.now().getTime();
    for (let elapsed = 0; elapsed < ms; elapsed += SECOND) {
      const task = scheduler.next(typeof situation === 'function' ? situation() : situation);
      if (task && budget.take()) {
        sent.push({ at: clock.now().getTime() - start, task });
        scheduler.succeeded(task);
      }
      clock.advance(SECOND);
    }
    return sent;
  };
  return { clock, budget, scheduler, run };
}

/** The most requests sent in any 60 s of the run. */
function busiestMinute(sent: Array<{ at: number }>): number {
  return Math.max(
    0,
    ...sent.map(({ at }) => sent.filter((other) => other.at >= at && other.at < at + MINUTE).length),
  );
}

describe('Feed scheduler and request budget', () => {
  it('never sends more than the plan allows in any minute, whatever is due', () => {
    const { run } = setUp(10);

    const sent = run(10 * MINUTE, { live: [1, 2, 3], soon: [4] });

    expect(busiestMinute(sent)).toBe(10);
    // The live matches were polled throughout, the loading of the catalog around them.
    expect(sent.filter(({ task }) => task.kind === 'results').length).toBeGreaterThanOrEqual(60);
  });

  it('loads each competition: clubs first, then its fixtures, then the ratings', () => {
    const { run } = setUp(10);

    const sent = run(3 * MINUTE, QUIET).map(({ task }) =>
      'code' in task ? `${task.kind}:${task.code}` : task.kind,
    );

    expect(sent.slice(0, 4)).toEqual(['catalog:PL', 'fixtures:PL', 'catalog:CL', 'fixtures:CL']);
    expect(sent.filter((task) => task.startsWith('catalog'))).toHaveLength(6);
    expect(sent.filter((task) => task.startsWith('fixtures'))).toHaveLength(6);
    expect(sent.filter((task) => task.startsWith('ratings'))).toHaveLength(6);
    // Then nothing until the fixtures are due again: the quiet hours cost nothing.
    expect(sent).toHaveLength(18);
  });

  it('spends the budget on live matches first, keeping two requests a minute for the rest', () => {
    const { run, scheduler } = setUp(10);
    for (const code of COMPETITION_CODES) scheduler.markCatalogued(code);

    const sent = run(5 * MINUTE, { live: [538311], soon: [] });
    const results = sent.filter(({ task }) => task.kind === 'results');

    expect(scheduler.liveIntervalMs()).toBe(7_500);
    // Every 7.5 s (8 s with one-second wakes, 9 s when a fixtures refresh took the wake before).
    const gaps = results.slice(1).map(({ at }, index) => at - results[index].at);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(9 * SECOND);
    expect(results.length).toBeGreaterThanOrEqual(33);
    expect(sent[0].task).toEqual({ kind: 'results', fdIds: [538311] });
    expect(sent.filter(({ task }) => task.kind === 'fixtures')).toHaveLength(6);
    expect(busiestMinute(sent)).toBeLessThanOrEqual(10);
  });

  it('looks at matches about to start once a minute when none is in play', () => {
    const { run, scheduler } = setUp(10);
    for (const code of COMPETITION_CODES) scheduler.markCatalogued(code);
    run(MINUTE, QUIET); // the fixtures refresh

    const sent = run(5 * MINUTE, { live: [], soon: [538311] });

    expect(sent.map(({ at, task }) => [at, task.kind])).toEqual([
      [0, 'results'],
      [MINUTE, 'results'],
      [2 * MINUTE, 'results'],
      [3 * MINUTE, 'results'],
      [4 * MINUTE, 'results'],
    ]);
  });

  it('after a 429 sends nothing until the reset the API gave, then resumes', () => {
    const { run, budget, scheduler, clock } = setUp(10);
    for (const code of COMPETITION_CODES) scheduler.markCatalogued(code);
    run(MINUTE, QUIET);

    budget.backOff(32);
    const during = run(31 * SECOND, { live: [538311], soon: [] });
    clock.advance(SECOND);
    const after = run(10 * SECOND, { live: [538311], soon: [] });

    expect(during).toEqual([]);
    expect(budget.backingOffUntil()).toBeNull();
    expect(after[0]).toEqual({ at: 0, task: { kind: 'results', fdIds: [538311] } });
  });

  it('holds back when an answer says no request is left, until its counter resets', () => {
    const { budget, clock } = setUp(10);

    expect(budget.take()).toBe(true);
    budget.observe({ available: 0, resetSeconds: 20 });

    expect(budget.canSend()).toBe(false);
    expect(budget.secondsToNextSlot()).toBe(20);
    clock.advance(20 * SECOND);
    expect(budget.canSend()).toBe(true);
  });

  it('retries a failed task later, longer each time, while the other tasks go on', () => {
    const { scheduler, clock } = setUp(10);
    const catalogPl = { kind: 'catalog', code: 'PL' } as const;

    scheduler.failed(catalogPl);
    expect(scheduler.next(QUIET)).toEqual({ kind: 'catalog', code: 'CL' });
    clock.advance(MINUTE);
    expect(scheduler.next(QUIET)).toEqual(catalogPl);
    scheduler.failed(catalogPl);
    clock.advance(MINUTE);
    expect(scheduler.next(QUIET)).toEqual({ kind: 'catalog', code: 'CL' });
    clock.advance(MINUTE);
    expect(scheduler.next(QUIET)).toEqual(catalogPl);
  });

  it("fetches a competition's clubs again when a fixture names one it does not know", () => {
    const { scheduler } = setUp(10);
    for (const code of COMPETITION_CODES) scheduler.markCatalogued(code);
    for (const code of COMPETITION_CODES) scheduler.succeeded({ kind: 'fixtures', code });

    expect(scheduler.next(QUIET)).toBeNull();
    scheduler.catalogStale('CL');
    expect(scheduler.next(QUIET)).toEqual({ kind: 'catalog', code: 'CL' });
  });
});
