import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@p2p/service-kit';
import type { FootballConfig } from '../football.config';
import { ClockLease } from './clock-lease';

/**
 * Whether this replica leads the match clock: the simulator's ticks and the real feed's polls run
 * only here, so one deployment moves its matches once and spends the feed's request budget once.
 * The others ask for the lease every FOOTBALL_CLOCK_LEASE_RETRY_MS.
 */
@Injectable()
export class ClockLeadership implements BeforeApplicationShutdown {
  private readonly lease: ClockLease;
  private lastAttempt = Number.NEGATIVE_INFINITY;

  constructor(@Inject(CONFIG) private readonly config: FootballConfig) {
    this.lease = new ClockLease(config.DATABASE_URL_FOOTBALL);
  }

  /** True when this replica holds the lease (taking it when free, at most every retry interval). */
  async leads(): Promise<boolean> {
    if (this.lease.isHeld()) return this.lease.confirm();
    if (Date.now() - this.lastAttempt < this.config.FOOTBALL_CLOCK_LEASE_RETRY_MS) return false;
    this.lastAttempt = Date.now();
    return this.lease.tryAcquire();
  }

  isLeader(): boolean {
    return this.lease.isHeld();
  }

  /** After every module stopped its timer (onModuleDestroy runs first), so no tick outlives the lease. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.lease.release();
  }
}
