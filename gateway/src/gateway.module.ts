import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import type { EventBus } from '@p2p/messaging';
import { EnvelopeExceptionFilter, EnvelopeInterceptor } from '@p2p/service-kit';
import { LoggerModule } from 'nestjs-pino';
import type { GatewayConfig } from './config/gateway-config';
import { DocsModule } from './docs/docs.module';
import { GatewayCoreModule } from './gateway-core.module';
import { HealthModule } from './health/health.module';
import { LiveModule } from './live/live.module';
import { loggerParams } from './observability/logging';
import { ProxyModule } from './proxy/proxy.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';

/** The public entry: the gateway's own endpoints, rate limits, and the proxy to the services. */
@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, bus?: EventBus): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        GatewayCoreModule.forRoot(config, bus),
        LoggerModule.forRoot(loggerParams(config)),
        RateLimitModule,
        HealthModule,
        DocsModule,
        LiveModule,
        // Last: Express tries routes in registration order, and the proxy's catch-all `/api/*path`
        // would otherwise answer /api/health and /api/docs.
        ProxyModule,
      ],
      providers: [
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
      ],
    };
  }
}
