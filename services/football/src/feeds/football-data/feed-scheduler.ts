import { type Clock } from '@p2p/service-kit';
import { HOUR_MS, MINUTE_MS } from '../../simulation/time';
import type { FdCompetitionCode } from './competitions';
import type { RequestBudget } from './request-budget';

/** One request's worth of work, in the order they are preferred. */
export type FeedTask =
  | { kind: 'results'; fdIds: number[] }
  | { kind: 'fixtures'; code: FdCompetitionCode }
  | { kind: 'catalog'; code: FdCompetitionCode }
  | { kind: 'ratings'; code: FdCompetitionCode };

/** What the database says the poller should watch now. */
export interface FeedSituation {
  /** The feed's ids of our matches in play, or whose kick-off time has come. */
  live: number[];
  /** Those kicking off soon (a moved kick-off moves the betting close). */
  soon: number[];
}

/** A competition's fixtures (and results of the last days) are refreshed this often. */
export const FIXTURES_EVERY_MS = 30 * MINUTE_MS;
/** Clubs and crests, then the table's ratings: they change rarely. */
export const CATALOG_EVERY_MS = 24 * HOUR_MS;
export const RATINGS_EVERY_MS = 12 * HOUR_MS;
/** Matches about to start are looked at once a minute when none is in play. */
export const SOON_EVERY_MS = MINUTE_MS;
/** The window of "about to start". */
export const SOON_WINDOW_MS = 30 * MINUTE_MS;
/** A failed task waits this long, doubling up to the maximum, while the others go on. */
const RETRY_FIRST_MS = MINUTE_MS;
const RETRY_MAX_MS = 15 * MINUTE_MS;
/** Never closer than this between two polls of the same matches: scores do not change by the second. */
const LIVE_FLOOR_MS = 6_000;

const keyOf = (task: FeedTask) => (task.kind === 'results' ? 'results' : `${task.kind}:${task.code}`);

/**
 * Which request to send next, within the plan's budget: live matches first (as often as the budget
 * allows while keeping two requests a minute for the rest), then matches about to start, then each
 * competition's fixtures, then its clubs and their ratings. A competition's fixtures wait for its
 * clubs (a fixture names them). The clock is injected: tests drive time by hand.
 */
export class FeedScheduler {
  private readonly lastRun = new Map<string, number>();
  private readonly failures = new Map<string, { count: number; retryAt: number }>();
  private readonly catalogued = new Set<FdCompetitionCode>();
  /** When the requests other than live polls were sent: while matches are live they get what is left. */
  private otherSent: number[] = [];

  constructor(
    private readonly codes: readonly FdCompetitionCode[],
    private readonly budget: RequestBudget,
    private readonly clock: Clock,
  ) {}

  /** How often live matches are polled: the budget less two a minute for the other work. */
  liveIntervalMs(): number {
    const forLive = Math.max(1, this.budget.perMinute - (this.budget.perMinute > 4 ? 2 : 1));
    return Math.min(MINUTE_MS, Math.max(LIVE_FLOOR_MS, Math.ceil(MINUTE_MS / forLive)));
  }

  /** A competition whose clubs are already stored (after a restart): its catalog is not due at once. */
  markCatalogued(code: FdCompetitionCode, ratingsDueInMs = HOUR_MS): void {
    const now = this.clock.now().getTime();
    this.catalogued.add(code);
    this.lastRun.set(`catalog:${code}`, now);
    this.lastRun.set(`ratings:${code}`, now - RATINGS_EVERY_MS + ratingsDueInMs);
  }

  /** A fixture named a club we do not know: the competition's clubs are fetched again first. */
  catalogStale(code: FdCompetitionCode): void {
    this.lastRun.delete(`catalog:${code}`);
  }

  /** The task to run now, or null when nothing is due or no request may be sent. */
  next(situation: FeedSituation): FeedTask | null {
    if (!this.budget.canSend()) return null;
    const othersAllowed =
      situation.live.length === 0 || this.othersInLastMinute() < this.othersPerMinuteWhileLive();
    return (
      this.due(situation).find((task) => this.mayRetry(task) && (task.kind === 'results' || othersAllowed)) ??
      null
    );
  }

  /** While matches are live, what the live polls leave of the minute's budget (one at least). */
  othersPerMinuteWhileLive(): number {
    return Math.max(1, this.budget.perMinute - Math.floor(MINUTE_MS / this.liveIntervalMs()));
  }

  /** Every task due now, most important first (the budget aside). */
  due(situation: FeedSituation): FeedTask[] {
    const now = this.clock.now().getTime();
    const tasks: FeedTask[] = [];
    const sinceResults = now - (this.lastRun.get('results') ?? Number.NEGATIVE_INFINITY);
    const watchLive = situation.live.length > 0 && sinceResults >= this.liveIntervalMs();
    const watchSoon = situation.soon.length > 0 && sinceResults >= SOON_EVERY_MS;
    if (watchLive || watchSoon)
      tasks.push({ kind: 'results', fdIds: [...situation.live, ...situation.soon] });
    const dueAfter = (key: string, everyMs: number) =>
      now - (this.lastRun.get(key) ?? Number.NEGATIVE_INFINITY) >= everyMs;
    for (const code of this.codes) {
      if (this.catalogued.has(code) && dueAfter(`fixtures:${code}`, FIXTURES_EVERY_MS)) {
        tasks.push({ kind: 'fixtures', code });
      }
    }
    // The oldest competitions first, so one failing does not starve the others.
    const byAge = (kind: string) =>
      [...this.codes].sort(
        (a, b) =>
          (this.lastRun.get(`${kind}:${a}`) ?? Number.NEGATIVE_INFINITY) -
          (this.lastRun.get(`${kind}:${b}`) ?? Number.NEGATIVE_INFINITY),
      );
    for (const code of byAge('catalog')) {
      if (dueAfter(`catalog:${code}`, CATALOG_EVERY_MS)) tasks.push({ kind: 'catalog', code });
    }
    for (const code of byAge('ratings')) {
      if (this.catalogued.has(code) && dueAfter(`ratings:${code}`, RATINGS_EVERY_MS)) {
        tasks.push({ kind: 'ratings', code });
      }
    }
    return tasks;
  }

  /** The task was answered (or refused by the API for the request itself, e.g. a 404). */
  succeeded(task: FeedTask): void {
    this.sent(task);
    const key = keyOf(task);
    this.lastRun.set(key, this.clock.now().getTime());
    this.failures.delete(key);
    if (task.kind === 'catalog') this.catalogued.add(task.code);
  }

  /** The task failed: it waits, longer each time, while the others go on. */
  failed(task: FeedTask): void {
    this.sent(task);
    const key = keyOf(task);
    const count = (this.failures.get(key)?.count ?? 0) + 1;
    // Live scores are retried at their own pace; the rest from a minute on.
    const first = task.kind === 'results' ? this.liveIntervalMs() : RETRY_FIRST_MS;
    const delay = Math.min(RETRY_MAX_MS, first * 2 ** (count - 1));
    this.failures.set(key, { count, retryAt: this.clock.now().getTime() + delay });
  }

  private sent(task: FeedTask): void {
    if (task.kind !== 'results') this.otherSent.push(this.clock.now().getTime());
  }

  private othersInLastMinute(): number {
    const since = this.clock.now().getTime() - MINUTE_MS;
    this.otherSent = this.otherSent.filter((at) => at > since);
    return this.otherSent.length;
  }

  private mayRetry(task: FeedTask): boolean {
    const failure = this.failures.get(keyOf(task));
    return !failure || this.clock.now().getTime() >= failure.retryAt;
  }
}
