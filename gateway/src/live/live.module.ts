import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Topics } from '@p2p/contracts';
import { EventBus, KafkaEventBus } from '@p2p/messaging';
import type { GatewayConfig } from '../config/gateway-config';
import { LivePushService } from './live-push.service';
import { LIVE_BUS } from './live.tokens';

const OWNED_BUS = Symbol('OWNED_BUS');

/** The live push. A bus handed in (embedded) is its owner's to close; a Kafka bus made here is closed here. */
@Module({})
export class LiveModule implements OnApplicationShutdown {
  constructor(@Inject(OWNED_BUS) private readonly owned: EventBus | null) {}

  static forRoot(config: GatewayConfig, bus?: EventBus): DynamicModule {
    const owned = !bus && config.KAFKA_BROKERS ? kafkaBus(config.KAFKA_BROKERS) : null;
    return {
      module: LiveModule,
      providers: [
        { provide: LIVE_BUS, useValue: bus ?? owned },
        { provide: OWNED_BUS, useValue: owned },
        LivePushService,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.owned?.close();
  }
}

function kafkaBus(brokers: string): KafkaEventBus {
  return new KafkaEventBus({
    brokers: brokers.split(',').map((broker) => broker.trim()),
    clientId: 'gateway',
    topics: [Topics.wallet, Topics.betting, Topics.football],
  });
}
