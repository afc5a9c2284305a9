import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** Marks a money-moving route as retry-safe with an optional Idempotency-Key header. */
export function Idempotent() {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Up to 200 characters, unique per operation: a repeat gets the first answer; the same key with a ' +
        'different request is refused (422); a repeat while the first is running gets 409. Kept 24 hours.',
    }),
  );
}
