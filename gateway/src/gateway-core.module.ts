import { DynamicModule, Global, Module } from '@nestjs/common';
import { CONFIG, TokenVerifier } from '@p2p/service-kit';
import type { GatewayConfig } from './config/gateway-config';
import { GatewayMetrics } from './observability/gateway-metrics';
import { MetricsController } from './observability/metrics.controller';
import { ServiceDirectory } from './routing/service-directory';

/** What every part of the gateway reads: its configuration, the services' addresses, metrics. */
@Global()
@Module({})
export class GatewayCoreModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayCoreModule,
      controllers: [MetricsController],
      providers: [{ provide: CONFIG, useValue: config }, TokenVerifier, ServiceDirectory, GatewayMetrics],
      exports: [CONFIG, TokenVerifier, ServiceDirectory, GatewayMetrics],
    };
  }
}
