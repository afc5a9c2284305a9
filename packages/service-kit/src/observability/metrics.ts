import { Controller, Get, Header, Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { EventEnvelope } from '@p2p/contracts';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SERVICE_NAME } from '../app/tokens';
import { ReachableWithoutGateway } from '../auth/gateway-only.guard';
import { RawResponse } from '../http/envelope';

/** One registry per Nest app: the embedded runtime hosts several apps in one process. */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly outboxBacklog: Gauge;
  readonly outboxOldestAge: Gauge;
  readonly ready: Gauge;
  readonly consumerLagGauge: Gauge<'group' | 'topic'>;
  readonly deadLetters: Counter<'topic' | 'group'>;
  readonly handlerFailures: Counter<'group' | 'type'>;

  constructor(@Inject(SERVICE_NAME) service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.outboxBacklog = new Gauge({
      name: 'outbox_backlog',
      help: 'Outbox rows not yet published',
      registers: [this.registry],
    });
    this.outboxOldestAge = new Gauge({
      name: 'outbox_oldest_age_seconds',
      help: 'Age of the oldest outbox row not yet published, 0 when none',
      registers: [this.registry],
    });
    this.ready = new Gauge({
      name: 'app_ready',
      help: "1 while the app's readiness checks pass, else 0",
      registers: [this.registry],
    });
    this.consumerLagGauge = new Gauge({
      name: 'consumer_lag',
      help: 'Events published but not yet handled by a consumer group',
      labelNames: ['group', 'topic'],
      registers: [this.registry],
    });
    this.deadLetters = new Counter({
      name: 'dlq_events_total',
      help: 'Events sent to a dead-letter topic after their retries',
      labelNames: ['topic', 'group'],
      registers: [this.registry],
    });
    this.handlerFailures = new Counter({
      name: 'event_handler_failures_total',
      help: 'Failed event handler attempts (retried)',
      labelNames: ['group', 'type'],
      registers: [this.registry],
    });
  }

  private readonly beforeScrape: Array<() => Promise<void>> = [];

  /** A service's own gauge on this app's registry, so services need no prom-client of their own. */
  gauge<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }

  /** A service's own counter on this app's registry. */
  counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** Gauges read from the database are refreshed when Prometheus scrapes, not on a timer. */
  onScrape(refresh: () => Promise<void>): void {
    this.beforeScrape.push(refresh);
  }

  async scrape(): Promise<string> {
    await Promise.allSettled(this.beforeScrape.map((refresh) => refresh()));
    return this.registry.metrics();
  }

  deadLettered(topic: string, group: string): void {
    this.deadLetters.inc({ topic, group });
  }

  consumerLag(group: string, topic: string, lag: number): void {
    this.consumerLagGauge.set({ group, topic }, lag);
  }

  handlerFailed(group: string, event: EventEnvelope): void {
    this.handlerFailures.inc({ group, type: event.type });
  }
}

@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: Metrics) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const end = this.metrics.httpDuration.startTimer({ method: request.method });
    response.on('finish', () => {
      // The matched route pattern, not the raw path, keeps the label set small.
      const route = (request.route?.path as string | undefined) ?? 'unmatched';
      end({ route, status: String(response.statusCode) });
    });
    next();
  }
}

/** Scraped by Prometheus inside the network, never through the gateway. */
@ApiExcludeController()
@ReachableWithoutGateway()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @RawResponse()
  @Header('Content-Type', 'text/plain; version=0.0.4')
  async scrape(): Promise<string> {
    return this.metrics.scrape();
  }
}
