import { Logger } from '@nestjs/common';
import { Client } from 'pg';

/** The advisory lock only the replica running the live clock holds. */
export const CLOCK_LEASE_KEY = 7_413_000_202;

/**
 * Leadership of the live clock among replicas: a PostgreSQL session advisory lock held on a
 * connection of its own. The server frees it when that session ends (crash, lost network), so
 * another replica's next attempt takes over; until then the others keep asking.
 */
export class ClockLease {
  private readonly logger = new Logger(ClockLease.name);
  private client: Client | null = null;
  private held = false;

  constructor(private readonly databaseUrl: string) {}

  isHeld(): boolean {
    return this.held;
  }

  /** Takes the lease if it is free; true when this replica holds it. */
  async tryAcquire(): Promise<boolean> {
    if (this.held) return true;
    try {
      const client = await this.connection();
      const { rows } = await client.query<{ acquired: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS acquired',
        [CLOCK_LEASE_KEY],
      );
      this.held = rows[0]?.acquired === true;
      if (this.held) this.logger.log('This replica now runs the live clock');
      return this.held;
    } catch (error) {
      this.lose(error);
      return false;
    }
  }

  /** Checks the lease's session still answers; a dead session has lost the lock to the server. */
  async confirm(): Promise<boolean> {
    if (!this.held || !this.client) return false;
    try {
      await this.client.query('SELECT 1');
      return true;
    } catch (error) {
      this.lose(error);
      return false;
    }
  }

  async release(): Promise<void> {
    const client = this.client;
    const wasHeld = this.held;
    this.client = null;
    this.held = false;
    if (!client) return;
    if (wasHeld)
      await client.query('SELECT pg_advisory_unlock($1)', [CLOCK_LEASE_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }

  private async connection(): Promise<Client> {
    if (this.client) return this.client;
    const client = new Client({
      connectionString: this.databaseUrl,
      application_name: 'football-clock-lease',
    });
    client.on('error', (error) => this.lose(error));
    await client.connect();
    this.client = client;
    return client;
  }

  private lose(error: unknown): void {
    if (this.held) this.logger.warn(`Lost the live clock lease: ${String(error)}`);
    this.held = false;
    const client = this.client;
    this.client = null;
    client?.end().catch(() => undefined);
  }
}
