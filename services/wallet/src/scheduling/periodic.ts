import { Logger } from '@nestjs/common';

/**
 * Runs a job every interval, never two at once in this process; replicas may run it together, so
 * jobs use conditional updates. A failing run is logged and tried again at the next tick.
 */
export class Periodic {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    name: string,
    private readonly intervalMs: number,
    private readonly job: () => Promise<unknown>,
  ) {
    this.logger = new Logger(name);
  }

  start(): void {
    this.timer ??= setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.job()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(`Run failed, will retry: ${String(error)}`))
      .finally(() => {
        this.running = null;
      });
  }
}
