import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Periodic } from '@p2p/service-kit';
import { IdempotencyKeysService } from './idempotency-keys.service';

const HOURLY = 60 * 60 * 1000;

@Injectable()
export class IdempotencyKeysPurger implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic: Periodic;

  constructor(keys: IdempotencyKeysService) {
    this.periodic = new Periodic(IdempotencyKeysPurger.name, HOURLY, () => keys.purgeExpired());
  }

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }
}
