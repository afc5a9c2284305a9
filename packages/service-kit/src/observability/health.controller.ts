import { Controller, Get, HttpCode, Inject, Injectable, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventBus } from '@p2p/messaging';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { EVENT_BUS } from '../app/tokens';
import { ReachableWithoutGateway } from '../auth/gateway-only.guard';
import { RawResponse } from '../http/envelope';
import { OutboxService } from '../events/outbox.service';
import { Metrics } from './metrics';

/**
 * What a service adds to its readiness answer under `details` (owed work, dead letters): reported
 * for operators, never a reason to be unready. A detail that cannot be read says so.
 */
@Injectable()
export class HealthDetails {
  private readonly readers = new Map<string, () => Promise<unknown>>();

  contribute(name: string, read: () => Promise<unknown>): void {
    this.readers.set(name, read);
  }

  async read(): Promise<Record<string, unknown>> {
    const entries = await Promise.all(
      [...this.readers].map(async ([name, read]) => [name, await read().catch(() => 'unreadable')]),
    );
    return Object.fromEntries(entries);
  }
}

/** Probed by the orchestrator and by the gateway's readiness check, never through the gateway's proxy. */
@ApiExcludeController()
@ReachableWithoutGateway()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly outbox: OutboxService,
    private readonly details: HealthDetails,
    metrics: Metrics,
  ) {
    // Prometheus reads readiness too, so a flapping or stuck app shows where no probe is looking.
    metrics.onScrape(async () => metrics.ready.set((await this.checks()).ok ? 1 : 0));
  }

  @Get('live')
  @RawResponse()
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  /**
   * Ready when the database answers, the broker is reachable and the relay runs. Consumer groups
   * still joining do not hold readiness back (the HTTP commands work without them; their events wait
   * in the broker), but they are named, so a group that never joins shows.
   */
  @Get('ready')
  @RawResponse()
  async ready(@Res({ passthrough: true }) response: Response) {
    const { checks, ok } = await this.checks();
    const joining = this.bus.joiningGroups();
    const details = await this.details.read();
    response.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'unavailable',
      checks,
      consumers: joining.length > 0 ? `joining: ${joining.join(', ')}` : 'joined',
      ...(Object.keys(details).length > 0 ? { details } : {}),
    };
  }

  private async checks() {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    const checks = { database, bus: this.bus.isHealthy(), relay: this.outbox.relay.isHealthy() };
    return { checks, ok: Object.values(checks).every(Boolean) };
  }
}
