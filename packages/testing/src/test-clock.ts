/**
 * A clock the test moves by hand, handed to a service as its runtime's clock (the kit's `CLOCK`):
 * time passes when the test says, so no test sleeps for a break, a code step or a delay to end.
 */
export class TestClock {
  private instant: Date;

  constructor(start: Date | string | number = Date.now()) {
    this.instant = new Date(start);
  }

  now(): Date {
    return new Date(this.instant);
  }

  set(instant: Date | string | number): void {
    this.instant = new Date(instant);
  }

  advance(ms: number): void {
    this.instant = new Date(this.instant.getTime() + ms);
  }
}
