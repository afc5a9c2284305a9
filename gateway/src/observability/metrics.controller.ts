import { Controller, Get, Header } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { RawResponse } from '@p2p/service-kit';
import { EVERY_THROTTLER } from '../rate-limit/throttlers';
import { GatewayMetrics } from './gateway-metrics';

@Controller('metrics')
@SkipThrottle(EVERY_THROTTLER)
export class MetricsController {
  constructor(private readonly metrics: GatewayMetrics) {}

  @Get()
  @RawResponse()
  @Header('Content-Type', 'text/plain; version=0.0.4')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
