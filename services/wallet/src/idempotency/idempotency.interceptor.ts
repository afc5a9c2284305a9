import { CallHandler, ExecutionContext, Injectable, NestInterceptor, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { AuthUser } from '@p2p/service-kit';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import { InvalidIdempotencyKeyError } from './idempotency.errors';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { requestHash } from './request-hash';
import { replayed, storeError, storeResult } from './stored-response';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 200;

/**
 * Makes a money-moving route safe to retry: with an Idempotency-Key header, the first answer
 * (success or client error) is stored and every repeat gets it back; the same key with another
 * body is refused (422), and a repeat while the first is running is told to wait (409).
 * Runs after the route's guard, so keys are scoped to the authenticated user.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyKeysService,
    private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const key = request.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next.handle();
    if (key.trim().length === 0 || key.length > MAX_KEY_LENGTH) throw new InvalidIdempotencyKeyError();
    if (!request.user) throw new Error('An idempotent route needs an authenticated user (add @Auth())');
    const id = { userId: request.user.id, key };

    const claim = await this.keys.claim(id, requestHash(request.method, request.originalUrl, request.body));
    if (claim.kind === 'completed') {
      context.switchToHttp().getResponse<Response>().setHeader('Idempotent-Replayed', 'true');
      const replay = replayed(claim.response);
      return 'error' in replay ? throwError(() => replay.error) : of(replay.result);
    }
    const successStatus = this.successStatus(context, request.method);
    return next.handle().pipe(
      mergeMap(async (result) => {
        await this.keys.complete(id, successStatus, storeResult(result));
        return result;
      }),
      catchError((error: unknown) =>
        from(this.settleFailure(id, error)).pipe(mergeMap(() => throwError(() => error))),
      ),
    );
  }

  private async settleFailure(id: { userId: string; key: string }, error: unknown): Promise<void> {
    const failure = storeError(error);
    if (failure) await this.keys.complete(id, failure.status, failure.stored);
    else await this.keys.release(id);
  }

  private successStatus(context: ExecutionContext, method: string): number {
    const declared = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler());
    return declared ?? (method === RequestMethod[RequestMethod.POST] ? 201 : 200);
  }
}
