import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Topics } from '@p2p/contracts';
import { EventBus, KafkaEventBus, kafkaCredentialsFromEnv } from '@p2p/messaging';
import { CONFIG, EVENT_BUS, RevokedSessions, TokenVerifier } from '@p2p/service-kit';
import type { GatewayConfig } from './config/gateway-config';
import { GatewayMetrics } from './observability/gateway-metrics';
import { MetricsController } from './observability/metrics.controller';
import { ServiceDirectory } from './routing/service-directory';

const OWNED_BUS = Symbol('OWNED_BUS');

/**
 * What every part of the gateway reads: its configuration, the services' addresses, metrics, and the
 * event feed (the embedded runtime's bus, or Kafka) behind the live push and the revoked sessions.
 * A bus handed in is its owner's to close; a Kafka bus made here is closed here.
 */
@Global()
@Module({})
export class GatewayCoreModule implements OnApplicationShutdown {
  constructor(@Inject(OWNED_BUS) private readonly owned: EventBus | null) {}

  static forRoot(config: GatewayConfig, bus?: EventBus): DynamicModule {
    const owned = !bus && config.KAFKA_BROKERS ? kafkaBus(config.KAFKA_BROKERS, config) : null;
    return {
      module: GatewayCoreModule,
      controllers: [MetricsController],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: EVENT_BUS, useValue: bus ?? owned },
        { provide: OWNED_BUS, useValue: owned },
        RevokedSessions,
        TokenVerifier,
        ServiceDirectory,
        GatewayMetrics,
      ],
      exports: [CONFIG, EVENT_BUS, RevokedSessions, TokenVerifier, ServiceDirectory, GatewayMetrics],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.owned?.close();
  }
}

function kafkaBus(brokers: string, config: GatewayConfig): KafkaEventBus {
  const sasl = kafkaCredentialsFromEnv(config);
  return new KafkaEventBus({
    brokers: brokers.split(',').map((broker) => broker.trim()),
    clientId: 'gateway',
    sasl,
    // A broker that asks who we are enforces ACLs, and its operator provisions the topics.
    topics: sasl ? [] : [Topics.auth, Topics.wallet, Topics.betting, Topics.football, Topics.admin],
  });
}
