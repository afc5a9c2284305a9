import { Logger } from '@nestjs/common';

/**
 * The one way an app runs background work on a timer: a job every interval, never two at once in
 * this process (replicas may run it together, so jobs use conditional updates). A failing run is
 * logged and the next tick runs it again: a database restart under a sweeper must never become an
 * unhandled rejection, which ends a Node process.
 */
export class Periodic {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly job: () => Promise<unknown>,
  ) {
    this.logger = new Logger(name);
  }

  /** Starts ticking; an interval of 0 means never (tests run the job themselves). */
  start(): void {
    if (this.intervalMs <= 0) return;
    this.timer ??= setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops ticking and waits for the run in progress, if any. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    // Through a resolved promise, so even a job that throws before returning its promise is caught.
    this.running = Promise.resolve()
      .then(() => this.job())
      .then(
        () => undefined,
        (error: unknown) => this.logger.warn(`${this.name} failed, will run again: ${String(error)}`),
      )
      .finally(() => {
        this.running = null;
      });
  }
}
