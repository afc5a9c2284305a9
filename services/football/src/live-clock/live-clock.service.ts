import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG, Periodic } from '@p2p/service-kit';
import { DataSource, In, LessThanOrEqual } from 'typeorm';
import type { FootballConfig } from '../football.config';
import { MatchLifecycle } from '../matches/match-lifecycle.service';
import { Match } from '../matches/match.entity';
import type { Clock } from '../simulation/clock';
import { statusOfPhase, timelineAt } from '../simulation/match-timeline';
import { CLOCK } from '../simulation/simulation.module';
import { ClockLease } from './clock-lease';

/**
 * The live clock: every tick kicks off the matches whose time has come and plays those in play up
 * to now. A timer drives it in production, only on the replica holding the lease; tests call
 * `tick()` themselves with a clock they move.
 */
@Injectable()
export class LiveClockService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LiveClockService.name);
  private readonly lease: ClockLease;
  private readonly periodic: Periodic;
  private lastLeaseAttempt = Number.NEGATIVE_INFINITY;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: MatchLifecycle,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: FootballConfig,
  ) {
    this.lease = new ClockLease(config.DATABASE_URL_FOOTBALL);
    this.periodic = new Periodic(LiveClockService.name, config.FOOTBALL_CLOCK_TICK_MS, () =>
      this.leadAndTick(),
    );
  }

  onApplicationBootstrap(): void {
    if (this.config.FOOTBALL_CLOCK_ENABLED) this.periodic.start();
  }

  /** Before the database closes (it closes at application shutdown): the last tick completes first. */
  async onModuleDestroy(): Promise<void> {
    await this.periodic.stop();
    await this.lease.release();
  }

  /** Advances every match that is due; returns how many changed. */
  async tick(): Promise<number> {
    const now = this.clock.now();
    const candidates = await this.dataSource.getRepository(Match).find({
      select: { id: true, status: true, minute: true, kickoffAt: true },
      where: [
        { status: 'Scheduled', kickoffAt: LessThanOrEqual(now) },
        { status: In(['Live', 'Half Time']) },
      ],
      order: { kickoffAt: 'ASC', id: 'ASC' },
    });
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
    if (await this.holdsLease()) await this.tick();
  }

  private async holdsLease(): Promise<boolean> {
    if (this.lease.isHeld()) return this.lease.confirm();
    if (Date.now() - this.lastLeaseAttempt < this.config.FOOTBALL_CLOCK_LEASE_RETRY_MS) return false;
    this.lastLeaseAttempt = Date.now();
    return this.lease.tryAcquire();
  }
}
