import type { Clock } from '@p2p/football-service';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private instant: Date;

  constructor(start: Date | string) {
    this.instant = new Date(start);
  }

  now(): Date {
    return new Date(this.instant);
  }

  set(instant: Date | string): void {
    this.instant = new Date(instant);
  }

  advance(ms: number): void {
    this.instant = new Date(this.instant.getTime() + ms);
  }
}
