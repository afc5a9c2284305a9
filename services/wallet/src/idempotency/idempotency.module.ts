import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyKeysPurger } from './idempotency-keys.purger';
import { IdempotencyKeysService } from './idempotency-keys.service';

/** Global so that any feature module's @Idempotent() route can build the interceptor. */
@Global()
@Module({
  providers: [IdempotencyKeysService, IdempotencyInterceptor, IdempotencyKeysPurger],
  exports: [IdempotencyKeysService, IdempotencyInterceptor],
})
export class IdempotencyModule {}
