import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { CONFIG } from '@p2p/service-kit';
import type { GatewayConfig } from '../config/gateway-config';
import { BearerIdentity } from './bearer-identity';
import { GatewayThrottlerGuard, TOO_MANY_REQUESTS } from './gateway-throttler.guard';
import { RedisThrottlerStorage } from './redis-throttler.storage';
import { gatewayThrottlers } from './throttlers';

/** The counters: in this process when alone (embedded), in Redis when replicas must share them. */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

@Global()
@Module({
  providers: [
    BearerIdentity,
    {
      provide: RATE_LIMIT_STORE,
      inject: [CONFIG],
      useFactory: (config: GatewayConfig): ThrottlerStorage =>
        config.REDIS_URL ? new RedisThrottlerStorage(config.REDIS_URL) : new ThrottlerStorageService(),
    },
  ],
  exports: [BearerIdentity, RATE_LIMIT_STORE],
})
class RateLimitStoreModule {}

@Module({
  imports: [
    RateLimitStoreModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStoreModule],
      inject: [CONFIG, BearerIdentity, RATE_LIMIT_STORE],
      useFactory: (config: GatewayConfig, identity: BearerIdentity, storage: ThrottlerStorage) => ({
        storage,
        throttlers: gatewayThrottlers(config, identity),
        errorMessage: TOO_MANY_REQUESTS,
        // The stock headers carry the throttler's name (X-RateLimit-Limit-ip); Retry-After is set on 429.
        setHeaders: false,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: GatewayThrottlerGuard }],
})
export class RateLimitModule {}
