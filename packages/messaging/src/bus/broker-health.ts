export interface BrokerHealthOptions {
  /** How often the broker is asked; a lost broker shows within about this long. */
  intervalMs: number;
  /** A probe not answered in this long counts as a failure (a frozen broker accepts and never answers). */
  timeoutMs: number;
}

/**
 * The broker's reachability as a cheap periodic request finds it. The clients' own connection
 * state says nothing while they are idle or retrying inside their backoff: a bus that only knew
 * about crashed consumers stayed "healthy" for about a minute with its broker down.
 */
export class BrokerHealth {
  private reachable = true;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<boolean> | null = null;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly options: BrokerHealthOptions,
    /** Closes what the probe opened. */
    private readonly release: () => Promise<void> = async () => undefined,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
    await this.release().catch(() => undefined);
  }

  isReachable(): boolean {
    return this.reachable;
  }

  /** One probe (joining the one in flight, if any); never rejects. */
  check(): Promise<boolean> {
    this.inFlight ??= this.probeWithin()
      .then(
        () => true,
        () => false,
      )
      .then((reachable) => {
        this.reachable = reachable;
        this.inFlight = null;
        return reachable;
      });
    return this.inFlight;
  }

  private probeWithin(): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('Broker probe timed out')), this.options.timeoutMs);
    });
    return Promise.race([this.probe(), timeout]).finally(() => clearTimeout(timer));
  }
}
