import { Controller, Get, Inject, Res } from '@nestjs/common';
import { SkipThrottle, ThrottlerStorage } from '@nestjs/throttler';
import { RawResponse } from '@p2p/service-kit';
import type { Response } from 'express';
import { RATE_LIMIT_STORE } from '../rate-limit/rate-limit.module';
import { RedisThrottlerStorage } from '../rate-limit/redis-throttler.storage';
import { EVERY_THROTTLER } from '../rate-limit/throttlers';
import { ServiceProbe } from './service-probe';

@Controller()
export class HealthController {
  constructor(
    private readonly probe: ServiceProbe,
    @Inject(RATE_LIMIT_STORE) private readonly store: ThrottlerStorage,
  ) {}

  /** The platform as a user sees it: the gateway and every service behind it. */
  @Get('api/health')
  @RawResponse()
  async platform(@Res({ passthrough: true }) response: Response) {
    const services = await this.probe.states();
    if (Object.values(services).every((state) => state === 'up')) {
      return { success: true, data: { status: 'ok', services } };
    }
    response.status(503);
    return {
      success: false,
      message: 'Some services are unavailable',
      data: { status: 'degraded', services },
    };
  }

  @Get('health/live')
  @RawResponse()
  @SkipThrottle(EVERY_THROTTLER)
  live() {
    return { status: 'ok' };
  }

  /**
   * The gateway process only, for its probes: a service being down must not take every gateway
   * replica out of rotation, and a Redis outage only loosens limits (they fall back to memory).
   */
  @Get('health/ready')
  @RawResponse()
  @SkipThrottle(EVERY_THROTTLER)
  ready() {
    const rateLimits =
      this.store instanceof RedisThrottlerStorage
        ? this.store.isHealthy()
          ? 'redis'
          : 'memory (redis down)'
        : 'memory';
    return { status: 'ok', checks: { rateLimits } };
  }
}
