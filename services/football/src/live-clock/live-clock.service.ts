import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG, Periodic, CLOCK, type Clock } from '@p2p/service-kit';
import { Brackets, DataSource } from 'typeorm';
import type { FootballConfig } from '../football.config';
import { MatchLifecycle } from '../matches/match-lifecycle.service';
import { Match } from '../matches/match.entity';
import { statusOfPhase, timelineAt } from '../simulation/match-timeline';
import { FEED_REF_PREFIX } from '../feeds/football-data/football-data.mapping';
import { ClockLeadership } from './clock-leadership';

/**
 * The live clock: every tick kicks off the matches whose time has come and plays those in play up
 * to now. A timer drives it in demo mode, only on the replica holding the lease; tests call
 * `tick()` themselves with a clock they move. Matches of a real feed are left to the feed: their
 * results are reported, never simulated.
 */
@Injectable()
export class LiveClockService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LiveClockService.name);
  private readonly periodic: Periodic;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: MatchLifecycle,
    private readonly leadership: ClockLeadership,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: FootballConfig,
  ) {
    this.periodic = new Periodic(LiveClockService.name, config.FOOTBALL_CLOCK_TICK_MS, () =>
      this.leadAndTick(),
    );
  }

  onApplicationBootstrap(): void {
    // On a real feed there is nothing to simulate: the feed's poller moves the matches.
    if (this.config.FOOTBALL_CLOCK_ENABLED && this.config.FOOTBALL_PROVIDER === 'demo') this.periodic.start();
  }

  /** Before the database closes (it closes at application shutdown): the last tick completes first. */
  async onModuleDestroy(): Promise<void> {
    await this.periodic.stop();
  }

  /** Advances every simulated match that is due; returns how many changed. */
  async tick(): Promise<number> {
    const now = this.clock.now();
    const candidates = await this.dataSource
      .getRepository(Match)
      .createQueryBuilder('match')
      .select(['match.id', 'match.status', 'match.minute', 'match.kickoffAt'])
      .where(
        new Brackets((due) =>
          due
            .where(`match.status = 'Scheduled' AND match.kickoffAt <= :now`, { now })
            .orWhere(`match.status IN ('Live', 'Half Time')`),
        ),
      )
      .andWhere(`(match.externalRef IS NULL OR match.externalRef NOT LIKE :feed)`, {
        feed: `${FEED_REF_PREFIX}%`,
      })
      .orderBy('match.kickoffAt', 'ASC')
      .addOrderBy('match.id', 'ASC')
      .getMany();
    let changed = 0;
    for (const match of candidates.filter((candidate) => this.isDue(candidate, now))) {
      try {
        if (await this.lifecycle.advance(match.id, now)) changed++;
      } catch (error) {
        // One match's failure must not stop the others; it is retried on the next tick.
        this.logger.error(`Could not advance match ${match.id}: ${String(error)}`);
      }
    }
    return changed;
  }

  private isDue(match: Match, now: Date): boolean {
    if (match.status === 'Scheduled') return true;
    const target = timelineAt(match.kickoffAt, now, this.config.FOOTBALL_CLOCK_SPEED);
    if (target.phase === 'pre_match') return false;
    return target.minute !== match.minute || statusOfPhase(target.phase) !== match.status;
  }

  private async leadAndTick(): Promise<void> {
    if (await this.leadership.leads()) await this.tick();
  }
}
