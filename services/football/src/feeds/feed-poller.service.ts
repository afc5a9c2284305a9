import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CONFIG, HealthDetails, Periodic, CLOCK, type Clock } from '@p2p/service-kit';
import type { FootballConfig } from '../football.config';
import { ClockLeadership } from '../live-clock/clock-leadership';
import { MINUTE_MS } from '../simulation/time';
import { COMPETITION_CODES } from './football-data/competitions';
import { FeedScheduler, FeedTask } from './football-data/feed-scheduler';
import { FeedRequestError } from './football-data/football-data.client';
import { REQUEST_BUDGET } from './football-data/football-data.feed';
import type { RequestBudget } from './football-data/request-budget';
import { FeedSync } from './feed-sync.service';
import { ScoreCorrections } from './score-corrections.service';

/** ok: answering; degraded: the last request failed, or no good answer for this long; backing-off: told to wait. */
export type FeedState = 'starting' | 'ok' | 'degraded' | 'backing-off' | 'standby';
const STALE_AFTER_MS = 5 * MINUTE_MS;

/**
 * The real feed's poller: on the replica leading the match clock, every FOOTBALL_FEED_TICK_MS it
 * asks the scheduler for the most useful request the plan's budget allows and runs it. It never
 * stops on an error: a failed request is logged, its task waits and the others go on; a 429 holds
 * every request until the API's counter resets. Tests call `poll()` with a clock they move.
 */
@Injectable()
export class FeedPoller implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(FeedPoller.name);
  private readonly periodic: Periodic;
  readonly scheduler: FeedScheduler;
  private primed = false;
  private lastGoodAnswerAt: Date | null = null;
  private lastError: { at: Date; message: string } | null = null;
  private lastFailed = false;

  constructor(
    private readonly sync: FeedSync,
    private readonly leadership: ClockLeadership,
    private readonly corrections: ScoreCorrections,
    private readonly health: HealthDetails,
    @Inject(REQUEST_BUDGET) private readonly budget: RequestBudget,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: FootballConfig,
  ) {
    this.scheduler = new FeedScheduler(COMPETITION_CODES, budget, clock);
    this.periodic = new Periodic(FeedPoller.name, config.FOOTBALL_FEED_TICK_MS, () => this.leadAndPoll());
  }

  onApplicationBootstrap(): void {
    if (this.config.FOOTBALL_PROVIDER !== 'football-data') {
      this.health.contribute('footballFeed', async () => ({ provider: 'demo', state: 'simulated' }));
      return;
    }
    this.health.contribute('footballFeed', () => this.status());
    if (this.config.FOOTBALL_CLOCK_ENABLED) this.periodic.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.periodic.stop();
  }

  /** Runs the next due request, if the budget allows one; answers what it ran. Never throws. */
  async poll(): Promise<FeedTask | null> {
    try {
      if (!this.primed) await this.prime();
      const task = this.scheduler.next(await this.sync.situation());
      if (task) await this.run(task);
      return task;
    } catch (error) {
      // The database, not the feed (a feed error is handled in run): the next tick tries again.
      this.logger.error(`Feed poll failed: ${String(error)}`);
      return null;
    }
  }

  /** The feed's state as /health/ready shows it (under details.footballFeed). */
  async status() {
    const now = this.clock.now();
    const backingOffUntil = this.budget.backingOffUntil();
    const leads = this.leadership.isLeader() || !this.config.FOOTBALL_CLOCK_ENABLED;
    return {
      provider: 'football-data',
      state: this.state(now, leads),
      role: leads ? 'polling' : 'standby (another replica polls)',
      lastGoodAnswerAt: this.lastGoodAnswerAt?.toISOString() ?? null,
      lastError: this.lastError
        ? { at: this.lastError.at.toISOString(), message: this.lastError.message }
        : null,
      backingOffUntil: backingOffUntil?.toISOString() ?? null,
      requests: {
        limitPerMinute: this.budget.perMinute,
        usedLastMinute: this.budget.used(),
        availableAsReported: this.budget.reported()?.available ?? null,
      },
      scoreCorrections: await this.corrections.count(),
    };
  }

  private state(now: Date, leads: boolean): FeedState {
    if (!leads) return 'standby';
    if (this.budget.backingOffUntil()) return 'backing-off';
    if (this.lastFailed) return 'degraded';
    if (!this.lastGoodAnswerAt) return this.lastError ? 'degraded' : 'starting';
    return now.getTime() - this.lastGoodAnswerAt.getTime() > STALE_AFTER_MS && this.lastError
      ? 'degraded'
      : 'ok';
  }

  private async leadAndPoll(): Promise<void> {
    if (await this.leadership.leads()) await this.poll();
  }

  /** Competitions whose clubs are stored need not be fetched again at once after a restart. */
  private async prime(): Promise<void> {
    for (const code of await this.sync.cataloguedCompetitions()) this.scheduler.markCatalogued(code);
    this.primed = true;
  }

  private async run(task: FeedTask): Promise<void> {
    try {
      switch (task.kind) {
        case 'results':
          await this.sync.applyResults(task.fdIds);
          break;
        case 'fixtures': {
          const imported = await this.sync.importFixtures(task.code);
          if (imported.unknownClub) this.scheduler.catalogStale(task.code);
          break;
        }
        case 'catalog':
          await this.sync.syncCatalog(task.code);
          break;
        case 'ratings':
          await this.sync.syncRatings(task.code);
          break;
      }
      this.scheduler.succeeded(task);
      this.lastGoodAnswerAt = this.clock.now();
      this.lastFailed = false;
    } catch (error) {
      this.failed(task, error);
    }
  }

  private failed(task: FeedTask, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof FeedRequestError && error.kind === 'budget-spent') return; // nothing was sent
    this.lastError = { at: this.clock.now(), message };
    this.lastFailed = true;
    if (error instanceof FeedRequestError && error.kind === 'rate-limited') {
      // The budget holds every request until the reset; the task itself is not at fault.
      this.logger.warn(`football-data.org asked to wait ${error.retryAfterSeconds} s: ${message}`);
      return;
    }
    this.scheduler.failed(task);
    this.logger.warn(`football-data.org ${task.kind} failed, will retry: ${message}`);
  }
}
