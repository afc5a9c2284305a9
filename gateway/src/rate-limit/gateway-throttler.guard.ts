import { ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';

/**
 * The stock guard, answering as the platform does: the envelope's message and a plain Retry-After
 * (the stock one is suffixed with the throttler's name, `Retry-After-ip`, which no client reads).
 */
@Injectable()
export class GatewayThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const retryAfter = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new HttpException(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}
